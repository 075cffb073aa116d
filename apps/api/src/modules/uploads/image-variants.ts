import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, PRODUCT_LIMITS } from '@shop/domain';
import type { MediaStore } from './media-store';

/** Quality of the main image: what the product page shows at full size. */
const MAIN_QUALITY = 80;
/** Variants are only ever shown downscaled, where artefacts are hardly visible. */
const VARIANT_QUALITY = 75;
/**
 * libwebp's encoder effort (0-6, default 4). At 2 a 1600 px image encodes about
 * four times faster for roughly 5 % more bytes: uploads answer sooner and the
 * first start, which draws ~130 seed images, takes far less time.
 */
const WEBP_EFFORT = 2;

const BASE_NAME = /^[\w-]+$/;

/**
 * Stores an image as `${folder}${baseName}.webp` (upright, at most 1920 px on its
 * longer edge) plus one `${baseName}-${width}w.webp` per IMAGE_VARIANT_WIDTHS,
 * the names `imageVariantUrl` in @shop/domain expects, in a media store (the local
 * folder or the bucket). `folder` is '' or ends in '/'. Returns the main file name.
 *
 * The input is decoded once; every output is encoded from the same normalised
 * pixels, so a variant can never be larger or differently oriented than the
 * main image. Metadata (EXIF, GPS) is not carried over: sharp drops it unless
 * asked to keep it, which is what we want for images users upload.
 *
 * Each object is written whole (the store's put), and the main image last: if it
 * exists, its variants do too.
 *
 * Uploads pass `maxInputPixels` (after checking the header's dimensions themselves):
 * a second guard, in the decoder, against an image that declares billions of pixels.
 */
export async function storeImageWithVariants(
  input: Buffer,
  store: MediaStore,
  folder: string,
  baseName: string,
  options: { maxInputPixels?: number } = {},
): Promise<string> {
  // The name becomes part of a path and a URL: no separators, dots or spaces.
  if (!BASE_NAME.test(baseName)) throw new Error(`Invalid image base name: ${JSON.stringify(baseName)}`);

  const edge = PRODUCT_LIMITS.targetImageEdgePx;
  // sharp refuses to decode more pixels than this (its own default limit when not given).
  const { data, info } = await sharp(input, { limitInputPixels: options.maxInputPixels ?? true })
    .rotate() // applies the EXIF orientation, so phone photos are not stored sideways
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

  for (const width of IMAGE_VARIANT_WIDTHS) {
    const variant = await pixels()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: VARIANT_QUALITY, effort: WEBP_EFFORT })
      .toBuffer();
    await store.put(`${folder}${baseName}-${width}w.webp`, variant);
  }
  const main = await pixels().webp({ quality: MAIN_QUALITY, effort: WEBP_EFFORT }).toBuffer();
  const fileName = `${baseName}.webp`;
  await store.put(folder + fileName, main);
  return fileName;
}

/** Every file storeImageWithVariants writes for a base name, the main image last. */
export function imageFileNames(baseName: string): string[] {
  return [...IMAGE_VARIANT_WIDTHS.map((width) => `${baseName}-${width}w.webp`), `${baseName}.webp`];
}
