import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Content Security Policy for the shop's own pages: scripts only from this
 * origin (and Google's sign-in script), media from here or https, embeds only
 * from YouTube and Google sign-in. Styles allow inline because the toast and
 * dialog libraries set style elements at run time.
 */
export const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://accounts.google.com/gsi/'],
      workerSrc: ["'self'", 'blob:'],
    },
  },
  // Google's sign-in popup needs to talk back to this window.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
};

/**
 * Helmet's headers on every response. The middleware is built once: the
 * Fastify wrapper builds it again for every request (parsing the whole
 * policy each time), which was a measurable share of a catalogue read.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const applyHeaders = helmet(SECURITY_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
