import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@shop/domain';
import { storeImageWithVariants } from '../uploads';
import { drawProductArt } from '../../../../../tools/seed-art/art';
import type { SeedProduct } from './catalogue';

/** Seed images live apart from admin uploads, so they can be wiped and redrawn on their own. */
const SEED_DIR = 'seed';

/** Devices people want to see from several sides get a third, in-use view. */
function viewCount(product: SeedProduct): 2 | 3 {
  return product.category === 'Laptops' || product.category === 'Smartphones' || product.category === 'Tablets' ? 3 : 2;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function isComplete(dir: string, baseName: string): Promise<boolean> {
  const files = [`${baseName}.webp`, ...IMAGE_VARIANT_WIDTHS.map((width) => `${baseName}-${width}w.webp`)];
  const found = await Promise.all(files.map((file) => exists(join(dir, file))));
  return found.every(Boolean);
}

/** The URLs writeSeedImages returns, without touching the disk (the database stores these). */
export function seedImageUrls(product: SeedProduct): string[] {
  return Array.from(
    { length: viewCount(product) },
    (_, view) => `/uploads/${SEED_DIR}/${product.slug}-${view + 1}.webp`,
  );
}

/**
 * Draws a product's views into `${uploadsDir}/seed` and returns their public
 * URLs in view order. Views whose main file and variants are all present are
 * left untouched, so every start after the first costs only a few stat calls
 * (delete the folder to redraw after changing the art).
 */
export async function writeSeedImages(uploadsDir: string, product: SeedProduct): Promise<string[]> {
  const dir = join(uploadsDir, SEED_DIR);
  const views = ([0, 1, 2] as const).slice(0, viewCount(product));
  // A product's 2-3 views render in parallel; the caller walks products one by
  // one, so at most three 1600×1200 bitmaps are in memory at a time.
  return Promise.all(
    views.map(async (view) => {
      const baseName = `${product.slug}-${view + 1}`;
      if (!(await isComplete(dir, baseName))) {
        const svg = drawProductArt(product.art, view, product.name);
        // Rasterise once to a lossless PNG: storeImageWithVariants then decodes
        // it once instead of re-rendering the SVG for every output size.
        const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
        await storeImageWithVariants(png, dir, baseName);
      }
      return `/uploads/${SEED_DIR}/${baseName}.webp`;
    }),
  );
}
