import { PRODUCT_LIMITS } from '@shop/domain';
import type { ProductDetail } from './api';

export type MediaItem =
  { kind: 'image'; src: string } | { kind: 'youtube'; id: string } | { kind: 'video'; src: string };

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The 11-character id of a YouTube link (watch, youtu.be, embed, shorts), else undefined. */
export function youtubeId(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = parsed.pathname.slice(1);
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate =
      parsed.pathname === '/watch'
        ? parsed.searchParams.get('v')
        : parsed.pathname.match(/^\/(?:embed|shorts)\/([^/]+)/)?.[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/** Up to 7 images, then the video as the last item when there is one (spec 001 §2, §9). */
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
