import type { Product } from '@shop/domain';
import { getJson, http } from './http';
import { productKeys } from './query-keys';

/** One product with every field; the detail and comparison pages share its cache entry. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return (await getJson<Product>(http, `/api/products/${encodeURIComponent(id)}`, { signal })).data;
}

export const productDetailKey = (id: string) => [...productKeys.all, 'detail', id] as const;
