import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { UPLOAD_LIMITS, publicMediaUrl } from '@shop/domain';
import { httpError } from '../../errors';
import { MP4_SIGNATURE_BYTES, imageTypeOf, isMp4 } from './file-signature';
import { imageFileNames, storeImageWithVariants } from './image-variants';
import { UPLOADS_URL_PREFIX, newMediaBaseName, ownMediaOf } from './media-files';
import type { MediaStore } from './media-store';

/** An image whose signature, header and size passed, not yet decoded. */
export interface CheckedImage {
  content: Buffer;
  /** The client's name for it, for messages only. */
  file: string;
}

export interface UploadService {
  checkImage(content: Buffer, file: string): Promise<CheckedImage>;
  /** Re-encodes and stores checked images with their variants; all or none (written files are removed on failure). */
  storeImages(images: CheckedImage[]): Promise<string[]>;
  /** Streams a video to a scratch file, checks it, then stores it; `wasTruncated` tells whether the multipart parser cut it at the size limit. */
  storeVideo(source: Readable, wasTruncated: () => boolean): Promise<string>;
  deleteMedia(url: string): Promise<void>;
}

/**
 * Media uploads (OWASP file-upload rules): the type comes from the content, every image
 * is decoded and re-encoded (dropping EXIF and GPS data and anything appended to the
 * file), dimensions are checked from the header before decoding, files get the server's
 * own names, and only those names can be deleted.
 */
export function createUploadService(options: { store: MediaStore; publicBaseUrl: string | undefined }): UploadService {
  const { store } = options;
  const urlOf = (fileName: string) => publicMediaUrl(UPLOADS_URL_PREFIX + fileName, options.publicBaseUrl);

  const removeImageFiles = (folder: string, baseName: string) =>
    store.remove(imageFileNames(baseName).map((name) => folder + name));

  return {
    async checkImage(content, file) {
      const type = imageTypeOf(content);
      if (!type) throw httpError('IMAGE_TYPE_NOT_ALLOWED', { params: { file } });
      // Reads the header only: the dimensions are known before a single pixel is decoded. sharp's own
      // pixel limit is lifted for this read so the answer can say what is wrong (too many pixels).
      const header = await sharp(content, { limitInputPixels: false })
        .metadata()
        .catch(() => undefined);
      if (!header?.width || !header.height || header.format !== type) {
        throw httpError('IMAGE_UNREADABLE', { params: { file } });
      }
      if (header.width * header.height > UPLOAD_LIMITS.maxImagePixels) {
        throw httpError('IMAGE_TOO_MANY_PIXELS', { params: { file } });
      }
      return { content, file };
    },

    async storeImages(images) {
      const written: string[] = [];
      try {
        for (const image of images) {
          const baseName = newMediaBaseName();
          written.push(baseName);
          await storeImageWithVariants(image.content, store, '', baseName, {
            maxInputPixels: UPLOAD_LIMITS.maxImagePixels,
          }).catch((error: unknown) => {
            // File-system failures carry a code (ENOSPC...) and stay server errors; sharp's are the image's fault.
            if (error instanceof Error && !('code' in error)) {
              throw httpError('IMAGE_UNREADABLE', { params: { file: image.file } });
            }
            throw error;
          });
        }
      } catch (error) {
        await Promise.all(written.map((baseName) => removeImageFiles('', baseName)));
        throw error;
      }
      return written.map((baseName) => urlOf(`${baseName}.webp`));
    },

    async storeVideo(source, wasTruncated) {
      const fileName = `${newMediaBaseName()}.mp4`;
      // Checked whole on local disk before the store sees it (a rename locally, one PUT to a bucket).
      await mkdir(store.scratchDir, { recursive: true });
      const temporary = join(store.scratchDir, `${fileName}.${randomUUID()}.tmp`);
      const check = new VideoCheck();
      try {
        await pipeline(source, check, createWriteStream(temporary, { flags: 'wx' }));
        if (wasTruncated() || check.bytes > UPLOAD_LIMITS.maxVideoBytes) throw httpError('VIDEO_TOO_LARGE');
        if (!check.recognised) throw httpError('VIDEO_TYPE_NOT_ALLOWED');
        await store.putFile(fileName, temporary);
      } finally {
        await rm(temporary, { force: true });
      }
      return urlOf(fileName);
    },

    async deleteMedia(url) {
      const media = ownMediaOf(url, options.publicBaseUrl);
      if (!media) throw httpError('MEDIA_URL_INVALID');
      const folder = media.folder ? `${media.folder}/` : '';
      const main = folder + (media.kind === 'image' ? `${media.baseName}.webp` : media.fileName);
      // A symbolic link or folder under one of our names was not written by this server: none for the store.
      if ((await store.sizeOf(main)) === undefined) throw httpError('MEDIA_NOT_FOUND');
      if (media.kind === 'image') await removeImageFiles(folder, media.baseName);
      else await store.remove([main]);
    },
  };
}

/**
 * Passes a video through on its way to disk, checking the mp4 signature as soon as its
 * first bytes arrive (a wrong file is stopped there) and counting bytes. Nothing but the
 * first few bytes is ever held.
 */
class VideoCheck extends Transform {
  bytes = 0;
  recognised = false;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > UPLOAD_LIMITS.maxVideoBytes) return done(httpError('VIDEO_TOO_LARGE'));
    if (!this.recognised) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, MP4_SIGNATURE_BYTES)]).subarray(0, MP4_SIGNATURE_BYTES);
      if (this.head.length >= MP4_SIGNATURE_BYTES) {
        if (!isMp4(this.head)) return done(httpError('VIDEO_TYPE_NOT_ALLOWED'));
        this.recognised = true;
      }
    }
    done(null, chunk);
  }
}
