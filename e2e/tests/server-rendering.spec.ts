import { expect, test, type Page } from '@playwright/test';
import { listProducts, richProduct } from './api';

// The storefront's public pages arrive rendered, with their data, so a shopper on a slow
// phone sees them before the scripts load: without JavaScript a shopper already sees them,
// and the browser then takes over the same HTML without re-rendering it.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the catalogue shows the filtered products and their count', async ({ page, request }) => {
    // Other tests add laptops meanwhile, and the server may answer the page it rendered before
    // the last change while it renders a fresh one (stale-while-revalidate): read again until
    // the page and the API agree.
    await expect(async () => {
      const { products, total } = await listProducts(request, { category: 'laptops' });
      await page.goto('/productos?category=laptops');
      await expect(page.getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible({ timeout: 2_000 });
      await expect(page.getByTestId('result-count')).toHaveText(
        total === 1 ? '1 producto encontrado' : `${total} productos encontrados`,
        { timeout: 2_000 },
      );
      await expect(page.getByTestId('product-card')).toHaveCount(Math.min(total, 24), { timeout: 2_000 });
      await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(products[0]!.name, {
        timeout: 2_000,
      });
    }).toPass({ timeout: 60_000 });
  });

  test('a product page has its name, description and title', async ({ page, request }) => {
    const product = await richProduct(request);
    const response = await page.goto(`/producto/${product.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('detail-description')).toHaveText(product.description);
    await expect(page).toHaveTitle(`${product.name} | TechStore`);
  });

  test('English is chosen by the lng parameter, the cookie or the browser, and shown in full', async ({
    page,
    request,
    context,
  }) => {
    const product = await richProduct(request);
    await page.goto(`/producto/${product.id}?lng=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByTestId('detail-description')).toHaveText(product.description_en);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();

    await context.addCookies([{ name: 'i18next', value: 'en', url: new URL('/', page.url()).href }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(/TechStore/);
    await expect(page.getByRole('link', { name: 'View products' })).toBeVisible();
  });

  test("the real build's shell carries the rendered page and the renderer's answers (the WebServerEntry contract)", async ({
    request,
  }) => {
    const product = await richProduct(request);
    const response = await request.get(`/producto/${product.id}?lng=en`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The shell Vite built, filled in by the web's server entry: its scripts, the page's language, title and markup...
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\/[^"]+\.js"/);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<title>${product.name_en || product.name} | TechStore</title>`);
    expect(html).toMatch(/<div id="root"><[a-z]/);
    // ...and the query answers the browser starts from, with the product the page shows.
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)?.[1];
    expect(state).toBeDefined();
    const { language, queries } = JSON.parse(state!) as {
      language: string;
      queries: { queries: { state: { data: unknown } }[] };
    };
    expect(language).toBe('en');
    const answered = queries.queries.map((query) => query.state.data as { id?: string } | undefined);
    expect(answered.some((data) => data?.id === product.id)).toBe(true);
  });

  test('a comparison shows its products side by side, and an unknown one in it leaves the page a page', async ({
    page,
    request,
  }) => {
    const { products } = await listProducts(request, { category: 'laptops' });
    const [first, second] = products;
    const response = await page.goto(`/comparar?ids=${first!.id},${second!.id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparar productos');
    await expect(page.getByTestId('compare-column').getByRole('link')).toHaveText([first!.name, second!.name]);
    await expect(page.getByTestId('compare-table').locator('tr[data-row="price"] td')).toHaveCount(2);
    // The others are still compared: a product deleted since the link was shared is no missing page.
    expect((await page.goto(`/comparar?ids=${first!.id},no-existe`))?.status()).toBe(200);
  });

  test('an unknown product answers 404 with the app, which then says so', async ({ page }) => {
    const response = await page.goto('/producto/000000000000000000000000');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
  });
});

/**
 * React reports a page it could not take over as rendered ("hydration", error #418 and
 * kin in production builds) as an error: the page must log none at all.
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Seed images still being drawn answer 404: the browser logs each, and they are not the page's fault.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const language of ['es', 'en'] as const) {
  test(`the browser takes over the rendered pages without a mismatch (${language}, dark theme, saved cart)`, async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const product = await richProduct(request);
    await context.addCookies([{ name: 'i18next', value: language, url: `${baseURL}/` }]);
    await page.addInitScript(
      ([lng, item]) => {
        localStorage.setItem('i18nextLng', lng);
        localStorage.setItem('theme', 'dark');
        localStorage.setItem('cart', JSON.stringify([item]));
      },
      [
        language,
        {
          id: product.id,
          name: product.name,
          price: 10,
          image: product.images[0] ?? '',
          stock: product.stock,
          category: product.category,
          selectedOptions: {},
          quantity: 2,
        },
      ] as const,
    );
    const { products: laptops } = await listProducts(request, { category: 'laptops' });
    const comparison = `/comparar?ids=${laptops
      .slice(0, 3)
      .map((laptop) => laptop.id)
      .join(',')}`;
    const errors = collectConsoleErrors(page);
    for (const path of ['/', '/productos?category=laptops', `/producto/${product.id}`, comparison]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // State only the browser knows shows up once the page is taken over.
      await expect(page.getByTestId('cart-badge').first()).toHaveText('2');
      await expect(page.locator('html')).toHaveClass(/dark/);
      // The header's menus, loaded after the content, import chunks of their own: the browser asks
      // for those as it reads the chunk, with no preload links added from the main thread
      // (vite.config.ts); the page's own, announced in its HTML, are the only ones.
      await expect(page.getByRole('banner').locator('button[aria-haspopup="menu"]').first()).toBeAttached();
      await expect(page.locator('link[rel="modulepreload"]:not([fetchpriority="low"])')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

test("a language kept only in local storage wins over the server's guess: the page is rendered again in it", async ({
  page,
}) => {
  // No cookie and a Spanish browser: the server writes Spanish, the browser's detector finds English.
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'en'));
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(await response?.text()).toContain('<html lang="es"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'View products' })).toBeVisible();
  expect(errors).toEqual([]);
});
