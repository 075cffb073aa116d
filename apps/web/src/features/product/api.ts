import type { ComparableProduct, Product, ProductSummary, SimilarAnswer } from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { productKeys } from '../../shared/api/query-keys';
import { endpoints } from '@shop/domain';

export { fetchProduct } from '../../shared/api/product-detail';

/** What the detail page shows; the built-in fallback products only have the summary fields. */
export type ProductDetail = ProductSummary &
  Partial<
    Pick<Product, 'video' | 'features' | 'specifications' | 'advantages' | 'advantages_en' | 'specifications_en'>
  >;

export const similarKey = (id: string) => [...productKeys.all, 'similar', id] as const;
export const comparableKey = (id: string) => [...productKeys.all, 'comparable', id] as const;

export const inStockKey = (category: string) => [...productKeys.all, 'in-stock', category] as const;

/** The newest in-stock products of a category: the alternatives an out-of-stock product offers. */
export async function fetchInStockOfCategory(
  category: string,
  limit: number,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  return callApi(
    endpoints.listProducts,
    { query: { category, inStock: 'true', limit: String(limit), sort: 'newest' } },
    { signal },
  );
}

/** The similar products, or the related fallback when none qualify. */
export async function fetchSimilar(id: string, signal?: AbortSignal): Promise<SimilarAnswer> {
  return callApi(endpoints.similarProducts, { params: { id } }, { signal });
}

/** Comparable products for the slider: same category and currency, nearest in price and performance. */
export async function fetchComparable(id: string, signal?: AbortSignal): Promise<ComparableProduct[]> {
  return callApi(endpoints.comparableProducts, { query: { productId: id } }, { signal });
}
