import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Content Security Policy for the shop's own pages: scripts only from this
 * origin (and Google's sign-in script), media from here or https, embeds only
 * from YouTube and Google sign-in. Styles allow inline because the toast and
 * dialog libraries set style elements at run time.
 */
const SECURITY_HEADERS: HelmetOptions = {
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
  // What frame-ancestors 'none' says, for browsers that only read the older header.
  xFrameOptions: { action: 'deny' },
};

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

/** The headers helmet sets with these options, found once by running it on a response that only records them. */
function helmetHeaders(options: HelmetOptions): HeaderList {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/** A page's headers (HTML): helmet's whole set, the page policy above included. */
const PAGE_HEADERS: HeaderList = helmetHeaders(SECURITY_HEADERS);

const pageHeader = (name: string) => PAGE_HEADERS.find(([header]) => header === name)![1];

/**
 * Every other answer's headers (JSON above all): the short set OWASP recommends for an API. No
 * document is ever made of them, so the policy allows nothing and no one may frame them; the
 * rest is what any response needs (no sniffing, HTTPS only, not readable by other origins'
 * pages without CORS, no referrer).
 */
const API_HEADERS: HeaderList = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', pageHeader('cross-origin-resource-policy')],
  ['referrer-policy', pageHeader('referrer-policy')],
  ['strict-transport-security', pageHeader('strict-transport-security')],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', pageHeader('x-frame-options')],
];

/** Whether an answer is a page a browser shows as a document. */
function isPage(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/html');
}

/**
 * Security headers on every response, fitting what it is: the short API set from the start (so
 * an answer refused early carries it too), replaced by the page set when the answer turns out to
 * be HTML. Both are computed once; the hooks are plain callbacks (no promise per request).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of API_HEADERS) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    if (isPage(type)) {
      for (const [name, value] of PAGE_HEADERS) reply.header(name, value);
    } else if (type === undefined && reply.statusCode === 304) {
      // A revalidation's headers replace the kept answer's in a browser's cache, and this 304
      // (a static file's) has no content type to say which set is right: the kept one stays.
      for (const [name] of API_HEADERS) reply.removeHeader(name);
    }
    done(null, payload);
  });
}
