import { useCallback, useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet, imageVariantUrl } from '@shop/domain';
import { SSR_STATE_ID } from '../lib/ssr-state';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Whether this page view began as server-rendered HTML (see entry-server.tsx). */
const serverRendered = typeof document !== 'undefined' && document.getElementById(SSR_STATE_ID) !== null;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  src: string | undefined;
  /** Rendered width in CSS pixels, for the browser to pick a variant from `srcset`. */
  sizes: string;
  width: number;
  height: number;
};

/**
 * Lazily loaded parts receive the component from the part that loaded them rather than
 * importing this module: a lazy chunk importing it makes the bundler (rolldown 1.2) move
 * i18next and the Spanish texts out of the entry chunk into a chunk of their own, which costs
 * the storefront's first load 1.1 kB (over its budget).
 */
export type ProductImageComponent = typeof ProductImage;

/**
 * A product image using the server's sized variants, with fixed intrinsic dimensions
 * so nothing shifts while it loads, and the placeholder when it fails (a missing image never leaves a broken icon).
 */
export function ProductImage({ src, alt = '', sizes, ...rest }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : PLACEHOLDER_IMAGE;
  // In a server-rendered page the image may have failed before React was listening:
  // the error event is gone, but the element says it finished without a picture.
  const detectEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (!serverRendered || !img || usable === PLACEHOLDER_IMAGE) return;
      if (img.complete && img.naturalWidth === 0) setFailedSrc(usable);
    },
    [usable],
  );
  return (
    <img
      {...rest}
      ref={detectEarlyFailure}
      alt={alt}
      src={usable === PLACEHOLDER_IMAGE ? usable : imageVariantUrl(usable, 800)}
      srcSet={imageSrcSet(usable)}
      sizes={sizes}
      onError={() => setFailedSrc(usable)}
      decoding="async"
    />
  );
}
