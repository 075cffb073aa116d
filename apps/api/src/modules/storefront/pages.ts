import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildManifest, isAppPagePath, type PageRequest, type WebServerEntry } from '@shop/domain';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { ratingNow } from '../reviews';
import { languageOf } from '../../plugins/language';
import { baseUrlOf } from '../../plugins/public-url';
import { sendEncoded } from '../../encoded-body';
import { type ApiAnswer, type KeptPage, type PageInput, recordPageInput, RenderedPageCache } from './page-cache';

/** A GET the renderer made to the API in process, as it made it (its headers choose the language). */
interface ApiCall {
  url: string;
  headers: Record<string, string>;
}

type PageRenderer = (request: PageRequest) => Promise<{ page: KeptPage; stale: boolean }>;

/** A page not rendered within this time is sent as the bare app shell: rendering must never make the shop slow. */
const RENDER_DEADLINE_MS = 1_500;
/** About 85 kB of HTML each at most: 17 MB for the most recently rendered addresses. */
const RENDERED_PAGES_KEPT = 200;
/** Requests the renderer makes to the API never leave the process. */
const IN_PROCESS_ORIGIN = 'http://in-process.invalid';

/**
 * Serves the built web app: its hashed assets, and its pages. The storefront's public
 * pages (home, catalogue, product) are rendered on the server with their data, so a
 * shopper sees the page before the JavaScript has loaded; every other route gets the app
 * shell and renders in the browser. This side decides the request's language, caches and
 * sends; the web's server entry writes the whole document.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string,
  db: Db,
  /** PUBLIC_BASE_URL: the origin a page names in its canonical address and link previews. */
  publicBaseUrl: string | undefined,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes each script's and stylesheet's compressed forms beside it
    // (apps/web/build/compressed-twins.ts): sent as they are, not compressed again per request.
    preCompressed: true,
    setHeaders(res, path) {
      // Vite names assets by content hash, so they never change under the same URL.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  const manifest = readManifest(webDist);
  const entry = await loadServerEntry(app, webDist);
  const ask = inProcessAnswer(app);
  entry?.setApiTransport(inProcessFetch(app, ask), IN_PROCESS_ORIGIN);
  // A page shows the catalogue and nothing personal: the same address in the same language is
  // the same HTML while the API answers it was made from are the same (page-cache.ts).
  // Rendering takes tens of milliseconds, a hit none; a page whose answers moved is still sent,
  // marked stale, while the new one renders in the background (stale-while-revalidate).
  const renderedPages = new RenderedPageCache(db, RENDERED_PAGES_KEPT, (err) =>
    app.log.warn({ err }, 'page not re-rendered; the previous one is still served'),
  );
  // A product deleted since its page was rendered answers 404 to the page's product call: that
  // page is never sent again, not even once while its successor renders.
  const render: PageRenderer = (request) =>
    renderedPages.lookup(`${request.language} ${request.origin}${request.path}${request.search}`, async () =>
      entry!.renderPage({ ...request, ...(await readPageInput(ratingInput(db, request.path))) }, shell, manifest),
    );

  // Every other GET is a page of the app (its router decides what to show), with two
  // exceptions: unknown API or upload paths, and missing files (a stale /assets/app-1234.js
  // must be a 404, not the page).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?', 2);
    if (path.startsWith('/api/') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path))
      throw httpError('ROUTE_NOT_FOUND');

    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // An address that is no page still gets the app (whose not-found page says so), with the status that
    // tells a search engine to drop it.
    if (!isAppPagePath(path)) return reply.status(404).send(shell);
    if (!entry || request.method !== 'GET' || !entry.isServerRenderedPath(path)) return shell;
    // The catalogue's form sent before its script ran (or without it) names every field, the
    // empty ones too: the address a shopper keeps or shares leaves them out.
    const filled = withoutEmptyParameters(query);
    if (filled !== query) return reply.redirect(filled ? `${path}?${filled}` : path, 302);
    const origin = baseUrlOf(request, publicBaseUrl).replace(/\/+$/, '');
    // An order's frame is one page for every order (it names none): one render, one kept page.
    const renderedPath = entry.renderedPathOf?.(path) ?? path;
    return sendRenderedPage(request, reply, render, shell, {
      path: renderedPath,
      search: query ? `?${query}` : '',
      origin,
    });
  });
}

