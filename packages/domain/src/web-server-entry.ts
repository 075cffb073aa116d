import type { Language } from './language';

/**
 * The contract between the API's page renderer (apps/api/src/modules/storefront/pages.ts)
 * and the web app's server entry (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server/entry-server.js). The API is bundled on its own and loads the web
 * build at run time, so the two meet only through this type.
 */
export interface PageRequest {
  path: string;
  /** The query string with its '?', or ''. */
  search: string;
  language: Language;
}

export interface RenderedPage {
  html: string;
  title: string;
  description: string;
  language: Language;
  /** The queries answered while rendering, for the browser to start from (TanStack Query's dehydrated state). */
  state: unknown;
  status: number;
}

/** `Fetch` is the platform's fetch type (this package knows no platform). */
export interface WebServerEntry<Fetch> {
  isServerRenderedPath(path: string): boolean;
  /** Where the app's API calls go while rendering: the server answers them in process. */
  setApiTransport(fetch: Fetch, baseUrl: string): void;
  renderPage(request: PageRequest): Promise<RenderedPage>;
}
