import { PRODUCT_LIMITS } from '@shop/domain';
import { youtubeId } from '../../shared/lib/youtube';
import type { ProductDetail } from './api';

// Also the admin's video preview reads YouTube links: the rule lives in shared/.
export { youtubeId };

export type MediaItem =
  { kind: 'image'; src: string } | { kind: 'youtube'; id: string } | { kind: 'video'; src: string };

/** Up to 7 images, then the video as the last item when there is one. */
export function mediaItems(product: Pick<ProductDetail, 'images' | 'image' | 'video'>): MediaItem[] {
  const images = (product.images.length > 0 ? product.images : [product.image]).filter(Boolean);
  const items: MediaItem[] = images.slice(0, PRODUCT_LIMITS.maxImages).map((src) => ({ kind: 'image', src }));
  const video = product.video;
  if (video?.url) {
    const id = youtubeId(video.url);
    items.push(id ? { kind: 'youtube', id } : { kind: 'video', src: video.url });
  }
  return items;
}
