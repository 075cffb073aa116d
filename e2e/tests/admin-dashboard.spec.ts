import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ADMIN, storeSession } from './accounts';
import { ownServer } from './own-server';

/**
 * The sales dashboard (/admin). "No orders yet" is a state of the whole shop, and other specs
 * share the suite's server, so this file starts a server of its own per project, on a fresh
 * database, and drives it in order: the sample first, then a real order and its figures.
 */
// Eight page loads for the screenshots alone: more than the suite's 30 s on two busy cores.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const server = ownServer('dashboard', 40);
let base = '';
test.beforeAll(() => {
  base = server.base();
});

async function adminSession(request: APIRequestContext) {
  const response = await request.post(`${base}/api/auth/login`, { data: DEMO_ADMIN });
  expect(response.status()).toBe(200);
  return (await response.json()) as { token: string; user: object };
}

/** Signs the demo admin in (the two storage entries the web app keeps) with a theme and a language. */
async function openDashboard(page: Page, options: { theme?: 'light' | 'dark'; language?: 'es' | 'en' } = {}) {
  const session = await adminSession(page.request);
  await storeSession(page, session, options.theme);
  await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'OK' } }));
  await page.goto(`${base}/admin?lng=${options.language ?? 'es'}`);
  await expect(page.getByTestId('stat-cards')).toBeVisible({ timeout: 30_000 });
}

/** Screenshots in both themes and languages (looked at by a person), each scanned by axe. */
async function screenshots(page: Page, state: string, projectName: string) {
  for (const language of ['es', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await openDashboard(page, { theme, language });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByTestId('sales-chart').locator('canvas')).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect(serious, `${theme} ${language}`).toEqual([]);
      await page.screenshot({
        path: `../.tmp/screenshots/dashboard-${state}-${projectName}-${theme}-${language}.png`,
        fullPage: true,
      });
    }
  }
}

