import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ADMIN, apiToken, registerAccount, storeSession, uniqueEmail } from './accounts';

/**
 * The staff product list: its filters ('low stock', 'missing English') in the URL, a bulk
 * price change of 10 % on three products previewed and applied exactly, the list at 375 px,
 * and its screenshots. Each test makes its own products under a unique word and searches it.
 */
test.describe.configure({ timeout: 120_000 });

const unique = (testInfo: TestInfo) => `zl${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}`;

async function signInAsAdmin(page: Page, options: { theme?: 'light' | 'dark' } = {}) {
  const response = await page.request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(response.status()).toBe(200);
  await storeSession(page, (await response.json()) as { token: string; user: object }, options.theme);
  await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'OK' } }));
}

async function makeProducts(request: APIRequestContext, word: string) {
  const token = await apiToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const make = async (name: string, fields: Record<string, unknown>) => {
    const response = await request.post('/api/products', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: `${name} ${word}`,
        name_en: `${name} EN ${word}`,
        description: 'Producto de la lista',
        description_en: 'A product of the list',
        brand: 'Acme',
        currency: 'ARS',
        category: 'Accesorios',
        images: ['/uploads/e2e/a.webp'],
        ...fields,
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; name: string };
  };
  return {
    low: await make('Cable bajo', { basePrice: 19.99, stock: 2 }),
    plenty: await make('Mouse lleno', { basePrice: 1234.56, stock: 40 }),
    out: await make('Teclado agotado', { basePrice: 100, stock: 0 }),
    spanishOnly: await make('Soporte sin inglés', { basePrice: 55.55, stock: 9, name_en: '', description_en: '' }),
  };
}

const names = (page: Page) => page.getByTestId('admin-product').locator('p.font-semibold');

test("filters 'low stock' and 'missing English', kept in the URL", async ({ page }, testInfo) => {
  const word = unique(testInfo);
  const made = await makeProducts(page.request, word);
  await signInAsAdmin(page);
  await page.goto(`/admin/productos?search=${word}`);
  await expect(page.getByTestId('admin-product')).toHaveCount(4, { timeout: 30_000 });

  await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Stock bajo' });
  await expect(page).toHaveURL(/stock=low/);
  await expect(names(page)).toHaveText([made.low.name]);
  await expect(page.getByTestId('admin-product-stock')).toHaveText('Stock bajo: 2');

  await page.getByLabel('Stock', { exact: true }).selectOption({ label: 'Todos' });
  await page.getByLabel('Solo los que tienen textos sin traducir al inglés').check();
  await expect(page).toHaveURL(/missingEnglish=true/);
  await expect(names(page)).toHaveText([made.spanishOnly.name]);
  await expect(page.getByTestId('admin-product-english')).toHaveText('Faltan 2 en inglés');

  // The URL alone brings the filters back (a shared link, a reload).
  await page.goto(`/admin/productos?search=${word}&stock=out`);
  await expect(names(page)).toHaveText([made.out.name]);
  await expect(page.getByTestId('admin-product-stock')).toHaveText('Sin stock');
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('out');
});

