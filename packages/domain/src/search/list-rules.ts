import type { ProductListQuery } from './query';

// The list's sorts, bounds and headers, apart from the query schemas (query.ts): the catalogue's
// page reads these without loading zod.

/** `relevance` is the default while searching, `newest` otherwise (see `listSort`). */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const MAX_BRANDS = 20;
export const MAX_BRAND_LENGTH = 60;
export const MAX_SEARCH_LENGTH = 200;

/** The order a list is in: the one asked for, else relevance while searching, else newest. */
export function listSort(query: Pick<ProductListQuery, 'sort' | 'search'>): ProductSort {
  return query.sort ?? (query.search?.trim() ? 'relevance' : 'newest');
}

/** At most this many products in a suggestion list. */
export const MAX_SUGGESTED_PRODUCTS = 6;

/**
 * The list answer stays an array of cards, as clients of the plain list expect; what a search adds
 * travels in headers: the total (X-Total-Count) and the correction, percent-encoded UTF-8
 * (`decodeURIComponent`), present when the page shows the results for the corrected words.
 */
export const SEARCH_CORRECTION_HEADER = 'X-Search-Correction';
