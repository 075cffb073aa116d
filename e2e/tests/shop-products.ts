import { expect, type APIRequestContext } from '@playwright/test';
import { apiToken, SUPERADMIN } from './accounts';
import { listProducts } from './api';

/** A product the test owns: made through the admin API, so no other test buys its stock. */
export interface OwnProduct {
  id: string;
  name: string;
  stock: number;
}

async function staffHeaders(request: APIRequestContext) {
  return { authorization: `Bearer ${await apiToken(request, SUPERADMIN.email, SUPERADMIN.password)}` };
}

/** Creates a product with a unique name (one word of it is unique, for the search box). */
export async function createProduct(
  request: APIRequestContext,
  input: { name: string; basePrice: number; currency: 'ARS' | 'USD'; stock: number; images?: string[] },
): Promise<OwnProduct> {
  const { products } = await listProducts(request, { limit: '1' });
  const response = await request.post('/api/products', {
    headers: await staffHeaders(request),
    data: { images: products[0]!.images.slice(0, 1), ...input, category: 'Accesorios', description: input.name },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as { id: string };
  return { id: created.id, name: input.name, stock: input.stock };
}

/** Sets a product's stock the way an admin does: the product, replaced with a new stock. */
export async function setStock(request: APIRequestContext, id: string, stock: number): Promise<void> {
  await changeProduct(request, id, { stock });
}

/** Changes a product the way an admin does: the product as it is, replaced with the changes. */
export async function changeProduct(
  request: APIRequestContext,
  id: string,
  changes: { stock?: number; basePrice?: number },
): Promise<void> {
  const current = await request.get(`/api/products/${id}`);
  expect(current.status()).toBe(200);
  const product = (await current.json()) as Record<string, unknown>;
  const fields = [
    'name',
    'description',
    'description_en',
    'brand',
    'basePrice',
    'currency',
    'category',
    'images',
    'stock',
  ];
  const response = await request.put(`/api/products/${id}`, {
    headers: await staffHeaders(request),
    data: { ...Object.fromEntries(fields.map((field) => [field, product[field]])), ...changes },
  });
  expect(response.status()).toBe(200);
}

/** A word no other product (or run) has, for names the search box finds alone. */
export function uniqueWord(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** The seed's desktop, configurable in six groups (processor, graphics, memory, storage, power, case). */
export async function seededDesktop(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const { products } = await listProducts(request, { search: 'PC armada' });
  const desktop = products.find((candidate) => candidate.name === 'PC armada Core i5-14600K RTX 4060');
  if (!desktop) throw new Error('the seed has no configurable desktop');
  return desktop;
}
