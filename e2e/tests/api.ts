import { expect, type APIRequestContext } from '@playwright/test';

/** The lean product shape the tests read from the real API. */
export interface ApiProduct {
  id: string;
  name: string;
  /** The English name; empty when the product has none (the page then shows the Spanish one). */
  name_en: string;
  category: string;
  description: string;
  description_en: string;
  images: string[];
  stock: number;
}

/** Products straight from the API, to compare the page against what the server answered. */
export async function listProducts(request: APIRequestContext, query: Record<string, string> = {}) {
  const response = await request.get('/api/products', { params: { limit: '100', ...query } });
  expect(response.status()).toBe(200);
  const products = (await response.json()) as ApiProduct[];
  return { products, total: Number(response.headers()['x-total-count']) };
}

/** Every product, a page of 100 at a time: the suite's other tests add products as it runs. */
export async function listAllProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const all: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const { products, total } = await listProducts(request, { page: String(page) });
    all.push(...products);
    if (products.length === 0 || all.length >= total) return all;
  }
}

/**
 * Whether a product is one of the seed's: their ids are name-based UUIDs (version 5), while the
 * products other tests create get random ones (version 4).
 */
export function isSeeded(product: { id: string }): boolean {
  return product.id[14] === '5';
}

/** A seeded product with several images and an English description: the detail-page tests need both. */
export async function richProduct(request: APIRequestContext): Promise<ApiProduct> {
  const products = await listAllProducts(request);
  // A seeded one: products other tests create may carry a video (an embedded player's frame).
  const product = products.find(
    (candidate) =>
      isSeeded(candidate) && candidate.images.length >= 2 && candidate.description_en && candidate.stock > 0,
  );
  if (!product) throw new Error('the seed has no product with 2+ images, stock and an English description');
  return product;
}
