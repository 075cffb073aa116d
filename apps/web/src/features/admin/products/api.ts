import { queryOptions } from '@tanstack/react-query';
import { UPLOAD_FIELDS, type Product, type ProductInput, type ProductSummary, endpoints } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { BulkChangeInput, StaffProductListQuery } from '@shop/domain/product-admin';
import { fetchProduct, productDetailKey } from '../../../shared/api/product-detail';
import { callApi, callApiWithHeaders, endpointPath } from '../../../shared/api/client';
import { http, isApiError } from '../../../shared/api/http';
import { uploadForm, type UploadProgress } from '../../../shared/api/upload';
import { productKeys } from '../../../shared/api/query-keys';

/** Staff page through the whole catalogue: 20 cards a page, searched by the server. */
export const ADMIN_PAGE_SIZE = 20;

export interface AdminProductPage {
  products: ProductSummary[];
  total: number;
}

/** Under `products` so the server-status reload and every product write refresh it too. */
export const adminListKey = (search: string, page: number) => [...productKeys.all, 'admin-list', search, page] as const;

export const adminProductsQuery = (search: string, page: number) =>
  queryOptions({
    queryKey: adminListKey(search, page),
    queryFn: async ({ signal }): Promise<AdminProductPage> => {
      const query = {
        page: String(page),
        limit: String(ADMIN_PAGE_SIZE),
        ...(search.trim() ? { search: search.trim() } : {}),
      };
      const { data, headers } = await callApiWithHeaders(endpoints.listProducts, { query }, { signal });
      return { products: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
    },
    staleTime: 0,
  });

/** The product as stored, every field and its version: what the edit form starts from. */
export const editedProductQuery = (id: string) =>
  queryOptions({
    queryKey: productDetailKey(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    // Always the current version: an old one would only earn a 412 on save.
    staleTime: 0,
  });

export function createProduct(product: ProductInput): Promise<Product> {
  return callApi(staffEndpoints.createProduct, { body: product });
}

/** Sends the changed fields with the version they were edited from (If-Match): a newer product answers 412. */
export function updateProduct(id: string, changes: Partial<ProductInput>, version: number): Promise<Product> {
  return callApi(
    staffEndpoints.updateProduct,
    { params: { id }, body: changes },
    { headers: { 'if-match': `W/"v${version}"` } },
  );
}

export const isProductChanged = (error: unknown): boolean => isApiError(error, 412);

export function deleteProduct(id: string): Promise<{ message: string }> {
  return callApi(staffEndpoints.deleteProduct, { params: { id } });
}

export async function uploadImages(files: File[], onProgress: (progress: UploadProgress) => void): Promise<string[]> {
  const form = new FormData();
  for (const file of files) form.append(UPLOAD_FIELDS.images, file, file.name);
  return (await uploadForm(staffEndpoints.uploadImages, form, { onProgress })).imageUrls;
}

export async function uploadVideo(file: File, onProgress: (progress: UploadProgress) => void): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELDS.video, file, file.name);
  return (await uploadForm(staffEndpoints.uploadVideo, form, { onProgress })).videoUrl;
}

/** Deletes media this server stored; one already gone (404) counts as deleted. */
export async function deleteMedia(url: string): Promise<void> {
  try {
    await callApi(staffEndpoints.deleteMedia, { body: { url } });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

/** Media this server stored (only those can be deleted; a YouTube link is simply dropped). */
export const isOwnMedia = (url: string): boolean => /^(?:https?:\/\/[^/]+)?\/uploads\//.test(url);

/** The staff list's query as the API's (and the page URL's) strings: defaults left out. */
export function staffQueryParams(query: StaffProductListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.search) params.search = query.search;
  if (query.category) params.category = query.category;
  if (query.brand) params.brand = query.brand;
  if (query.stock) params.stock = query.stock;
  if (query.missingEnglish !== undefined) params.missingEnglish = String(query.missingEnglish);
  if (query.sort !== 'newest') params.sort = query.sort;
  if (query.page !== 1) params.page = String(query.page);
  return params;
}

/** Under `products` so every product write (and the server-status reload) refreshes it. */
export const staffListQuery = (query: StaffProductListQuery) =>
  queryOptions({
    queryKey: [...productKeys.all, 'staff-list', staffQueryParams(query)] as const,
    queryFn: ({ signal }) => callApi(staffEndpoints.staffProducts, { query: staffQueryParams(query) }, { signal }),
    staleTime: 0,
  });

/** The brands of the catalogue, for the brand filter (the public facets count them). */
export const brandsQuery = () =>
  queryOptions({
    queryKey: [...productKeys.all, 'staff-brands'] as const,
    queryFn: async ({ signal }) =>
      (await callApi(endpoints.productFacets, {}, { signal })).brands
        .map((entry) => entry.brand)
        .sort((a, b) => a.localeCompare(b)),
    staleTime: 60_000,
  });

export function bulkChangeProducts(change: BulkChangeInput): Promise<Product[]> {
  return callApi(staffEndpoints.bulkChangeProducts, { body: change });
}

/** The filtered list as a CSV file (text, not JSON: read through the client's plain request). */
export async function exportProductsCsv(query: StaffProductListQuery): Promise<Blob> {
  const response = await http.request(endpointPath(staffEndpoints.exportProducts), {
    method: 'GET',
    auth: true,
    retry: staffEndpoints.exportProducts.retry,
    searchParams: new URLSearchParams({ ...staffQueryParams(query), page: '1' }),
  });
  return response.blob();
}

export function importProductsCsv(csv: string): Promise<{ updated: number }> {
  return callApi(staffEndpoints.importProducts, { body: { csv } });
}
