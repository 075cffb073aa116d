/**
 * Where a comparison lives: `/comparar?ids=a,b,c`. Product pages link here; the comparison
 * page reads and writes the same address, so a comparison can be shared and reopened.
 */
export const COMPARE_PATH = '/comparar';
export const MAX_COMPARED = 4;

/** The address comparing these products (distinct, at most four); `params` keeps other settings. */
export function compareHref(ids: readonly string[], params: URLSearchParams = new URLSearchParams()): string {
  const next = new URLSearchParams(params);
  const distinct = [...new Set(ids)].slice(0, MAX_COMPARED);
  if (distinct.length > 0) next.set('ids', distinct.join(','));
  else next.delete('ids');
  // Commas are safe in a query string and keep a shared address readable.
  const search = next.toString().replace(/%2C/gi, ',');
  return search ? `${COMPARE_PATH}?${search}` : COMPARE_PATH;
}
