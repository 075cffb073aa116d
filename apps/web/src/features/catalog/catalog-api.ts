import type { Currency, ExchangeRates, ProductFacets } from '@shop/domain';
import { callApi, queryFrom } from '../../shared/api/client';
import { isApiError } from '../../shared/api/http';
import type { CatalogSort } from './url-state';
import { endpoints } from '@shop/domain';

/** The catalogue's list query: the same for the product list and its facets. */
export interface CatalogRequest {
  search?: string;
  category?: string;
  sort?: CatalogSort;
  brands?: string[];
  inStock?: boolean;
  configurable?: boolean;
  currency?: Currency | '';
  minPrice?: number | null;
  maxPrice?: number | null;
  asTyped?: boolean;
}

export function listSearchParams(request: CatalogRequest): URLSearchParams {
  const params = new URLSearchParams();
  if (request.search) params.set('search', request.search);
  if (request.category) params.set('category', request.category);
  if (request.sort) params.set('sort', request.sort);
  for (const brand of request.brands ?? []) params.append('brand', brand);
  if (request.inStock) params.set('inStock', 'true');
  if (request.configurable) params.set('configurable', 'true');
  if (request.currency && (request.minPrice != null || request.maxPrice != null)) {
    params.set('currency', request.currency);
    if (request.minPrice != null) params.set('minPrice', String(request.minPrice));
    if (request.maxPrice != null) params.set('maxPrice', String(request.maxPrice));
  }
  if (request.asTyped) params.set('asTyped', 'true');
  return params;
}

export interface CategoryCount {
  name: string;
  slug: string;
  count: number;
}

export async function fetchCategories(signal?: AbortSignal): Promise<CategoryCount[]> {
  return callApi(endpoints.categories, {}, { signal });
}

/** The catalogue's facets: counts for the filtered set (a facet's own choice not applied to it). */
export type Facets = ProductFacets;

export async function fetchFacets(request: Omit<CatalogRequest, 'sort'>, signal?: AbortSignal): Promise<Facets> {
  return callApi(endpoints.productFacets, { query: queryFrom(listSearchParams(request)) }, { signal });
}

/** The rates staff set, or null; prices in other currencies then show '≈ AR$ …'. */
export async function fetchExchangeRates(signal?: AbortSignal): Promise<ExchangeRates | null> {
  try {
    return await callApi(endpoints.exchangeRates, {}, { signal });
  } catch (error) {
    // Without rates the prices simply show no approximation; a missing answer must not make
    // the server-rendered catalogue a 404 (entry-server.tsx answers a page 404 on any 404).
    if (isApiError(error, 404)) return null;
    throw error;
  }
}
