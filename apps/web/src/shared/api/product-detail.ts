import type { Product } from '@shop/domain';
import { callApi } from './client';
import { productKeys } from './query-keys';
import { endpoints } from '@shop/domain';

/** One product with every field; the detail and comparison pages share its cache entry. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return callApi(endpoints.getProduct, { params: { id } }, { signal });
}

export const productDetailKey = (id: string) => [...productKeys.all, 'detail', id] as const;
