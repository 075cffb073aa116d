import { expect, test, type Locator } from '@playwright/test';
import { richProduct } from './api';
import { holdScripts, hydrated, styled } from './hydration';

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

/** Which of the toggle's two icons is shown (the sun has a circle, the moon none); both shown would read 'sun,moon'. */
const shownIcon = (toggle: Locator) =>
  toggle.evaluate((button) =>
    Array.from(button.querySelectorAll('svg'))
      .filter((icon) => getComputedStyle(icon).display !== 'none')
      .map((icon) => (icon.querySelector('circle') ? 'sun' : 'moon'))
      .join(),
  );

test("a stored dark theme shows the toggle's sun from the server's HTML on, and hydration keeps it", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.location().url.includes('/uploads/')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const toggle = page.getByTestId('theme-toggle');
  const release = await holdScripts(page);
  // A first render that missed its deadline on a busy machine is the bare shell: ask again.
  await expect(async () => {
    // Not 'domcontentloaded': that waits for the module scripts, held here.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(toggle).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await styled(page);
  // The server rendered the light state; page-start.js has made the page dark before the first paint.
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await shownIcon(toggle)).toBe('sun');
  await toggle.evaluate((button) => button.querySelector('svg')!.setAttribute('data-server', ''));
  release();
  await page.unroute('**/assets/*.js');
  await hydrated(toggle);
  // Its name follows the theme once React reads it; the icon is still the server's sun.
  await expect(toggle).toHaveAccessibleName('Activar tema claro');
  expect(await shownIcon(toggle)).toBe('sun');
  await expect(toggle.locator('svg[data-server]')).toBeVisible();
  await toggle.click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect(toggle).toHaveAccessibleName('Activar tema oscuro');
  expect(await shownIcon(toggle)).toBe('moon');
  expect(problems).toEqual([]);
});

test('with nothing stored the theme follows the system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
});
