import type { ProductSort, ProductSummary } from '@shop/domain';
import { getJson, http } from '../../shared/api/http';

export interface ProductListRequest {
  search?: string;
  category?: string;
  page: number;
  limit: number;
  sort?: ProductSort;
}

export interface ProductPage {
  products: ProductSummary[];
  total: number;
  page: number;
}

export async function fetchProducts(request: ProductListRequest, signal?: AbortSignal): Promise<ProductPage> {
  const searchParams = new URLSearchParams({ page: String(request.page), limit: String(request.limit) });
  if (request.search) searchParams.set('search', request.search);
  if (request.category) searchParams.set('category', request.category);
  if (request.sort) searchParams.set('sort', request.sort);
  const { data, headers } = await getJson<ProductSummary[]>(http, '/api/products', { searchParams, signal });
  // The total travels in a header so the body stays a plain array (issue 2 contract).
  const total = Number(headers.get('X-Total-Count'));
  return { products: data, total: Number.isFinite(total) ? total : data.length, page: request.page };
}

export interface CategoryCount {
  name: string;
  slug: string;
  count: number;
}

export async function fetchCategories(signal?: AbortSignal): Promise<CategoryCount[]> {
  return (await getJson<CategoryCount[]>(http, '/api/categories', { signal })).data;
}