test('with no orders, the dashboard shows the sample figures and says so', async ({ page }, testInfo) => {
  await openDashboard(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  await expect(page.getByTestId('sample-note')).toHaveText(
    'Cifras de muestra: todavía no hay pedidos. Las ventas reales aparecerán aquí con el primer pedido.',
  );
  // The sample's 12 months start at 15000 ±10 % and grow 15 % a month.
  const months = page.getByTestId('monthly-sales').locator('tbody tr');
  await expect(months).toHaveCount(12);
  const first = await months.first().locator('td').nth(1).textContent();
  const amount = Number(first!.replace('AR$', '').replace(/\./g, '').replace(',', '.').trim());
  expect(amount).toBeGreaterThanOrEqual(13500);
  expect(amount).toBeLessThanOrEqual(16500);
  await expect(page.getByTestId('category-list').locator('li')).toHaveText([
    /Laptops\s*35\s*%/,
    /Smartphones\s*25\s*%/,
    /Accesorios\s*20\s*%/,
    /Tablets\s*15\s*%/,
    /Monitores\s*5\s*%/,
  ]);
  await screenshots(page, 'sample', testInfo.project.name);

  await openDashboard(page, { language: 'en' });
  await expect(page.getByTestId('sample-note')).toHaveText(
    'Sample figures: there are no orders yet. Real sales will show here with the first order.',
  );
});

test('after an order, the dashboard shows its real figures', async ({ page }, testInfo) => {
  // A buyer places one order through the API: two units of a USD product.
  const request = page.request;
  const email = `comprador.${randomUUID().slice(0, 8)}@e2e.test`;
  const registered = await request.post(`${base}/api/auth/register`, {
    data: { name: 'Compradora Real', email, password: 'Secreta-2026!', birthDate: '1990-05-17' },
  });
  expect(registered.status()).toBe(201);
  const buyerToken = ((await registered.json()) as { token: string }).token;
  const products = (await (await request.get(`${base}/api/products?limit=100`)).json()) as {
    id: string;
    currency: string;
    basePrice: number;
    stock: number;
  }[];
  const product = products.find((p) => p.currency === 'USD' && p.stock >= 2) ?? products.find((p) => p.stock >= 2)!;
  const ordered = await request.post(`${base}/api/orders`, {
    headers: { authorization: `Bearer ${buyerToken}`, 'idempotency-key': randomUUID() },
    data: { items: [{ productId: product.id, quantity: 2 }] },
  });
  expect(ordered.status()).toBe(201);
  const order = (await ordered.json()) as { totals: { currency: string; cents: number }[] };
  const total = order.totals[0]!;

  await openDashboard(page);
  await expect(page.getByTestId('sample-note')).toHaveCount(0);
  const money = new Intl.NumberFormat('es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(total.cents / 100);
  const symbol = { ARS: 'AR$', USD: 'US$', BRL: 'R$', EUR: '€' }[total.currency];
  await expect(page.getByTestId('stat-total-sales')).toContainText(`${symbol} ${money}`);
  await expect(page.getByTestId('stat-orders')).toContainText('1');
  await expect(page.getByTestId('stat-average')).toContainText(`${symbol} ${money}`);
  await expect(page.getByRole('button', { name: total.currency, pressed: true })).toBeVisible();
  await expect(page.getByTestId('latest-orders')).toContainText('Compradora Real');
  // The list's amounts are the products', as the figures above; the desk shows the order's one total.
  await expect(page.getByTestId('latest-orders-amounts')).toHaveText(
    `Importe de los productos en ${total.currency}, sin el envío: el total cobrado está en cada pedido.`,
  );
  await expect(page.getByTestId('category-list').locator('li')).toHaveCount(1);
  await expect(page.getByTestId('category-list')).toContainText('100 %');

  if (testInfo.project.name === 'desktop') {
    // The tooltip names the month and the exact amount.
    const chart = page.getByTestId('sales-chart').locator('.u-over');
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    await expect(page.getByTestId('chart-tooltip')).toContainText(`${symbol} ${money}`);
  }
  await screenshots(page, 'orders', testInfo.project.name);
});

test(
  'the layout: sidebar with the user and logout on wide screens, top and bottom bars on phones',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await openDashboard(page);
    if (testInfo.project.name === 'mobile') {
      await expect(page.getByTestId('admin-page-title')).toHaveText('Panel');
      const bar = page.getByTestId('admin-bottom-bar');
      await expect(bar.getByRole('link')).toHaveText(['Salir', 'Panel', 'Pedidos', 'Productos', 'Reseñas', 'Ajustes']);
      await expect(bar.getByRole('link', { name: 'Panel' })).toHaveAttribute('aria-current', 'page');
      // A product's own page belongs to the products section: its title and its link.
      const [product] = (await (await page.request.get(`${base}/api/products`)).json()) as { id: string }[];
      await page.goto(`${base}/admin/productos/${product!.id}`);
      await expect(page.getByTestId('admin-page-title')).toHaveText('Productos');
      await expect(bar.getByRole('link', { name: 'Productos' })).toHaveAttribute('aria-current', 'page');
      await bar.getByRole('link', { name: 'Salir' }).click();
      await expect(page).toHaveURL(`${base}/`);
    } else {
      const user = page.getByTestId('admin-user');
      await expect(user).toContainText('admin@demo.com');
      const sections = page.getByRole('navigation', { name: 'Navegación de administración' }).getByRole('link');
      await expect(sections.filter({ hasText: /^(Panel|Productos)$/ })).toHaveCount(2);
      await expect(page.getByTestId('admin-bottom-bar')).toBeHidden();
      await user.getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(page).toHaveURL(`${base}/`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    }
  },
);

test('money figures of tens of millions stay on one line in the four cards across at 1280 px', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'mobile', 'the four cards across are a 1280 px layout');
  await page.setViewportSize({ width: 1280, height: 900 });
  const { token } = await adminSession(page.request);
  const expensive = (
    (await (await page.request.get(`${base}/api/products?limit=100&sort=price_desc`)).json()) as {
      id: string;
      currency: string;
      stock: number;
    }[]
  )
    .filter((p) => p.currency === 'ARS' && p.stock >= 3)
    .slice(0, 3);
  const ordered = await page.request.post(`${base}/api/orders`, {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    data: { items: expensive.map((p) => ({ productId: p.id, quantity: 3 })) },
  });
  expect(ordered.status()).toBe(201);
  for (const language of ['es', 'en'] as const) {
    await openDashboard(page, { language });
    await page.getByRole('button', { name: 'ARS' }).click();
    const total = page.getByTestId('stat-total-sales').getByTestId('stat-value');
    // At least 'AR$ 10.000.000,00': the width that broke across two lines.
    await expect(total).toHaveText(/^AR\$ \d{2,3}[.,]\d{3}[.,]\d{3}[.,]\d{2}$/);
    const figures = await page.getByTestId('stat-value').evaluateAll((elements) =>
      elements.map((element) => ({
        text: element.textContent,
        lines: Math.round(element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight)),
        overflows: element.scrollWidth > element.clientWidth,
      })),
    );
    expect(figures, language).toHaveLength(4);
    for (const figure of figures) expect(figure, language).toMatchObject({ lines: 1, overflows: false });
  }
});
