import type { Product, ProductSummary } from '@shop/domain';
import { getJson, http } from '../../shared/api/http';

/** What the detail page shows; the built-in fallback products only have the summary fields. */
export type ProductDetail = ProductSummary &
  Partial<Pick<Product, 'video' | 'features' | 'specifications' | 'advantages'>>;

export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await getJson<Product>(http, `/api/products/${encodeURIComponent(id)}`, { signal })).data;
}
