import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  UPLOAD_FIELDS,
  UPLOAD_LIMITS,
  deleteMediaInputSchema,
  domainMessage,
  uploadedImagesSchema,
  uploadedVideoSchema,
} from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import { HttpError, httpError } from '../../errors';
import { errorSchema, messageSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import type { CheckedImage, UploadService } from './service';

/** Text fields a client may add to the form (ignored), and their size: a form is files, not data. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 1024;
/** A client's file name, as it may appear in a message. */
const MAX_SHOWN_NAME = 100;

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
};

/** The multipart body in the OpenAPI document (the parts are read by the handler, not by a validator). */
function multipartBody(field: string, maxFiles: number, description: string) {
  const file = { type: 'string', format: 'binary' };
  return z.unknown().meta({
    type: 'object',
    description,
    required: [field],
    properties: { [field]: maxFiles > 1 ? { type: 'array', items: file, maxItems: maxFiles } : file },
  });
}

/** The client's file name, reduced to something safe to show in a message. */
function shownName(part: MultipartFile, position: number): string {
  const name = (part.filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, MAX_SHOWN_NAME);
  return name || `#${position}`;
}

/** @fastify/busboy's own errors for a broken form (they carry no code). */
const BUSBOY_MALFORMED = /^(Unexpected end of multipart data|Multipart: Boundary not found|Part terminated early)/;

/** The catalogue's answer for what the multipart parser refused (its own errors speak English only). */
function multipartRefusal(error: unknown, kind: 'images' | 'video', maxFiles: number): unknown {
  if (error instanceof HttpError || !(error instanceof Error)) return error;
  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return httpError('UNSUPPORTED_MEDIA_TYPE');
    case 'FST_FILES_LIMIT':
      return kind === 'images'
        ? httpError('TOO_MANY_IMAGES', { params: { count: maxFiles } })
        : httpError('TOO_MANY_VIDEOS');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return httpError('UPLOAD_TOO_MANY_PARTS');
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return httpError('UPLOAD_MALFORMED');
    case undefined:
      return BUSBOY_MALFORMED.test(error.message) ? httpError('UPLOAD_MALFORMED') : error;
    default:
      return error;
  }
}

/**
 * Each file part of the request in turn (text fields are skipped), refusing a file in
 * another field and the file after the last one allowed as soon as they appear.
 */
async function* fileParts(request: FastifyRequest, field: string, maxFiles: number, fileSize: number) {
  const parts = request.parts({
    // One file more than allowed reaches the handler, which refuses it with its own text.
    limits: { fileSize, files: maxFiles + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
  });
  let count = 0;
  for await (const part of parts) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== field) throw httpError('UPLOAD_WRONG_FIELD', { params: { field } });
    count += 1;
    if (count > maxFiles) {
      throw field === UPLOAD_FIELDS.images
        ? httpError('TOO_MANY_IMAGES', { params: { count: maxFiles } })
        : httpError('TOO_MANY_VIDEOS');
    }
    yield { part, position: count };
  }
  if (count === 0) throw httpError('NO_FILE');
}

/** Media uploads (images up to 5 MB, mp4 videos up to 100 MB), admin and superadmin only; mounted at /api/upload. */
export const uploadRoutes: FastifyPluginAsyncZod<{ uploads: UploadService }> = async (app, { uploads }) => {
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, { throwFileSizeLimit: true });
  const secured = { config: { access: ADMIN_ROLES } } as const;
  const security = [{ bearer: [] }];

  async function receiveImages(request: FastifyRequest, maxFiles: number): Promise<string[]> {
    const checked: CheckedImage[] = [];
    try {
      for await (const { part, position } of fileParts(
        request,
        UPLOAD_FIELDS.images,
        maxFiles,
        UPLOAD_LIMITS.maxImageBytes,
      )) {
        const file = shownName(part, position);
        const content = await part.toBuffer().catch((error: unknown) => {
          throw error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE'
            ? httpError('IMAGE_TOO_LARGE', { params: { file } })
            : error;
        });
        checked.push(await uploads.checkImage(content, file));
      }
    } catch (error) {
      throw multipartRefusal(error, 'images', maxFiles);
    }
    // Nothing is written until every image of the request has passed.
    return uploads.storeImages(checked);
  }

  const imageAnswer = { 200: uploadedImagesSchema, ...errors };

  app.route({
    ...routeOf(staffEndpoints.uploadImages),
    ...secured,
    schema: {
      tags: ['uploads'],
      summary: `Upload up to ${UPLOAD_LIMITS.maxImagesPerRequest} product images (admin)`,
      description:
        'JPEG, PNG, WebP or GIF (decided by content), at most 5 MB and 25 megapixels each. Every image is ' +
        're-encoded as WebP (metadata dropped) with 400, 800 and 1600 px variants (`<name>-400w.webp`...). ' +
        'All or nothing: one refused image refuses the request and nothing is stored.',
      security,
      consumes: ['multipart/form-data'],
      body: multipartBody(UPLOAD_FIELDS.images, UPLOAD_LIMITS.maxImagesPerRequest, 'The field images, repeated'),
      response: imageAnswer,
    },
    handler: async (request) => ({ imageUrls: await receiveImages(request, UPLOAD_LIMITS.maxImagesPerRequest) }),
  });

  app.route({
    ...routeOf(staffEndpoints.uploadImage),
    ...secured,
    schema: {
      tags: ['uploads'],
      summary: 'Upload one product image (admin)',
      description: 'As /api/upload/multiple with a single image; the answer is still a list.',
      security,
      consumes: ['multipart/form-data'],
      body: multipartBody(UPLOAD_FIELDS.images, 1, 'The field images, once'),
      response: imageAnswer,
    },
    handler: async (request) => ({ imageUrls: await receiveImages(request, 1) }),
  });

  app.route({
    ...routeOf(staffEndpoints.uploadVideo),
    ...secured,
    schema: {
      tags: ['uploads'],
      summary: 'Upload a product video (admin)',
      description: 'mp4 only (decided by its ftyp box), at most 100 MB, streamed to disk.',
      security,
      consumes: ['multipart/form-data'],
      body: multipartBody(UPLOAD_FIELDS.video, 1, 'The field video'),
      response: { 200: uploadedVideoSchema, ...errors },
    },
    handler: async (request) => {
      let videoUrl: string | undefined;
      try {
        for await (const { part } of fileParts(request, UPLOAD_FIELDS.video, 1, UPLOAD_LIMITS.maxVideoBytes)) {
          videoUrl = await uploads.storeVideo(part.file, () => part.file.truncated);
        }
      } catch (error) {
        // A second file after a stored video refuses the request: the stored one goes too.
        if (videoUrl) await uploads.deleteMedia(videoUrl);
        throw multipartRefusal(error, 'video', 1);
      }
      return { videoUrl: videoUrl! };
    },
  });

  app.route({
    ...routeOf(staffEndpoints.deleteMedia),
    ...secured,
    schema: {
      tags: ['uploads'],
      summary: 'Delete an uploaded image (with its variants) or video (admin)',
      description:
        'Only media this server stored: /uploads/<name> or the same under PUBLIC_BASE_URL. Any other URL ' +
        "(another host, another folder, '..' or percent-encoded paths) is refused with 'URL inválida'.",
      security,
      body: deleteMediaInputSchema,
      response: { 200: messageSchema, 404: errorSchema, ...errors },
    },
    handler: async (request) => {
      await uploads.deleteMedia(request.body.url);
      return { message: domainMessage('upload.deleted', languageOf(request)) };
    },
  });
};