/** The product id a product page's path names; null for an undecodable one, undefined for another page. */
function productIdOf(path: string): string | null | undefined {
  const segment = /^\/producto\/([^/]+)\/?$/.exec(path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A product page's rating from its approved reviews, when it has any: read again like the page's API answers. */
function ratingInput(db: Db, path: string): PageInput {
  const id = productIdOf(path);
  return {
    key: `rating ${id}`,
    read: async () => {
      const summary = id ? await ratingNow(db, id) : undefined;
      const rating =
        summary && summary.count > 0 && summary.average !== null
          ? { rating: { average: summary.average, count: summary.count } }
          : {};
      return { status: 200, shownHeaders: '', body: Buffer.from(JSON.stringify(rating)) };
    },
  };
}

/** Reads an input of the page being rendered, and writes it down for the page. */
async function readPageInput(input: PageInput): Promise<Pick<PageRequest, 'rating'>> {
  const answer = await input.read();
  recordPageInput(input, answer);
  return JSON.parse(answer.body.toString()) as Pick<PageRequest, 'rating'>;
}

/** The query string without its empty parameters ('search=&brand=LG' → 'brand=LG'); the same string when it has none. */
function withoutEmptyParameters(query: string): string {
  if (!query) return query;
  const parameters = new URLSearchParams(query);
  const filled = [...parameters].filter(([, value]) => value.trim() !== '');
  return filled.length === [...parameters].length ? query : new URLSearchParams(filled).toString();
}

async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  render: PageRenderer,
  shell: string,
  address: Omit<PageRequest, 'language'>,
) {
  const language = languageOf(request);
  reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
  let rendered: { page: KeptPage; stale: boolean };
  try {
    rendered = await withDeadline(render({ ...address, language }), RENDER_DEADLINE_MS);
  } catch (err) {
    // The browser renders the page itself, as it does for every other route.
    request.log.warn({ err, path: address.path }, 'page not rendered on the server; sending the app shell');
    return shell;
  }
  // The browser shows a stale one, then asks again for its data (a price or a stock changed since).
  const bytes = rendered.stale ? rendered.page.stale : rendered.page.fresh;
  reply.status(rendered.page.page.status);
  // Compressed once per kept page, not per request.
  return sendEncoded(reply, bytes);
}

/** The build's chunk list, which a page's announced chunks come from; without it pages announce none. */
function readManifest(webDist: string): BuildManifest | undefined {
  const file = join(webDist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

async function loadServerEntry(
  app: FastifyInstance,
  webDist: string,
): Promise<WebServerEntry<typeof globalThis.fetch> | undefined> {
  const file = join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) {
    app.log.warn({ file }, 'web app built without its server entry: pages render in the browser only');
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as WebServerEntry<typeof globalThis.fetch>;
}

/** Asks this app directly (routing, validation and all), without a socket: a GET a render made. */
function inProcessAnswer(app: FastifyInstance): (call: ApiCall) => Promise<ApiAnswer & { raw: Response }> {
  return async ({ url, headers: sent }) => {
    const answer = await app.inject({ method: 'GET', url, headers: sent });
    const headers = headersOf(answer);
    const body = answer.rawPayload;
    return {
      status: answer.statusCode,
      shownHeaders: SHOWN_HEADERS.map((name) => headers.get(name) ?? '').join('|'),
      body,
      raw: new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : body, {
        status: answer.statusCode,
        headers,
      }),
    };
  };
}

function headersOf(answer: { headers: Record<string, string | string[] | number | undefined> }): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  return headers;
}

/** The headers of an API answer the web shows (features/catalog): the total, a search's correction. */
const SHOWN_HEADERS = ['x-total-count', 'x-search-correction', 'content-type'];

/** The renderer's fetch: answered in process, each answer written down for the page it is made for. */
function inProcessFetch(app: FastifyInstance, ask: ReturnType<typeof inProcessAnswer>): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    // A call's own id (for the log) is no part of what it asks: the same call from two pages is one.
    const sent = Object.fromEntries(request.headers);
    const headers = Object.fromEntries([...request.headers].filter(([name]) => name !== 'x-request-id'));
    const call: ApiCall = { url: url.pathname + url.search, headers };
    // Only a GET can be asked again to tell whether the page still holds.
    if (request.method !== 'GET') {
      recordPageInput(undefined, undefined);
      const answer = await app.inject({
        method: request.method as 'POST',
        url: call.url,
        headers: sent,
        payload: Buffer.from(await request.arrayBuffer()),
      });
      const empty = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: headersOf(answer) });
    }
    const answer = await ask({ ...call, headers: sent }).catch((err: unknown) => {
      // The page is made without it: it follows the catalogue version alone.
      recordPageInput(undefined, undefined);
      throw err;
    });
    // Asked again without its id, once for every page that made the same call.
    const key = JSON.stringify([call.url, Object.entries(call.headers).sort()]);
    recordPageInput({ key, read: () => ask(call) }, answer);
    return answer.raw;
  };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
