import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { isServableUploadPath } from './media-files';
import { MEDIA_CACHE_CONTROL, type MediaStore, S3_KEY_PREFIX, mediaContentType } from './media-store';

/**
 * /uploads/: only the media files the server names (see media-files.ts), never a dotfile,
 * an HTML page or a half-written temporary file. Names are unique and never reused, so
 * a file can be cached for a year. `nosniff` keeps browsers to the declared media type;
 * the resource policy lets the origins in CORS_ORIGINS show the images and videos.
 *
 * With the media in a bucket, the stored URLs stay /uploads/<name>: the shop answers them
 * with a permanent redirect to the bucket's public address (S3_PUBLIC_URL) when it has
 * one, so the bytes come from there (a proxy in front may route /uploads/ to the bucket
 * itself and save the redirect), or else streams the object through.
 */
export async function registerUploadServing(
  app: FastifyInstance,
  options: { uploadsDir: string; corsOrigins: string[]; store: MediaStore; s3PublicUrl: string | undefined },
): Promise<void> {
  const resourcePolicy = options.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin';
  if (options.store.kind === 'local') {
    mkdirSync(options.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: options.uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      allowedPath: (pathname) => isServableUploadPath(pathname),
      maxAge: '365d',
      immutable: true,
      setHeaders(reply) {
        reply.header('x-content-type-options', 'nosniff');
        reply.header('cross-origin-resource-policy', resourcePolicy);
      },
    });
    return;
  }
  const { store, s3PublicUrl } = options;
  app.get('/uploads/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isServableUploadPath(`/${key}`)) return reply.callNotFound();
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', resourcePolicy);
    if (s3PublicUrl) {
      return reply.header('cache-control', MEDIA_CACHE_CONTROL).redirect(`${s3PublicUrl}/${S3_KEY_PREFIX}${key}`, 301);
    }
    const object = await store.read(key);
    if (!object) return reply.callNotFound();
    reply.header('cache-control', MEDIA_CACHE_CONTROL).type(mediaContentType(key));
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}
