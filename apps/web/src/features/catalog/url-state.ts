/**
 * The catalogue's filters live in the URL so a filtered view can be shared and
 * survives a reload. The catalogue writes `category`; home links use `categoria`
 * (spec 001 §2), which is read too and rewritten to `category` on the next change.
 */
export interface CatalogFilters {
  /** Trimmed search text; '' for none. */
  search: string;
  /** Lower-case category; '' for all. */
  category: string;
}

// The API rejects longer values (packages/domain productListQuerySchema); clip instead of failing.
const MAX_SEARCH = 200;
const MAX_CATEGORY = 50;

export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const category = (params.get('category') || params.get('categoria') || '').trim().toLowerCase();
  const search = (params.get('search') ?? '').trim();
  return { search: search.slice(0, MAX_SEARCH), category: category.slice(0, MAX_CATEGORY) };
}

/** New query string with `patch` applied; unrelated parameters (like `lng`) are kept. */
export function writeCatalogFilters(current: URLSearchParams, patch: Partial<CatalogFilters>): URLSearchParams {
  const filters = { ...readCatalogFilters(current), ...patch };
  const next = new URLSearchParams(current);
  next.delete('categoria');
  for (const key of ['category', 'search'] as const) {
    const value = filters[key].trim();
    if (value) next.set(key, key === 'category' ? value.toLowerCase() : value);
    else next.delete(key);
  }
  return next;
}