test('a bulk price change of 10 % on three products previews and applies exactly', async ({ page }, testInfo) => {
  const word = unique(testInfo);
  const made = await makeProducts(page.request, word);
  await signInAsAdmin(page);
  await page.goto(`/admin/productos?search=${word}&sort=price`);
  await expect(page.getByTestId('admin-product')).toHaveCount(4, { timeout: 30_000 });
  for (const product of [made.low, made.spanishOnly, made.plenty]) {
    await page.getByRole('checkbox', { name: `Seleccionar ${product.name}` }).check();
  }
  const panel = page.getByTestId('bulk-panel');
  await expect(panel).toContainText('3 productos seleccionados');
  await panel.getByLabel('Qué cambiar').selectOption({ label: 'Precio' });
  await panel.getByLabel('Cómo').selectOption({ label: 'Porcentaje' });
  await panel.getByLabel('Cambio').fill('10');
  await panel.getByRole('button', { name: 'Ver vista previa' }).click();
  const rows = page.getByTestId('bulk-preview-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.getByTestId('bulk-before')).toHaveText(['AR$ 19,99', 'AR$ 55,55', 'AR$ 1.234,56']);
  // 21,989 → 21,99; 61,105 → 61,11; 1.358,016 → 1.358,02
  await expect(rows.getByTestId('bulk-after')).toHaveText(['AR$ 21,99', 'AR$ 61,11', 'AR$ 1.358,02']);
  // A shopper buys one of them meanwhile: its stock (and version) moves, its price does not, so
  // the price change staff previewed still applies.
  const shopper = await registerAccount(page.request, 'Compra E2E', uniqueEmail('bulk-sale', testInfo));
  const sale = await page.request.post('/api/orders', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { items: [{ productId: made.plenty.id, quantity: 1 }], delivery: { option: 'pickup' } },
  });
  expect(sale.status()).toBe(201);
  await panel.getByRole('button', { name: 'Aplicar a 3 productos' }).click();
  await expect(page.getByText('Cambio aplicado a 3 productos')).toBeVisible();
  await expect(page.getByTestId('bulk-panel')).toHaveCount(0);
  await expect(page.getByTestId('admin-product-price')).toHaveText([
    'AR$ 21,99',
    'AR$ 61,11',
    'AR$ 100,00',
    'AR$ 1.358,02',
  ]);
  const prices = await Promise.all(
    [made.low, made.spanishOnly, made.plenty, made.out].map(
      async (product) =>
        ((await (await page.request.get(`/api/products/${product.id}`)).json()) as { basePrice: number }).basePrice,
    ),
  );
  expect(prices).toEqual([21.99, 61.11, 1358.02, 100]);
});

test(
  'the list fits a phone: no sideways scroll, filters and rows readable',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    const word = unique(testInfo);
    await makeProducts(page.request, word);
    await signInAsAdmin(page);
    await page.goto(`/admin/productos?search=${word}`);
    await expect(page.getByTestId('admin-product')).toHaveCount(4, { timeout: 30_000 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const row = page.getByTestId('admin-product').first();
    const box = (await row.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const edit = (await row.getByRole('link', { name: /^Editar / }).boundingBox())!;
    expect(edit.x + edit.width).toBeLessThanOrEqual(box.x + box.width);
    await page.screenshot({ path: '../.tmp/screenshots/admin-product-list/layout-mobile.png', fullPage: true });
  },
);

test('screenshots of the list and a bulk preview, both languages and themes', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const word = unique(testInfo);
  const made = await makeProducts(page.request, word);
  const directory = '../.tmp/screenshots/admin-product-list';
  mkdirSync(directory, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await signInAsAdmin(page, { theme });
    for (const language of ['es', 'en'] as const) {
      await page.goto(`/admin/productos?lng=${language}`);
      await expect(page.getByTestId('admin-product').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `${directory}/list-${testInfo.project.name}-${theme}-${language}.png` });
      await page.goto(`/admin/productos?lng=${language}&search=${word}`);
      await expect(page.getByTestId('admin-product')).toHaveCount(4, { timeout: 30_000 });
      for (const product of [made.low, made.plenty]) {
        await page
          .getByTestId('admin-product')
          .filter({ hasText: product.name.split(' ')[0]! })
          .getByRole('checkbox')
          .check();
      }
      const panel = page.getByTestId('bulk-panel');
      await panel.locator('input[inputmode="decimal"]').fill('-5');
      await panel.locator('button[type="submit"]').click();
      await expect(page.getByTestId('bulk-preview-row')).toHaveCount(2);
      await page.screenshot({
        path: `${directory}/bulk-${testInfo.project.name}-${theme}-${language}.png`,
        fullPage: true,
      });
    }
  }
});
