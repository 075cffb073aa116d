import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isAppPagePath, markedStale, type PageRequest, type RenderedPage, type WebServerEntry } from '@shop/domain';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { CatalogueCache } from '../products';
import { reviewSummary } from '../reviews';
import { languageOf } from '../../plugins/language';
import { baseUrlOf } from '../../plugins/public-url';

type PageRenderer = (request: PageRequest) => Promise<RenderedPage>;

/** A page not rendered within this time is sent as the bare app shell: rendering must never make the shop slow. */
const RENDER_DEADLINE_MS = 1_500;
/** About 85 kB of HTML each at most: 17 MB for the most recently rendered addresses. */
const RENDERED_PAGES_KEPT = 200;
/**
 * A kept page is rendered again at most this often after catalogue changes. Every order changes
 * a stock, so the catalogue's version: under 5 orders a second, each page asked for would start a
 * render of tens of milliseconds (React on the main thread), and renders took most of the
 * process's time in `npm run bench:load`. A page's prices and stock are then at most this much
 * older than the API's (which are never stale); the order itself is checked against the stock.
 */
const RENDER_REFRESH_MS = 2_000;
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
    setHeaders(res, path) {
      // Vite names assets by content hash, so they never change under the same URL.
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  const entry = await loadServerEntry(app, webDist);
  entry?.setApiTransport(inProcessFetch(app), IN_PROCESS_ORIGIN);
  // A page shows the catalogue and nothing personal: the same address in the same language is
  // the same HTML until the catalogue changes. Rendering takes tens of milliseconds, a hit none.
  // After a change the last page is still sent while the new one renders in the background
  // (stale-while-revalidate): under a stream of admin writes every request would render otherwise.
  const renderedPages = new CatalogueCache<RenderedPage>(db, RENDERED_PAGES_KEPT, {
    serveStale: true,
    refreshAfterMs: RENDER_REFRESH_MS,
    onBackgroundError: (err) => app.log.warn({ err }, 'page not re-rendered; the previous one is still served'),
  });
  const render: PageRenderer = async (request) => {
    // A product deleted since its page was rendered: that page is never sent again, not even once
    // while its successor renders, or a search engine would be told the product is still there.
    if (await isMissingProduct(db, request.path)) return entry!.renderPage(request, shell);
    // A review's approval changes its product's row, and so the catalogue version this cache follows.
    const { value, stale } = await renderedPages.lookup(
      `${request.language} ${request.origin}${request.path}${request.search}`,
      async () => entry!.renderPage({ ...request, ...(await productRating(db, request.path)) }, shell),
    );
    // The browser shows it, then asks again for its data (an exchange rate or price changed since).
    return stale ? { ...value, html: markedStale(value.html) } : value;
  };

  // Every other GET is a page of the app (its router decides what to show), with two
  // exceptions: unknown API or upload paths, and missing files (a stale /assets/app-1234.js
  // must be a 404, not the page).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?', 2);
    if (path.startsWith('/api/') || path.startsWith('/uploads/') || /\.[a-z0-9]+$/i.test(path))
      throw httpError('ROUTE_NOT_FOUND');

    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // An address that is no page still gets the app (which leads home), with the status that
    // tells a search engine to drop it.
    if (!isAppPagePath(path)) return reply.status(404).send(shell);
    if (!entry || request.method !== 'GET' || !entry.isServerRenderedPath(path)) return shell;
    // The catalogue's form sent before its script ran (or without it) names every field, the
    // empty ones too: the address a shopper keeps or shares leaves them out.
    const filled = withoutEmptyParameters(query);
    if (filled !== query) return reply.redirect(filled ? `${path}?${filled}` : path, 302);
    const origin = baseUrlOf(request, publicBaseUrl).replace(/\/+$/, '');
    return sendRenderedPage(request, reply, render, shell, { path, search: query ? `?${query}` : '', origin });
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

/** Whether `path` is a product's page whose product does not exist (any more). */
async function isMissingProduct(db: Db, path: string): Promise<boolean> {
  const id = productIdOf(path);
  if (id === undefined) return false;
  if (id === null) return true;
  const found = await db.kysely.selectFrom('products').select('id').where('id', '=', id).executeTakeFirst();
  return !found;
}

/** A product page's rating from its approved reviews, when it has any. */
async function productRating(db: Db, path: string): Promise<Pick<PageRequest, 'rating'>> {
  const id = productIdOf(path);
  const summary = id ? await reviewSummary(db, id) : undefined;
  return summary && summary.count > 0 && summary.average !== null
    ? { rating: { average: summary.average, count: summary.count } }
    : {};
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
  reply.header('vary', 'Cookie, Accept-Language');
  let page: RenderedPage;
  try {
    page = await withDeadline(render({ ...address, language }), RENDER_DEADLINE_MS);
  } catch (err) {
    // The browser renders the page itself, as it does for every other route.
    request.log.warn({ err, path: address.path }, 'page not rendered on the server; sending the app shell');
    return shell;
  }
  reply.status(page.status);
  return page.html;
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

/** A fetch whose requests are answered by this app directly (routing, validation and all), without a socket. */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers,
    });
  };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`rendering took over ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
