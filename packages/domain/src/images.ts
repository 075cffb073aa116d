/**
 * Sized variants of product images. The server writes, next to every image it
 * stores as `/uploads/<name>.webp`, the widths below as `<name>-<width>w.webp`;
 * the browser builds `srcset` from the same rule, so both sides agree by name.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

// Absolute too: answers carry media URLs absolute when the server has a public address (PUBLIC_BASE_URL).
const OWN_IMAGE = /^(?:https?:\/\/[^/?#]+)?\/uploads\/[\w./-]+\.webp$/;

/** True for images this shop stored itself, which therefore have variants. */
export function hasImageVariants(url: string): boolean {
  return OWN_IMAGE.test(url) && !/-\d+w\.webp$/.test(url);
}

export function imageVariantUrl(url: string, width: ImageVariantWidth): string {
  return hasImageVariants(url) ? url.replace(/\.webp$/, `-${width}w.webp`) : url;
}

/** `srcset` value for an image, or undefined for foreign URLs without variants. */
export function imageSrcSet(url: string): string | undefined {
  if (!hasImageVariants(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
