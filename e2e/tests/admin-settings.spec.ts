import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, SUPERADMIN, storeSession } from './accounts';
import { ownServer } from './own-server';

/**
 * The shop's settings page (/admin/ajustes) and the change log (/admin/registro). The exchange
 * rate is a setting of the whole shop, and the suite's other specs look at the catalogue, so
 * this file starts a server of its own per project, on a fresh database without rates.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const server = ownServer('settings', 60, {
  SUPERADMIN_EMAIL: SUPERADMIN.email,
  SUPERADMIN_PASSWORD: SUPERADMIN.password,
  EXCHANGE_RATES: '',
  EXCHANGE_RATES_DATE: '',
});
let base = '';
test.beforeAll(() => {
  base = server.base();
});

async function signIn(page: Page, who = DEMO_ADMIN, theme: 'light' | 'dark' = 'light') {
  const response = await page.request.post(`${base}/api/auth/login`, { data: who });
  expect(response.status()).toBe(200);
  await storeSession(page, (await response.json()) as { token: string; user: object }, theme);
  await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'OK' } }));
}

async function openSettings(page: Page, language: 'es' | 'en' = 'es') {
  await page.goto(`${base}/admin/ajustes?lng=${language}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    language === 'es' ? 'Ajustes de la tienda' : 'Shop settings',
    {
      timeout: 30_000,
    },
  );
}

/** '≈ AR$ 1.234,50' for a US$ price at a rate, rounded half up to the cent as the shop does. */
function approximation(price: number, rate: string): string {
  const [whole, fraction = ''] = rate.split('.');
  const scaledRate = BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  const cents = (BigInt(Math.round(price * 100)) * scaledRate + 5_000n) / 10_000n;
  const amount = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, useGrouping: 'always' }).format(
    Number(cents) / 100,
  );
  return `≈ AR$ ${amount}`;
}

