import { z } from 'zod';
import { PRODUCT_LIMITS } from '../catalog';

/**
 * The upload calls' limits. Byte and count limits are the spec's (PRODUCT_LIMITS); the
 * pixel limit is ours: a few kilobytes of PNG can declare billions of pixels, so an image
 * is refused from its header's dimensions before anything decodes it.
 */
export const UPLOAD_LIMITS = {
  maxImagesPerRequest: PRODUCT_LIMITS.maxImages,
  maxImageBytes: PRODUCT_LIMITS.maxImageBytes,
  maxVideoBytes: PRODUCT_LIMITS.maxVideoBytes,
  maxImagePixels: 25_000_000,
} as const;

/** The multipart fields the upload calls read. */
export const UPLOAD_FIELDS = { images: 'images', video: 'video' } as const;

export const uploadedImagesSchema = z.object({ imageUrls: z.array(z.string()) });
export type UploadedImages = z.infer<typeof uploadedImagesSchema>;

export const uploadedVideoSchema = z.object({ videoUrl: z.string() });
export type UploadedVideo = z.infer<typeof uploadedVideoSchema>;

export const deleteMediaInputSchema = z.object({
  url: z.string({ error: 'product.images.invalidUrl' }).max(2048, { error: 'product.images.invalidUrl' }),
});
export type DeleteMediaInput = z.infer<typeof deleteMediaInputSchema>;

const UPLOADS_PATH = '/uploads/';

/**
 * Media is stored under relative paths (/uploads/...), so moving the shop to another
 * address never rewrites data. Answers carry them absolute when the server knows its
 * public address, so a client on another origin can show them.
 */
export function publicMediaUrl(url: string, publicBaseUrl: string | undefined): string {
  return publicBaseUrl && url.startsWith(UPLOADS_PATH) ? publicBaseUrl + url : url;
}

/** The stored form of a media URL a client sends back: this server's absolute URLs become relative again. */
export function storedMediaUrl(url: string, publicBaseUrl: string | undefined): string {
  return publicBaseUrl && url.startsWith(publicBaseUrl + UPLOADS_PATH) ? url.slice(publicBaseUrl.length) : url;
}

interface WithMedia {
  /** Absent in a partial product (a PUT that leaves the images as they are). */
  images?: string[];
  image?: string;
  video?: { url: string; type: 'url' | 'file' } | null;
}

/** A product (or its summary, or a product input) with every media URL mapped. */
export function mapProductMedia<T extends WithMedia>(product: T, map: (url: string) => string): T {
  const mapped: T = { ...product };
  if (product.images) mapped.images = product.images.map(map);
  if (product.image !== undefined) mapped.image = map(product.image);
  if (product.video) mapped.video = { ...product.video, url: map(product.video.url) };
  return mapped;
}
