import { expect, test, type Locator, type Page } from '@playwright/test';
import { richProduct } from './api';
import { hydrated } from './hydration';

/**
 * Moves the page's fake clock on until `locator` shows `text`. The clock cannot jump the
 * whole schedule at once: every retry waits for a real request before it sets its next timer.
 */
async function advanceUntil(page: Page, locator: Locator, text: string, stepMs: number) {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await expect(locator).toContainText(text, { timeout: 200 });
  }).toPass({ timeout: 30_000 });
}

test('with health failing, a page waiting for its products gets the dialog, then the sample products', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, json: { status: 'ERROR' } }));
  // The catalogue's answer never comes: the page the visitor opens has nothing real to show.
  await page.route('**/api/products?**', () => undefined);
  // The server renders the storefront with its products already in it, so the page that lacks
  // them is one the browser renders itself, after navigating.
  await page.goto('/auth');
  await (await hydrated(page.getByRole('banner').getByRole('link', { name: 'TechStore' }))).click();

  const dialog = page.getByTestId('server-status-dialog');
  await page.clock.runFor(1_100);
  await expect(dialog).toContainText('El servidor se está iniciando');
  await advanceUntil(page, dialog, 'Error al conectar con el servidor. Mostrando productos de muestra...', 16_000);

  // The modal hides the page from assistive technology (and so from role queries) until closed.
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Servidor no disponible. Mostrando productos de respaldo.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Galaxy S25 Ultra' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Galaxy S25 Plus' })).toBeVisible();
});

for (const path of ['/', 'a product page']) {
  test(`with health failing, ${path === '/' ? 'the home page' : path} keeps its real products and gets no dialog`, async ({
    page,
    request,
  }) => {
    const url = path === '/' ? '/' : `/producto/${(await richProduct(request)).id}`;
    await page.clock.install();
    let checks = 0;
    await page.route('**/api/health', (route) => {
      checks += 1;
      return route.fulfill({ status: 503, json: { status: 'ERROR' } });
    });
    await page.goto(url);
    const names = page.locator('main h1, main h3');
    await expect(names.first()).toBeVisible();
    const shown = (await names.allTextContents()).length;
    expect(shown).toBeGreaterThan(0);

    // The whole schedule: 12 failed checks over 120 s, after which the server counts as unavailable.
    await expect(async () => {
      await page.clock.runFor(16_000);
      expect(checks).toBe(12);
    }).toPass({ timeout: 60_000 });
    await page.clock.runFor(2_000);
    // Time for a lazily loaded dialog to have appeared, were it coming.
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('server-status-dialog')).toHaveCount(0);
    // The same real products (other tests may add some meanwhile, and a refetch may show them).
    await expect(names).toHaveCount(shown);
    await expect(page.getByRole('heading', { name: 'Galaxy S25 Ultra' })).toHaveCount(0);
    await expect(page.getByText('Servidor no disponible. Mostrando productos de respaldo.')).toHaveCount(0);
  });
}

test('a healthy server shows no dialog', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.waitForTimeout(1_500);
  await expect(page.getByTestId('server-status-dialog')).toHaveCount(0);
});

test('when products fail to load, the two fallback phones are shown with the message', async ({ page }) => {
  await page.clock.install();
  let productCalls = 0;
  await page.route('**/api/products?**', (route) => {
    productCalls++;
    return route.abort('connectionfailed');
  });
  // The server renders the storefront's first page with its products already in it: the
  // browser's own product call happens on a page it renders itself, after navigating.
  await page.goto('/auth');
  await page.getByRole('banner').getByRole('link', { name: 'TechStore' }).click();
  await advanceUntil(page, page.locator('main'), 'Error al cargar productos. Mostrando productos de respaldo.', 5_000);
  expect(productCalls).toBe(4); // the first try and 3 retries
  await expect(page.getByRole('heading', { name: 'Galaxy S25 Ultra' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Galaxy S25 Plus' })).toBeVisible();
});
