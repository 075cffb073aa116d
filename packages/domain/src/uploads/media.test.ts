import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../images';
import { mapProductMedia, publicMediaUrl, storedMediaUrl } from './media';

const BASE = 'https://api.tienda.example';

describe('media URLs', () => {
  it('answers stored upload paths absolute only when a public address is configured', () => {
    expect(publicMediaUrl('/uploads/a.webp', BASE)).toBe(`${BASE}/uploads/a.webp`);
    expect(publicMediaUrl('/uploads/a.webp', undefined)).toBe('/uploads/a.webp');
    expect(publicMediaUrl('https://youtu.be/abcdefghijk', BASE)).toBe('https://youtu.be/abcdefghijk');
  });

  it('stores this server’s absolute URLs relative again, and leaves other addresses alone', () => {
    expect(storedMediaUrl(`${BASE}/uploads/a.webp`, BASE)).toBe('/uploads/a.webp');
    expect(storedMediaUrl('https://other.example/uploads/a.webp', BASE)).toBe('https://other.example/uploads/a.webp');
    expect(storedMediaUrl(`${BASE}/uploads/a.webp`, undefined)).toBe(`${BASE}/uploads/a.webp`);
    expect(storedMediaUrl(`${BASE}.evil.example/uploads/a.webp`, BASE)).toBe(`${BASE}.evil.example/uploads/a.webp`);
  });

  it('maps every media field of a product', () => {
    const product = {
      images: ['/uploads/a.webp', '/uploads/b.webp'],
      image: '/uploads/a.webp',
      video: { url: '/uploads/v.mp4', type: 'file' as const },
      name: 'X',
    };
    expect(mapProductMedia(product, (url) => publicMediaUrl(url, BASE))).toEqual({
      images: [`${BASE}/uploads/a.webp`, `${BASE}/uploads/b.webp`],
      image: `${BASE}/uploads/a.webp`,
      video: { url: `${BASE}/uploads/v.mp4`, type: 'file' },
      name: 'X',
    });
    expect(mapProductMedia({ images: [], video: null }, (url) => url + '!')).toEqual({ images: [], video: null });
  });

  it('keeps the sized variants of absolute upload URLs', () => {
    expect(imageSrcSet(`${BASE}/uploads/p.webp`)).toBe(
      `${BASE}/uploads/p-400w.webp 400w, ${BASE}/uploads/p-800w.webp 800w, ${BASE}/uploads/p-1600w.webp 1600w`,
    );
  });
});
