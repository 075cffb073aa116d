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

/** The privacy-enhanced player address of a YouTube video (frame-src allows youtube-nocookie). */
export const youtubeEmbedUrl = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;
