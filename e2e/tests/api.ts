import { expect, type APIRequestContext } from '@playwright/test';

/** The lean product shape the tests read from the real API. */
export interface ApiProduct {
  id: string;
  name: string;
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
