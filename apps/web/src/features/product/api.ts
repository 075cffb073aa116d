import {
  type ComparableProduct,
  type Product,
  type ProductSummary,
  type SelectedOptions,
  type SimilarAnswer,
  choiceValue,
} from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { productKeys } from '../../shared/api/query-keys';
import { endpoints } from '@shop/domain';

export { fetchProduct } from '../../shared/api/product-detail';

/** What the detail page shows; the built-in fallback products only have the summary fields. */
export type ProductDetail = ProductSummary &
  Partial<
    Pick<Product, 'video' | 'features' | 'specifications' | 'advantages' | 'advantages_en' | 'specifications_en'>
  >;

/** Similar and comparable products are asked for the product as configured (its `opciones`). */
export const similarKey = (id: string, choice: SelectedOptions = {}) =>
  [...productKeys.all, 'similar', id, choiceValue(choice)] as const;
export const comparableKey = (id: string, choice: SelectedOptions = {}) =>
  [...productKeys.all, 'comparable', id, choiceValue(choice)] as const;

/** The choice as the API's `opciones` (left out when nothing is chosen). */
const choiceQuery = (choice: SelectedOptions) => {
  const opciones = choiceValue(choice);
  return opciones ? { opciones } : {};
};

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

/** The similar products of the product as configured, or the related fallback when none qualify. */
export async function fetchSimilar(
  id: string,
  signal?: AbortSignal,
  choice: SelectedOptions = {},
): Promise<SimilarAnswer> {
  return callApi(endpoints.similarProducts, { params: { id }, query: choiceQuery(choice) }, { signal });
}

/** Comparable products for the slider: same category and currency, nearest in price and performance to the configuration. */
export async function fetchComparable(
  id: string,
  signal?: AbortSignal,
  choice: SelectedOptions = {},
): Promise<ComparableProduct[]> {
  return callApi(endpoints.comparableProducts, { query: { productId: id, ...choiceQuery(choice) } }, { signal });
}
