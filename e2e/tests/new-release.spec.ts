import { expect, test, type Page } from '@playwright/test';
import { serverReadyAtOnce } from './accounts';
import { isSeeded, listProducts } from './api';

/**
 * A shop of several processes is updated one process at a time: for a while a page may come from
 * one release and its scripts be asked of the other, which has other file names (and answers 404),
 * and a page opened before the update asks for its scripts after it. The page reloads itself
 * (public/page-start.js) and comes with the scripts of the release that answers it.
 */

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

/** Counts the page's own loads (the first and every reload). */
function documentLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document') loads.count += 1;
  });
  return loads;
}

async function productPath(page: Page): Promise<string> {
  const { products } = await listProducts(page.request, { limit: '50' });
  const product = products.find((candidate) => isSeeded(candidate) && candidate.stock > 0);
  if (!product) throw new Error('the seed has no product in stock');
  return `/producto/${product.id}`;
}

test('a page whose entry script a new release replaced reloads once and comes to life', async ({ page }) => {
  const path = await productPath(page);
  let refused = 0;
  // The first ask for the entry script reaches a process of the other release.
  await page.route('**/assets/index-*.js', async (route) => {
    if (refused === 0) {
      refused += 1;
      await route.fulfill({ status: 404, body: 'Not Found' });
    } else await route.continue();
  });
  const loads = documentLoads(page);
  await page.goto(path);
  // Reloaded, the page takes its scripts and its add button comes to life.
  await expect(page.getByRole('button', { name: 'Agregar al carrito' }).first()).toBeEnabled();
  expect(refused).toBe(1);
  expect(loads.count).toBe(2);
});

test('a script missing for good: two reloads at most, then the page stays as the server sent it', async ({ page }) => {
  const path = await productPath(page);
  await page.route('**/assets/index-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  const loads = documentLoads(page);
  await page.goto(path);
  await expect.poll(() => loads.count).toBe(3);
  // No further reload: the server's page stays readable, its add button waiting.
  await page.waitForTimeout(2_000);
  expect(loads.count).toBe(3);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar al carrito' }).first()).toBeDisabled();
});

test('the connection lost while the scripts load: no reload, the page stays readable as it came', async ({ page }) => {
  const path = await productPath(page);
  // The script and the check of whether the shop answers both fail at the network.
  await page.route('**/assets/index-*.js', (route) => route.abort('internetdisconnected'));
  const loads = documentLoads(page);
  await page.goto(path);
  await page.waitForTimeout(2_000);
  expect(loads.count).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
