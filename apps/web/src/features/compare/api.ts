import type { ProductSummary } from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { productKeys } from '../../shared/api/query-keys';
import { endpoints } from '@shop/domain';

/** How many matches the "add a product" box offers. */
export const SEARCH_LIMIT = 8;

export const compareSearchKey = (search: string) => [...productKeys.all, 'compare-search', search] as const;

export async function searchProducts(search: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  return callApi(endpoints.listProducts, { query: { search, limit: String(SEARCH_LIMIT) } }, { signal });
}
