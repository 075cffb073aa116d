import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS } from '@shop/domain';
import { type MediaStore, storeImageWithVariants } from '../uploads';
import { drawProductArt } from '../../../../../tools/seed-art/art';
import type { SeedProduct } from './catalogue';

/** Seed images live apart from admin uploads, so they can be wiped and redrawn on their own. */
const SEED_DIR = 'seed';

/** Devices people want to see from several sides get a third, in-use view. */
function viewCount(product: SeedProduct): 2 | 3 {
  return product.category === 'Laptops' || product.category === 'Smartphones' || product.category === 'Tablets' ? 3 : 2;
}

async function isComplete(store: MediaStore, baseName: string): Promise<boolean> {
  const files = [`${baseName}.webp`, ...IMAGE_VARIANT_WIDTHS.map((width) => `${baseName}-${width}w.webp`)];
  const found = await Promise.all(files.map((file) => store.sizeOf(`${SEED_DIR}/${file}`)));
  return found.every((size) => size !== undefined);
}

/** The URLs writeSeedImages returns, without touching the disk (the database stores these). */
export function seedImageUrls(product: SeedProduct): string[] {
  return Array.from(
    { length: viewCount(product) },
    (_, view) => `/uploads/${SEED_DIR}/${product.slug}-${view + 1}.webp`,
  );
}

/**
 * Draws a product's views into the media store's `seed/` folder and returns their public
 * URLs in view order. Views whose main file and variants are all present are
 * left untouched, so every start after the first costs only a few stat calls
 * (delete the folder to redraw after changing the art).
 */
export async function writeSeedImages(store: MediaStore, product: SeedProduct): Promise<string[]> {
  const views = ([0, 1, 2] as const).slice(0, viewCount(product));
  // A product's 2-3 views render in parallel; the caller walks products one by
  // one, so at most three 1600×1200 bitmaps are in memory at a time.
  return Promise.all(
    views.map(async (view) => {
      const baseName = `${product.slug}-${view + 1}`;
      if (!(await isComplete(store, baseName))) {
        const svg = drawProductArt(product.art, view, product.name);
        // Rasterise once to a lossless PNG: storeImageWithVariants then decodes
        // it once instead of re-rendering the SVG for every output size.
        const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
        await storeImageWithVariants(png, store, `${SEED_DIR}/`, baseName);
      }
      return `/uploads/${SEED_DIR}/${baseName}.webp`;
    }),
  );
}
