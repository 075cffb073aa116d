import { describe, expect, it } from 'vitest';
import { mediaItems, youtubeId } from './media';

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (url, id) => expect(youtubeId(url)).toBe(id));

  it.each(['https://youtu.be/short', 'https://vimeo.com/dQw4w9WgXcQ', '/uploads/clip.mp4', 'not a url'])(
    'rejects %s',
    (url) => expect(youtubeId(url)).toBeUndefined(),
  );
});

describe('mediaItems', () => {
  const images = Array.from({ length: 9 }, (_, i) => `/uploads/p-${i}.webp`);

  it('keeps at most 7 images and puts the video last', () => {
    const items = mediaItems({ images, image: images[0]!, video: { url: '/uploads/clip.mp4', type: 'file' } });
    expect(items).toHaveLength(8);
    expect(items.at(-1)).toEqual({ kind: 'video', src: '/uploads/clip.mp4' });
  });

  it('embeds YouTube links by id', () => {
    const items = mediaItems({
      images: ['/a.webp'],
      image: '/a.webp',
      video: { url: 'https://youtu.be/dQw4w9WgXcQ', type: 'url' },
    });
    expect(items).toEqual([
      { kind: 'image', src: '/a.webp' },
      { kind: 'youtube', id: 'dQw4w9WgXcQ' },
    ]);
  });

  it('falls back to the single image field', () => {
    expect(mediaItems({ images: [], image: '/only.webp', video: null })).toEqual([
      { kind: 'image', src: '/only.webp' },
    ]);
  });
});
