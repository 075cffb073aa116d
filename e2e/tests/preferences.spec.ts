import { expect, test } from '@playwright/test';
import { richProduct } from './api';
import { hydrated } from './hydration';

test('the language switch survives a reload and shows the English description', async ({ page, request }) => {
  const product = await richProduct(request);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await (await hydrated(page.getByRole('button', { name: 'Switch to English' }))).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to TechStore');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(`/producto/${product.id}`);
  await page.reload();
  await expect(page.getByTestId('detail-description')).toHaveText(product.description_en);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await (await hydrated(page.getByRole('button', { name: 'Cambiar a español' }))).click();
  await expect(page.getByTestId('detail-description')).toHaveText(product.description);
});

test('the ?lng= query string picks the language', async ({ page }) => {
  await page.goto('/?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to TechStore');
  await expect(page).toHaveTitle('Home | TechStore');
});

test('the theme toggle survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await (await hydrated(page.getByRole('button', { name: 'Activar tema oscuro' }))).click();
  await expect(html).toHaveClass(/dark/);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
});

test('with nothing stored the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});
