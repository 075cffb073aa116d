import { useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageVariantUrl } from '@shop/domain';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | undefined;
  /** Rendered width in CSS pixels, for the browser to pick a variant from `srcset`. */
  sizes: string;
  width: number;
  height: number;
};

/**
 * A product image using the server's sized variants, with fixed intrinsic dimensions
 * so nothing shifts while it loads, and the placeholder when it fails (spec 001 §8).
 */
export function ProductImage({ src, alt = '', sizes, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      {...rest}
      alt={alt}
      src={usable === PLACEHOLDER_IMAGE ? usable : imageVariantUrl(usable, 800)}
      srcSet={imageSrcSet(usable)}
      sizes={sizes}
      onError={() => setFailedSrc(usable)}
      decoding="async"
    />
  );
}
