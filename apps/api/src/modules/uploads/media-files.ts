import { randomUUID } from 'node:crypto';
import { storedMediaUrl } from '@shop/domain';

/**
 * The names of the media files this server writes, and nothing else. Uploads are named
 * by the server (a random UUID, never the client's file name) at the top of the uploads
 * folder; the seeded catalogue's images live in `seed/`. A URL or a served path is one of
 * ours only when it matches these names exactly: no `..`, no percent-encoding, no other
 * folder, host or extension can.
 */

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOADED_IMAGE = new RegExp(`^(${UUID})\\.webp$`);
const UPLOADED_VIDEO = new RegExp(`^${UUID}\\.mp4$`);
/** `seed/<slug>-<view>.webp`: a main image (its `-400w` variants end in a letter, never match). */
const SEED_IMAGE = /^seed\/([a-z0-9]+(?:-[a-z0-9]+)*-\d+)\.webp$/;

/**
 * Paths under /uploads/ that are served: one level of folder at most, a name of letters,
 * digits, `_` and `-` (so no dotfile, no `..`, no temporary `.tmp` file) and a media
 * extension. Images other than WebP are not written any more but stay servable, so media
 * copied over from an older installation keeps working.
 */
const SERVABLE_PATH = /^\/(?:seed\/)?[\w-]+\.(?:webp|jpe?g|png|gif|mp4)$/;

export const UPLOADS_URL_PREFIX = '/uploads/';

export type OwnMedia =
  { kind: 'image'; folder: string; baseName: string } | { kind: 'video'; folder: string; fileName: string };

export function newMediaBaseName(): string {
  return randomUUID();
}

export function isServableUploadPath(pathname: string): boolean {
  return SERVABLE_PATH.test(pathname);
}

/** The media file a URL names, when it is one this server wrote (relative, or absolute on PUBLIC_BASE_URL). */
export function ownMediaOf(url: string, publicBaseUrl: string | undefined): OwnMedia | undefined {
  const stored = storedMediaUrl(url, publicBaseUrl);
  if (!stored.startsWith(UPLOADS_URL_PREFIX)) return undefined;
  const path = stored.slice(UPLOADS_URL_PREFIX.length);
  const image = UPLOADED_IMAGE.exec(path);
  if (image) return { kind: 'image', folder: '', baseName: image[1]! };
  if (UPLOADED_VIDEO.test(path)) return { kind: 'video', folder: '', fileName: path };
  const seed = SEED_IMAGE.exec(path);
  if (seed) return { kind: 'image', folder: 'seed', baseName: seed[1]! };
  return undefined;
}
