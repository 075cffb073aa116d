import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@shop/domain';
import { storeImageWithVariants } from './image-variants';
import { localMediaStore } from './media-store';

function solidImage(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer();
}

describe('storeImageWithVariants', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'image-variants-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the main image and one variant per width, creating the folder', async () => {
    const dir = join(root, 'nested', 'folder');
    const name = await storeImageWithVariants(await solidImage(2400, 1800), localMediaStore(dir), '', 'photo-1');
    expect(name).toBe('photo-1.webp');

    const main = await sharp(join(dir, 'photo-1.webp')).metadata();
    expect([main.format, main.width, main.height]).toEqual(['webp', 1920, 1440]);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await sharp(join(dir, `photo-1-${width}w.webp`)).metadata();
      expect([variant.format, variant.width, variant.height]).toEqual(['webp', width, (width * 3) / 4]);
    }
    // Only final names remain: the temporary files were renamed away.
    expect((await readdir(dir)).sort()).toEqual([
      'photo-1-1600w.webp',
      'photo-1-400w.webp',
      'photo-1-800w.webp',
      'photo-1.webp',
    ]);
  });

  it('never enlarges a small image', async () => {
    const dir = join(root, 'small');
    await storeImageWithVariants(await solidImage(500, 300), localMediaStore(dir), '', 'tiny');
    const main = await sharp(join(dir, 'tiny.webp')).metadata();
    expect([main.width, main.height]).toEqual([500, 300]);
    const expected: Record<number, number> = { 400: 400, 800: 500, 1600: 500 };
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await sharp(join(dir, `tiny-${width}w.webp`)).metadata();
      expect(variant.width).toBe(expected[width]);
    }
  });

  it('applies the EXIF orientation', async () => {
    const dir = join(root, 'rotated');
    // A landscape bitmap tagged "rotate 90°" is a portrait photo.
    const input = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f97316' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await storeImageWithVariants(input, localMediaStore(dir), '', 'portrait');
    const main = await sharp(join(dir, 'portrait.webp')).metadata();
    expect([main.width, main.height]).toEqual([400, 600]);
  });

  it('rejects base names that could escape the folder or break a URL', async () => {
    const input = await solidImage(100, 100);
    for (const bad of ['../evil', 'a/b', 'with space', 'dot.name', '']) {
      await expect(storeImageWithVariants(input, localMediaStore(join(root, 'bad')), '', bad)).rejects.toThrow(
        /base name/,
      );
    }
  });

  it('rejects data that is not an image and leaves nothing behind', async () => {
    const dir = join(root, 'broken');
    await expect(
      storeImageWithVariants(Buffer.from('not an image'), localMediaStore(dir), '', 'broken'),
    ).rejects.toThrow();
    await expect(readdir(dir)).rejects.toThrow();
  });
});
