import { createContext } from 'react';

/** One step of a breadcrumb trail: its name and its page (a path of this shop). */
export interface Crumb {
  label: string;
  href: string;
  /** The language of the label when it is not the page's (a product name only in Spanish). */
  lang?: string;
}

/**
 * Set only while rendering on the server: the trail a page shows is collected there and written
 * into the head as `BreadcrumbList` structured data with absolute addresses (app/page-head.ts),
 * so the browser carries none of it.
 */
export const BreadcrumbSink = createContext<((trail: readonly Crumb[]) => void) | null>(null);
