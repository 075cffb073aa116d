import type { Language } from './language';

/**
 * The contract between the API's page renderer (apps/api/src/modules/storefront/pages.ts)
 * and the web app's server entry (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server/entry-server.js). The API is bundled on its own and loads the web
 * build at run time, so the two meet only through this type. The API decides which
 * language a request is in and serves the files; the web writes the whole page.
 */
export interface PageRequest {
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  language: Language;
  /**
   * The shop's public origin (`https://tienda.example.com`, no trailing slash): the canonical
   * address, the language alternates, Open Graph and structured data name absolute addresses.
   */
  origin: string;
  /**
   * On a product's page, the approved reviews' average (1 to 5, one decimal) and count, which the
   * API reads from the database (the page's structured data names them as `aggregateRating`).
   * Absent elsewhere, and for a product without approved reviews.
   */
  rating?: { average: number; count: number };
}

export interface RenderedPage {
  /** The whole HTML document, sent as it is. */
  html: string;
  status: number;
}

/** Vite's build manifest (dist/.vite/manifest.json): by source module, its chunk and the chunks it imports. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** `Fetch` is the platform's fetch type (this package knows no platform). */
export interface WebServerEntry<Fetch> {
  isServerRenderedPath(path: string): boolean;
  /**
   * The address a page is rendered and kept under: its own, or, for a page whose server HTML is a
   * frame the same for every address of its kind (an order's page: nothing of the order is
   * rendered on the server), one address for all of them, so that every order does not keep a
   * page of its own.
   */
  renderedPathOf?(path: string): string;
  /** Where the app's API calls go while rendering: the server answers them in process. */
  setApiTransport(fetch: Fetch, baseUrl: string): void;
  /**
   * Renders the page into `shell`, the app shell Vite built (dist/index.html, which links
   * the hashed scripts and styles): the same shell the browser gets for the pages it renders alone.
   * With `manifest`, the same build's list of chunks, the page also announces the chunks it
   * loads once it starts (its own code, its language's texts), so that they arrive beside the
   * entry instead of a round trip after it.
   */
  renderPage(request: PageRequest, shell: string, manifest?: BuildManifest): Promise<RenderedPage>;
}

/** The id of the element carrying the state a page was rendered with (apps/web/src/shared/lib/ssr-state.ts). */
export const SSR_STATE_ID = 'ssr-state';
/**
 * Marks a page the API sends while a newer one renders (stale-while-revalidate, after a change to
 * the catalogue or the exchange rates): `stale: true` goes into the page's state itself, so the
 * browser takes the page over, then asks again for every answer it shows instead of trusting
 * the ones the page was rendered with.
 */
export const markedStale = (html: string): string =>
  html.replace(`id="${SSR_STATE_ID}">{`, `id="${SSR_STATE_ID}">{"stale":true,`);