// The first catalogue page after a save may be the one rendered before it (stale-while-revalidate):
// it is marked so, and the browser asks again for the rates it shows.
test('the settings page changes the exchange rate and the catalogue’s ≈ AR$ prices follow', async ({ page }) => {
  const products = await page.request.get(`${base}/api/products?page=1&limit=100`);
  const dollar = (
    (await products.json()) as { name: string; basePrice: number; currency: string; variantType?: string }[]
  ).find((product) => product.currency === 'USD' && product.variantType !== 'CONFIGURABLE');
  expect(dollar).toBeDefined();
  await signIn(page);

  await page.goto(`${base}/productos?search=${encodeURIComponent(dollar!.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: dollar!.name }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('approximate-price')).toHaveCount(0);

  for (const [typed, rate] of [
    ['1050,5', '1050.5'],
    ['1490', '1490'],
  ] as const) {
    await openSettings(page);
    await page.getByLabel('AR$ por USD').fill(typed);
    await page.getByRole('button', { name: 'Guardar ajustes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ajustes guardados' })).toBeVisible();
    await expect(page.getByTestId('rates-set-on')).toContainText('Fijadas el');

    await page.goto(`${base}/productos?search=${encodeURIComponent(dollar!.name)}`);
    await expect(card.getByTestId('approximate-price')).toContainText(approximation(dollar!.basePrice, rate), {
      timeout: 30_000,
    });
  }
});

test('a value out of range is refused with the field named, and nothing is saved', async ({ page }) => {
  await signIn(page);
  await openSettings(page, 'en');
  const threshold = page.getByLabel('Low-stock threshold (units)');
  await threshold.fill('-3');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Check the marked fields: 1 with problems.');
  await expect(threshold).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The low-stock threshold must be a whole number between 0 and 100,000')).toBeVisible();
  const settings = await page.request.get(`${base}/api/admin/settings`, {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  });
  expect(((await settings.json()) as { lowStockThreshold: number }).lowStockThreshold).toBe(5);
});

test('the cut-off time is 24-hour text in both languages, checked when staff leave the field', async ({ page }) => {
  await signIn(page);
  await openSettings(page, 'en');
  // Not a time input: an English Chrome would show its own clock ('02:00 PM') in one.
  const cutOff = page.getByLabel('Order cut-off time');
  await expect(cutOff).toHaveAttribute('type', 'text');
  await expect(cutOff).toHaveAttribute('placeholder', 'hh:mm');
  await expect(cutOff).toHaveValue('14:00');
  const english = 'The cut-off time is written in 24-hour time, hh:mm (00:00 to 23:59; for example 14:00)';
  await cutOff.fill('24:00');
  await cutOff.blur();
  await expect(cutOff).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(english)).toBeVisible();
  // Saved as it is, the server refuses it with the same words.
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Check the marked fields: 1 with problems.');
  await expect(page.getByText(english)).toBeVisible();

  await cutOff.fill('9:30');
  await expect(cutOff).not.toHaveAttribute('aria-invalid');
  await cutOff.blur();
  await expect(cutOff).toHaveValue('09:30');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.get(`${base}/api/admin/settings`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await saved.json()) as { cutOff: string }).cutOff).toBe('09:30');

  await openSettings(page, 'es');
  const corte = page.getByLabel('Horario de corte');
  await expect(corte).toHaveValue('09:30');
  await corte.fill('25:00');
  await corte.blur();
  await expect(corte).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('El horario de corte va en formato de 24 horas, hh:mm (de 00:00 a 23:59; por ejemplo 14:00)'),
  ).toBeVisible();
  await corte.fill('14:00');
  await page.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajustes guardados' })).toBeVisible();
});

test('the pickup address and hours have English twins, both required once either is set', async ({ page }) => {
  await signIn(page);
  await openSettings(page, 'en');
  await expect(page.getByLabel('Address (in Spanish)')).toHaveValue(
    'Av. Corrientes 1234, C1043AAZ, Ciudad Autónoma de Buenos Aires',
  );
  const address = page.getByLabel('Address (in English)');
  const hours = page.getByLabel('Opening hours (in English)');
  await expect(address).toHaveValue('Av. Corrientes 1234, C1043AAZ, Autonomous City of Buenos Aires');
  await expect(hours).toHaveValue('Monday to Friday, 10 am to 6 pm');
  await address.fill('');
  await hours.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Check the marked fields: 2 with problems.');
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(hours).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('The pickup address, in Spanish and in English, must be 5 to 200 characters long'),
  ).toBeVisible();
  await expect(page.getByText('Write the pickup hours in both languages, or leave both empty')).toBeVisible();

  await address.fill('Av. Corrientes 1234, Buenos Aires City');
  await hours.fill('Monday to Friday, 10 am to 6 pm');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const saved = await page.request.get(`${base}/api/admin/settings`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await saved.json()) as { pickup: { address: object } }).pickup.address).toEqual({
    es: 'Av. Corrientes 1234, C1043AAZ, Ciudad Autónoma de Buenos Aires',
    en: 'Av. Corrientes 1234, Buenos Aires City',
  });

  // The Spanish page names the twins in Spanish.
  await openSettings(page, 'es');
  await expect(page.getByLabel('Dirección (en inglés)')).toHaveValue('Av. Corrientes 1234, Buenos Aires City');
  await expect(page.getByLabel('Horario (en español)')).toHaveValue('Lunes a viernes de 10 a 18 h');
});

test('the change log lists the settings change with who made it, filtered by kind', async ({ page }) => {
  // A settings change by the demo admin, through the API (the page's own save is the first test's).
  const login = await page.request.post(`${base}/api/auth/login`, { data: DEMO_ADMIN });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const current = (await (await page.request.get(`${base}/api/admin/settings`, { headers })).json()) as Record<
    string,
    unknown
  >;
  const { version: _v, updatedAt: _u, exchangeRatesSetOn: _d, ...values } = current;
  const saved = await page.request.put(`${base}/api/admin/settings`, {
    headers,
    data: {
      ...values,
      lowStockThreshold: 7,
      pickup: {
        ...(values.pickup as object),
        hours: { es: 'Lunes a sábado de 9 a 19 h', en: 'Monday to Saturday, 9 am to 7 pm' },
      },
    },
  });
  expect(saved.status()).toBe(200);
  await signIn(page, SUPERADMIN);
  await page.goto(`${base}/admin/registro?lng=es&area=settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registro de cambios', { timeout: 30_000 });
  const entries = page.getByTestId('audit-entry');
  await expect(entries.first()).toContainText('Cambió los ajustes');
  await expect(entries.first()).toContainText(DEMO_ADMIN.email);
  await expect(entries.first()).toContainText('Umbral de stock bajo');
  // Settings fields by their label in the staff's language, and only the values that changed.
  await expect(entries.first()).toContainText('Retiro en el local · Horario (en inglés)');
  await expect(entries.first()).toContainText('Monday to Saturday, 9 am to 7 pm');
  await expect(entries.first().getByRole('row')).toHaveCount(4);
  await expect(entries.first()).not.toContainText('pickup.hours');
  await expect(page.getByLabel('Tipo')).toHaveValue('settings');
});

test(
  'the settings page at 375 px: one column, the save bar above the bottom bar',
  { tag: '@layout' },
  async ({ page }, testInfo) => {
    await signIn(page);
    await openSettings(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const save = page.getByRole('button', { name: 'Guardar ajustes' });
    await expect(save).toBeInViewport();
    if (testInfo.project.name === 'mobile') {
      const bar = await page.getByTestId('admin-bottom-bar').boundingBox();
      const button = await save.boundingBox();
      expect(button!.y + button!.height).toBeLessThanOrEqual(bar!.y);
    }
  },
);

test('screenshots of both pages, 375 and 1280 px, Spanish and English, light and dark', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one project takes every width');
  for (const theme of ['light', 'dark'] as const) {
    const page = await browser.newPage();
    await signIn(page, SUPERADMIN, theme);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      for (const language of ['es', 'en'] as const) {
        await openSettings(page, language);
        await page.screenshot({ path: `../.tmp/screens/settings-${width}-${language}-${theme}.png`, fullPage: true });
        await page.goto(`${base}/admin/registro?lng=${language}`);
        await expect(page.getByTestId('audit-entry').first()).toBeVisible({ timeout: 30_000 });
        await page.screenshot({ path: `../.tmp/screens/audit-${width}-${language}-${theme}.png`, fullPage: true });
      }
    }
    await page.close();
  }
});
