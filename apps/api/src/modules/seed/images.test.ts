import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_WIDTHS } from '@shop/domain';
import { seedCatalogue } from './catalogue';
import { localMediaStore } from '../uploads';
import { seedImageUrls, writeSeedImages } from './images';

describe('writeSeedImages', () => {
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'seed-images-'));
  });
  afterAll(async () => {
    await rm(uploads, { recursive: true, force: true });
  });

  const accessory = seedCatalogue.find((p) => p.category === 'Accesorios')!;
  const phone = seedCatalogue.find((p) => p.category === 'Smartphones')!;

  it('draws two views of an accessory with variants and returns their URLs', async () => {
    const urls = await writeSeedImages(localMediaStore(uploads), accessory);
    expect(urls).toEqual([`/uploads/seed/${accessory.slug}-1.webp`, `/uploads/seed/${accessory.slug}-2.webp`]);
    for (const n of [1, 2]) {
      const main = await sharp(join(uploads, 'seed', `${accessory.slug}-${n}.webp`)).metadata();
      expect([main.format, main.width, main.height]).toEqual(['webp', 1600, 1200]);
      for (const width of IMAGE_VARIANT_WIDTHS) {
        expect((await stat(join(uploads, 'seed', `${accessory.slug}-${n}-${width}w.webp`))).isFile()).toBe(true);
      }
    }
  });

  it('draws three views of a phone', async () => {
    const urls = await writeSeedImages(localMediaStore(uploads), phone);
    expect(urls).toEqual([1, 2, 3].map((n) => `/uploads/seed/${phone.slug}-${n}.webp`));
  });

  it('agrees with seedImageUrls, which the database stores without drawing', async () => {
    expect(seedImageUrls(phone)).toEqual(await writeSeedImages(localMediaStore(uploads), phone));
    expect(seedImageUrls(accessory)).toEqual(await writeSeedImages(localMediaStore(uploads), accessory));
  });

  it('leaves complete images alone on the next start', async () => {
    const files = [1, 2].flatMap((n) => [
      `${accessory.slug}-${n}.webp`,
      ...IMAGE_VARIANT_WIDTHS.map((w) => `${accessory.slug}-${n}-${w}w.webp`),
    ]);
    const mtimes = async () =>
      Promise.all(files.map(async (file) => (await stat(join(uploads, 'seed', file))).mtimeMs));
    const before = await mtimes();
    await new Promise((resolve) => setTimeout(resolve, 30));
    const urls = await writeSeedImages(localMediaStore(uploads), accessory);
    expect(urls).toHaveLength(2);
    expect(await mtimes()).toEqual(before);
  });

  it('redraws a view whose variant went missing', async () => {
    const missing = join(uploads, 'seed', `${accessory.slug}-2-400w.webp`);
    await rm(missing);
    await writeSeedImages(localMediaStore(uploads), accessory);
    expect((await stat(missing)).isFile()).toBe(true);
  });
});
