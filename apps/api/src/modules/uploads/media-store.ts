import type * as S3Sdk from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../../config';

/**
 * Where uploaded and seeded media lives: the local folder (UPLOADS_DIR, the default) or an
 * S3-compatible bucket (S3_*), one interface for both so the upload rules (content checks,
 * limits, variants, names) are written once. Keys are the paths under /uploads/
 * (`<uuid>.webp`, `seed/<slug>-1-400w.webp`); the URLs stored in the database stay
 * `/uploads/<key>` whichever store holds the bytes, so moving the media never rewrites data.
 */
export interface MediaStore {
  readonly kind: 'local' | 's3';
  /** Writes one object whole: a reader never sees it half-written under its final key. */
  put(key: string, content: Buffer): Promise<void>;
  /** Writes a file already on this machine (a checked video) under `key`, then the file is the caller's to remove. */
  putFile(key: string, path: string): Promise<void>;
  /** The size of a stored object, undefined when there is none (a folder or link under the name is none). */
  sizeOf(key: string): Promise<number | undefined>;
  /** The object's bytes as a stream, undefined when there is none. */
  read(key: string): Promise<{ body: Readable; size: number | undefined } | undefined>;
  /** Removes objects; absent ones are no error. */
  remove(keys: string[]): Promise<void>;
  /** A folder for a video's bytes while they are checked, before they are stored. */
  readonly scratchDir: string;
  /** Lets go of the store's connections (the bucket's kept-alive sockets). */
  close(): Promise<void>;
}

/** The type each media extension is served with (the names are ours, see media-files.ts). */
export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    webp: 'image/webp',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    mp4: 'video/mp4',
  };
  return types[extension] ?? 'application/octet-stream';
}

/** Names are unique and never reused: a stored object never changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function localMediaStore(uploadsDir: string): MediaStore {
  const root = resolve(uploadsDir);
  const pathOf = (key: string) => {
    const path = resolve(root, key);
    // Keys are built from our own names; checked on the resolved path all the same.
    if (!path.startsWith(root + sep)) throw new Error(`Media key outside the uploads folder: ${JSON.stringify(key)}`);
    return path;
  };
  async function placeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const path = pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Renamed into place (atomic on one file system): a crash never leaves a truncated file under a final name.
    const temporary = `${path}.${randomUUID()}.tmp`;
    try {
      await write(temporary);
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }
  return {
    kind: 'local',
    scratchDir: root,
    close: async () => undefined,
    put: (key, content) => placeAtomically(key, (temporary) => writeFile(temporary, content)),
    async putFile(key, path) {
      // Videos are checked in the uploads folder itself: storing one is a rename.
      if (resolve(path) === pathOf(key)) return;
      await mkdir(dirname(pathOf(key)), { recursive: true });
      await rename(path, pathOf(key));
    },
    async sizeOf(key) {
      const found = await lstat(pathOf(key)).catch(() => undefined);
      return found?.isFile() ? found.size : undefined;
    },
    async read(key) {
      const size = await this.sizeOf(key);
      return size === undefined ? undefined : { body: createReadStream(pathOf(key)), size };
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

/** Objects live under this prefix, so `${S3_PUBLIC_URL}/uploads/<key>` mirrors the shop's own /uploads/ paths. */
export const S3_KEY_PREFIX = 'uploads/';

export function s3MediaStore(settings: S3Settings, scratchDir: string): MediaStore {
  // The SDK is loaded on first use: a shop on its local folder never pays for its start-up time.
  let loading: Promise<{ client: S3Sdk.S3Client; sdk: typeof S3Sdk }> | undefined;
  const connect = () =>
    (loading ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // MinIO and most S3-compatible services address buckets by path, not by host name.
        forcePathStyle: true,
        // Checksums only where S3 demands them: the newer default (aws-chunked bodies with trailing
        // checksums) is not understood by every S3-compatible service.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = settings.bucket;
  const objectKey = (key: string) => S3_KEY_PREFIX + key;
  const missing = (error: unknown) =>
    error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey');
  const putObject = async (key: string, Body: Buffer | Readable, ContentLength: number) => {
    const { client, sdk } = await connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: objectKey(key),
        Body,
        ContentLength,
        ContentType: mediaContentType(key),
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  };
  return {
    kind: 's3',
    scratchDir,
    close: async () => {
      if (loading) (await loading).client.destroy();
    },
    // A PUT is atomic in S3: the object appears whole or not at all.
    put: (key, content) => putObject(key, content, content.length),
    async putFile(key, path) {
      const { size } = await stat(path);
      await putObject(key, createReadStream(path), size);
    },
    async sizeOf(key) {
      const { client, sdk } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async read(key) {
      const { client, sdk } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body ? { body: answer.Body as Readable, size: answer.ContentLength } : undefined;
      } catch (error) {
        if (missing(error)) return undefined;
        throw error;
      }
    },
    async remove(keys) {
      if (keys.length === 0) return;
      const { client, sdk } = await connect();
      await client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.map((key) => ({ Key: objectKey(key) })), Quiet: true },
        }),
      );
    },
  };
}

/** The store the settings name: the bucket when S3_* are set, else the local uploads folder. */
export function mediaStoreOf(config: { uploadsDir: string; s3: S3Settings | undefined }): MediaStore {
  return config.s3 ? s3MediaStore(config.s3, config.uploadsDir) : localMediaStore(config.uploadsDir);
}

/** Every file under a local uploads folder, as keys (for media:move). Temporary files are left out. */
export async function localMediaKeys(uploadsDir: string): Promise<string[]> {
  const root = resolve(uploadsDir);
  const entries = await readdir(root, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}
