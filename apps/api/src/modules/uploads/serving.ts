import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { isServableUploadPath } from './media-files';

/**
 * /uploads/: only the media files the server names (see media-files.ts), never a dotfile,
 * an HTML page or a half-written temporary file. Names are unique and never reused, so
 * a file can be cached for a year. `nosniff` keeps browsers to the declared media type;
 * the resource policy lets the origins in CORS_ORIGINS show the images and videos.
 */
export async function registerUploadServing(
  app: FastifyInstance,
  options: { uploadsDir: string; corsOrigins: string[] },
): Promise<void> {
  mkdirSync(options.uploadsDir, { recursive: true });
  const resourcePolicy = options.corsOrigins.length > 0 ? 'cross-origin' : 'same-origin';
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
}
