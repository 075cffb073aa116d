import { expect, test, type Locator, type Page } from '@playwright/test';

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

test('with health failing, the dialog reports it and sample products are shown', async ({ page }) => {
  await page.clock.install();
  await page.route('**/api/health', (route) => route.fulfill({ status: 503, json: { status: 'ERROR' } }));
  await page.goto('/');

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
