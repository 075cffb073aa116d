import type { ProductSummary } from '@shop/domain';
import { callApiWithHeaders, queryFrom } from '../../shared/api/client';
import { endpoints } from '@shop/domain';

/**
 * The list call of the home page and the catalogue; part of the storefront's first load (the
 * home), so it only pages: the catalogue builds its own query (./catalog-api.ts).
 */
export interface ProductListRequest {
  /** The list's query (search, sort, filters) without page and limit. */
  params: string;
  page: number;
  limit: number;
}

export interface ProductPage {
  products: ProductSummary[];
  total: number;
  page: number;
  /** The words the results are for, when the server corrected the spelling of the search. */
  correction?: string;
}

/**
 * Reads the server's spelling correction off a list answer's headers. Handed in by the
 * catalogue (a lazy chunk): the header's name lives beside the search schemas, whose zod
 * would otherwise come into the home page's first load with it.
 */
export type CorrectionReader = (headers: Headers) => string | undefined;

export async function fetchProducts(
  request: ProductListRequest,
  signal?: AbortSignal,
  readCorrection?: CorrectionReader,
): Promise<ProductPage> {
  const searchParams = new URLSearchParams(request.params);
  searchParams.set('page', String(request.page));
  searchParams.set('limit', String(request.limit));
  const { data, headers } = await callApiWithHeaders(
    endpoints.listProducts,
    { query: queryFrom(searchParams) },
    { signal },
  );
  // The total travels in a header so the body stays a plain array of products.
  const total = Number(headers.get('X-Total-Count'));
  const correction = readCorrection?.(headers);
  return {
    products: data,
    total: Number.isFinite(total) ? total : data.length,
    page: request.page,
    ...(correction ? { correction } : {}),
  };
}
