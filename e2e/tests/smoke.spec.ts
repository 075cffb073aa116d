import { expect, test } from '@playwright/test';
import { listProducts } from './api';

test('the home page lists products that came from the API', async ({ page, request }) => {
  const { products } = await listProducts(request, { sort: 'newest', limit: '8' });
  expect(products.length).toBeGreaterThan(0);

  await page.goto('/');
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByRole('heading', { name: products[0]!.name, exact: true })).toBeVisible();
  await expect(cards).toHaveCount(products.length);
});

test('the catalogue filtered by category shows only laptops', async ({ page, request }) => {
  const { products, total } = await listProducts(request, { category: 'laptops' });
  expect(total).toBeGreaterThan(0);
  expect(products.every((product) => product.category === 'Laptops')).toBe(true);

  await page.goto('/productos?category=laptops');
  await expect(page.getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(`${total} productos encontrados`);
  const cards = page.getByTestId('product-card');
  await expect(cards).toHaveCount(Math.min(total, 24));
  // Every card's category badge says Laptops, and every name is one the API listed as a laptop.
  const names = new Set(products.map((product) => product.name));
  for (const card of await cards.all()) {
    await expect(card.getByText('Laptops', { exact: true })).toBeVisible();
    expect(names.has((await card.getByRole('heading').textContent()) ?? '')).toBe(true);
  }
});
