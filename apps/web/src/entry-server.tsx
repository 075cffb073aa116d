// Server entry of the web app, built to dist-server/entry-server.js and loaded by the API
// (apps/api/src/modules/storefront/pages.ts) to render the storefront's public pages with
// their data, as whole documents: the shopper sees the page before the JavaScript arrives,
// and the browser then hydrates it, starting from the same query answers (src/main.tsx).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { I18nProvider } from './shared/i18n/react';
import { dehydrate, type Query, type QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import {
  canonicalCategory,
  FALLBACK_LANGUAGE,
  LANGUAGE_QUERY_PARAMETER,
  parseLanguageTag,
  type BuildManifest,
  type Language,
  type PageRequest,
  type Product,
  productName,
  type RenderedPage,
  type WebServerEntry,
} from '@shop/domain';
import { App } from './app/app';
import { CART_PAGE, ORDER_PAGE } from './app/router';
import { documentWriter } from './app/page-document';
import { canonicalPath, headTags, type ProductFacts } from './app/page-head';
import { shopperConfiguration } from './shared/products/configuration';
import { productKeys } from './shared/api/query-keys';
import { productDescription } from './shared/lib/product-text';
import { isApiError, setDefaultTransport } from './shared/api/http';
import { createQueryClient } from './shared/api/query-client';
import i18n, { i18nReady } from './shared/i18n';
import { BRAND, DocumentHeadSink, type DocumentHead } from './shared/lib/use-document-title';
import { renderingEverythingAtOnce } from './shared/lib/page-content';

/**
 * The pages worth rendering on the server: public, the same for every visitor, and where shoppers
 * land. A comparison is its address (the products and their configurations are in the query),
 * shared as a link: rendered here it paints at once instead of after its chunk and its calls.
 * `module` is the page's own lazily loaded code (app/router.tsx), by its key in the build's
 * manifest: announced in the page, it loads beside the entry rather than once hydration meets it,
 * so that a shopper's cart draws its lines sooner. Only there: announced on the public pages,
 * whose content is already in their HTML, their code competed with the entry and slowed their
 * hydration (Lighthouse: the comparison 99 → 90, its blocking time 386 ms).
 */
const SERVER_RENDERED: readonly { pattern: RegExp; module?: string }[] = [
  { pattern: /^\/$/ },
  { pattern: /^\/productos\/?$/ },
  { pattern: /^\/producto\/[^/]+\/?$/ },
  { pattern: /^\/comparar\/?$/ },
  // A shopper's cart and order: only their frame, the same for everyone (shared/ui/personal-page.tsx),
  // so that they paint before their code has loaded; the browser draws the shopper's own part.
  { pattern: CART_PAGE, module: 'src/features/cart/cart-page.tsx' },
  { pattern: ORDER_PAGE, module: 'src/features/orders/index.ts' },
];
/** The texts of a language the first load lacks (shared/i18n/index.ts loads them before hydrating). */
const LANGUAGE_TEXTS: Partial<Record<Language, string>> = { en: 'src/shared/i18n/en.json' };
/** The product pages, the only ones a missing product makes a missing page (a comparison shows the others). */
const PRODUCT_PAGE = /^\/producto\/[^/]+\/?$/;

export function isServerRenderedPath(path: string): boolean {
  return SERVER_RENDERED.some(({ pattern }) => pattern.test(path));
}

/** An order's page: its frame names no order, so every order's is the same page. */
export function renderedPathOf(path: string): string {
  return ORDER_PAGE.test(path) ? '/mis-pedidos/pedido' : path;
}

/** Where the app's API calls go while rendering: the server answers them in process. */
export function setApiTransport(fetch: typeof globalThis.fetch, baseUrl: string): void {
  setDefaultTransport({ fetch, baseUrl });
}

// The layout's extras wait for a page's content in the browser only (shared/lib/page-content.ts).
renderingEverythingAtOnce();

// The browser loads English on demand; the server keeps both languages at hand.
const languagesReady = i18nReady.then(() => i18n.loadLanguages(['es', 'en']));

/** The shell is the same file for the life of the process: it is cut into its slots once. */
let writer: { shell: string; write: ReturnType<typeof documentWriter> } | undefined;

export async function renderPage(
  { path, search, language, origin, rating }: PageRequest,
  shell: string,
  manifest?: BuildManifest,
): Promise<RenderedPage> {
  if (writer?.shell !== shell) writer = { shell, write: documentWriter(shell) };
  const { write } = writer;
  await languagesReady;
  const queryClient = createQueryClient();
  const translator = withKeptTexts(i18n.cloneInstance({ lng: language }));
  const defaultHead: DocumentHead = { title: BRAND, description: translator.t('meta.description') };
  let head = defaultHead;
  const collectHead = (part: Partial<DocumentHead>) => (head = { ...head, ...part });
  const page = (
    <StrictMode>
      <I18nProvider i18n={translator}>
        <DocumentHeadSink value={collectHead}>
          <App queryClient={queryClient} ssrPath={path} ssrSearch={search.replace(/^\?/, '')} />
        </DocumentHeadSink>
      </I18nProvider>
    </StrictMode>
  );

  // Components only declare their queries while rendering (fetching happens in effects,
  // which the server does not run): a first pass finds them, then they are answered and
  // the page is rendered again with the data. A page rendered before asks the same queries
  // again first, and is rendered once with their answers (half the work of each re-render
  // after a change), unless one failed or the page then declares another.
  const pageKey = `${language} ${path}${search}`;
  let markup: string | undefined;
  let missing = false;
  const known = knownQueries.get(pageKey);
  if (known && (await askAgain(queryClient, known))) {
    markup = await renderToHtml(page);
    if (pendingQueries(queryClient).length > 0) markup = undefined;
  }
  if (markup === undefined) {
    if (known) queryClient.clear();
    head = defaultHead;
    await renderToHtml(page);
    missing = (await answerPendingQueries(queryClient)) && PRODUCT_PAGE.test(path);
    // The head is the one the page declares with its data, nothing kept from the first pass.
    head = defaultHead;
    markup = await renderToHtml(page);
  }
  keepQueries(pageKey, queryClient, missing);
  const product = shownProduct(queryClient);
  const headExtra = headTags({
    origin,
    language,
    addressLanguage:
      parseLanguageTag(new URLSearchParams(search).get(LANGUAGE_QUERY_PARAMETER) ?? undefined) ?? FALLBACK_LANGUAGE,
    // A missing product's page is no page: no canonical address, no alternates, no data.
    path: missing ? undefined : canonicalPath(path, search),
    title: head.title,
    description: head.description,
    breadcrumbs: head.breadcrumbs,
    product: product && { ...productFacts(product, language, (key) => translator.t(key)), rating },
    shopName: BRAND,
  });
  const pageModule = SERVER_RENDERED.find(({ pattern }) => pattern.test(path))?.module;
  const preloads = manifest ? preloadTags(manifest, [LANGUAGE_TEXTS[language], pageModule], shell) : '';
  return {
    html: write({
      title: head.title,
      description: head.description,
      head: headExtra,
      preloads,
      language,
      markup,
      state: { language, queries: dehydrate(queryClient) },
    }),
    status: missing ? 404 : 200,
  };
}

/**
 * Texts asked for by key alone, kept per language for the life of the process: the server holds
 * both languages' texts from the start and never changes them, and a page asks for the same texts
 * many times (every card its labels), each an i18next lookup (a few percent of the shop's
 * processor time under load). Asked with options (a count, a value to put in), i18next answers.
 */
const keptTexts = new Map<string, Map<string, string>>();
const MAX_KEPT_TEXTS = 10_000;

function withKeptTexts(translator: typeof i18n): typeof i18n {
  const getFixedT = translator.getFixedT.bind(translator);
  translator.getFixedT = ((...args: Parameters<typeof getFixedT>) => {
    const fixed = getFixedT(...args);
    const [language] = args;
    if (typeof language !== 'string' || args.length > 1) return fixed;
    let texts = keptTexts.get(language);
    if (!texts) keptTexts.set(language, (texts = new Map()));
    const t = (key: unknown, ...rest: unknown[]) => {
      if (rest.length > 0 || typeof key !== 'string')
        return (fixed as unknown as (...a: unknown[]) => unknown)(key, ...rest);
      let text = texts.get(key);
      if (text !== undefined) return text;
      text = fixed(key);
      // Bounded, should a key ever be made from what a visitor sent.
      if (texts.size < MAX_KEPT_TEXTS) texts.set(key, text);
      return text;
    };
    return Object.assign(t, fixed) as typeof fixed;
  }) as typeof translator.getFixedT;
  return translator;
}

/**
 * `<link rel="modulepreload">` for the chunks of `modules` (manifest keys) and everything they
 * import, but the files the shell already loads: at low priority, as the shell's own scripts, so
 * that they leave the bandwidth to the styles and the pictures the page shows.
 */
function preloadTags(manifest: BuildManifest, modules: readonly (string | undefined)[], shell: string): string {
  return [
    ...chunksOf(
      manifest,
      modules.filter((module) => module !== undefined),
    ),
  ]
    .filter((file) => !shell.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    .join('');
}

/** The files of `keys`' chunks and of the chunks they import, transitively (a key the build lacks adds none). */
function chunksOf(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/** The product a product page shows: the one detail answer among its queries (lists hold summaries). */
function shownProduct(queryClient: QueryClient): Product | undefined {
  return queryClient
    .getQueriesData<Product>({ queryKey: [...productKeys.all, 'detail'] })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
}

function productFacts(product: Product, language: PageRequest['language'], t: (key: string) => string): ProductFacts {
  const category = canonicalCategory(product.category);
  return {
    id: product.id,
    name: productName(product, language).text,
    description: productDescription(product, language).text,
    images: product.images,
    brand: product.brand,
    category: category && t(`categories.${category}`),
    // What the page shows on arrival: a configurable product in its default configuration.
    price: shopperConfiguration(product, {}).unitPrice,
    currency: product.currency,
    inStock: product.stock > 0,
  };
}

/** The queries each page declared when last rendered, by language and address (bounded: the most recent). */
const knownQueries = new Map<string, FetchQueryOptions[]>();
const MAX_KNOWN_PAGES = 1_000;

function keepQueries(pageKey: string, queryClient: QueryClient, missing: boolean): void {
  knownQueries.delete(pageKey);
  // A page answered as missing, or with a call that failed, is found afresh next time.
  const queries = queryClient.getQueryCache().getAll().filter(isEnabled);
  if (missing || queries.some((query) => query.state.status !== 'success')) return;
  if (knownQueries.size >= MAX_KNOWN_PAGES) knownQueries.delete(knownQueries.keys().next().value!);
  knownQueries.set(
    pageKey,
    queries.map((query) => ({ ...query.options, queryKey: query.queryKey })),
  );
}

/** Asks the queries a page declared before; false when one failed (the page is then made in two passes). */
async function askAgain(queryClient: QueryClient, known: FetchQueryOptions[]): Promise<boolean> {
  const outcomes = await Promise.allSettled(known.map((options) => queryClient.fetchQuery(options)));
  return outcomes.every((outcome) => outcome.status === 'fulfilled');
}

function pendingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));
}

/**
 * Answers the queries the first pass declared. Failed ones are put back to "not yet
 * loaded": the browser then starts exactly where the server's HTML left it (a skeleton)
 * and makes the call itself, with its retries and messages. Returns whether one of
 * them was a 404 (an unknown product), to answer the page with that status.
 */
async function answerPendingQueries(queryClient: QueryClient): Promise<boolean> {
  const pending = pendingQueries(queryClient);
  const outcomes = await Promise.allSettled(pending.map((query) => query.fetch()));
  let missing = false;
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') return;
    if (isApiError(outcome.reason, 404)) missing = true;
    pending[index]?.reset();
  });
  return missing;
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderToHtml(page: React.ReactNode): Promise<string> {
  // Unlike renderToString, prerender waits for the lazily loaded pages. With no chunk size
  // limit every part is written in place: React would otherwise move large parts to the end
  // of the document, hidden, with an inline script to put them back - which the
  // Content-Security-Policy forbids.
  const { prelude } = await prerender(page, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

// The API loads this module as a WebServerEntry (@shop/domain): the compiler holds it to that contract.
const _contract = { isServerRenderedPath, renderedPathOf, setApiTransport, renderPage } satisfies WebServerEntry<
  typeof globalThis.fetch
>;
