import { describe, expect, it } from 'vitest';
import { isServableUploadPath, newMediaBaseName, ownMediaOf } from './media-files';

const id = newMediaBaseName();
const BASE = 'https://api.tienda.example';

describe('ownMediaOf', () => {
  it('names uploaded images, videos and seed images, relative or on the public address', () => {
    expect(ownMediaOf(`/uploads/${id}.webp`, undefined)).toEqual({ kind: 'image', folder: '', baseName: id });
    expect(ownMediaOf(`${BASE}/uploads/${id}.webp`, BASE)).toEqual({ kind: 'image', folder: '', baseName: id });
    expect(ownMediaOf(`/uploads/${id}.mp4`, undefined)).toEqual({ kind: 'video', folder: '', fileName: `${id}.mp4` });
    expect(ownMediaOf('/uploads/seed/galaxy-s25-ultra-2.webp', undefined)).toEqual({
      kind: 'image',
      folder: 'seed',
      baseName: 'galaxy-s25-ultra-2',
    });
  });

  it('refuses variants, other names, folders, hosts and encodings', () => {
    for (const url of [
      `/uploads/${id}-400w.webp`,
      '/uploads/seed/galaxy-s25-ultra-2-400w.webp',
      `/uploads/${id}.png`,
      `/uploads/sub/${id}.webp`,
      `/uploads/../${id}.webp`,
      `/uploads/%2e%2e/${id}.webp`,
      `${BASE}/uploads/${id}.webp`, // no public address configured
      `https://other.example/uploads/${id}.webp`,
      `${BASE}/uploads/${id}.webp`.replace('https', 'http'),
      `/uploads/${id}.webp#x`,
    ]) {
      expect(ownMediaOf(url, url.startsWith(`${BASE}/`) ? undefined : BASE), url).toBeUndefined();
    }
  });
});

describe('isServableUploadPath', () => {
  it('serves media names only', () => {
    expect(isServableUploadPath(`/${id}.webp`)).toBe(true);
    expect(isServableUploadPath(`/${id}-800w.webp`)).toBe(true);
    expect(isServableUploadPath('/seed/x-1.webp')).toBe(true);
    expect(isServableUploadPath(`/${id}.mp4`)).toBe(true);
    expect(isServableUploadPath('/old-photo.jpg')).toBe(true);
    for (const path of [
      '/.env',
      '/seed/.x.webp',
      '/a.html',
      '/a.svg',
      '/a.webp.123.tmp',
      '/../x.webp',
      '/a/b/c.webp',
      '/',
    ]) {
      expect(isServableUploadPath(path), path).toBe(false);
    }
  });
});
