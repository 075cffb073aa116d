import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  SUPERADMIN,
  apiToken,
  gotoReady,
  registerAccount,
  serverReadyAtOnce,
  signInThroughPage,
  uniqueEmail,
} from './accounts';
import { listProducts } from './api';
import { hydrated } from './hydration';
import { seededDesktop, uniqueWord } from './shop-products';

/**
 * The shopper configurator end to end: a configured laptop's price, its cart line,
 * its payment and the stored order; an option that does not fit is disabled with its reason.
 * The comparable slider's texts are covered by compare.spec.ts.
 */

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

interface StoredOrder {
  id: string;
  lines: {
    selectedOptions: Record<string, unknown>;
    optionNames: Record<string, { es: string; en: string }>;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
    currency: string;
  }[];
  totals: { currency: string; cents: number }[];
}

async function seededMacBookAir(request: APIRequestContext) {
  const { products } = await listProducts(request, { search: 'MacBook Air' });
  const product = products.find((candidate) => candidate.name.includes('MacBook Air') && candidate.name.includes('M2'));
  if (!product) throw new Error('the seed has no MacBook Air M2');
  const detail = await request.get(`/api/products/${product.id}`);
  return (await detail.json()) as {
    id: string;
    name: string;
    basePrice: number;
    features: { ram: { options: { id: string; name: string; priceIncrement: number }[] } };
  };
}

const price = (page: Page) => page.getByTestId('detail-price');

test('a configured laptop: more RAM raises the price by its increment, the cart and the order name the configuration, the server’s total matches', async ({
  page,
  request,
}, testInfo) => {
  const macbook = await seededMacBookAir(request);
  const option = macbook.features.ram.options.find((candidate) => candidate.id === 'ram-16gb-unified')!;
  expect(option).toMatchObject({ name: '16 GB de memoria unificada', priceIncrement: 400_000 });
  const account = await registerAccount(page.request, 'Configuradora E2E', uniqueEmail('configurator', testInfo));
  await signInThroughPage(page, account.email, account.password);

  await gotoReady(page, `/producto/${macbook.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(macbook.name);
  await expect(price(page)).toHaveText('AR$ 1.899.999,00');
  const choices = page.getByRole('group', { name: 'Memoria RAM' });
  const card = (name: RegExp) => choices.locator('label').filter({ has: page.getByRole('radio', { name }) });
  // Each card says what changing to it costs from the current choice; the chosen one says so.
  await expect(card(/8 GB/)).toContainText('Incluido');
  await expect(card(/8 GB/)).toContainText('Tu elección');
  await expect(card(/24 GB/)).toContainText('+ AR$ 800.000,00');
  await (await hydrated(choices.getByRole('radio', { name: /16 GB de memoria unificada/ }))).check();
  // Base 1 899 999 + 400 000, at once, and the choice is in the address.
  await expect(price(page)).toHaveText('AR$ 2.299.999,00');
  await expect(page).toHaveURL(/opciones=ram:ram-16gb-unified/);
  await expect(card(/16 GB/)).toContainText('Tu elección');
  await expect(card(/8 GB/)).toContainText('− AR$ 400.000,00');
  // The base choice no longer says 'Incluido' beside a price change.
  await expect(card(/8 GB/)).not.toContainText('Incluido');
  await expect(card(/24 GB/)).toContainText('+ AR$ 400.000,00');

  await (await hydrated(page.getByLabel('Cantidad', { exact: true }))).fill('2');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await gotoReady(page, '/carrito');
  await expect(page.getByText('Comprobando precios y stock...')).toBeHidden();
  const line = page.getByTestId('cart-line').filter({ hasText: macbook.name });
  await expect(line).toContainText('Memoria RAM: 16 GB de memoria unificada');
  await expect(line).not.toContainText('ram-16gb-unified');
  await expect(line.getByTestId('line-unit-price')).toHaveText('AR$ 2.299.999,00');
  await expect(page.locator('[data-testid="cart-total"][data-currency="ARS"]')).toContainText('AR$ 4.599.998,00');

  // Paid with the demo card the dialog comes with.
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  // Pickup (free) at the checkout's first step.
  const step = page.getByRole('dialog', { name: 'Entrega' });
  await step.getByRole('radio', { name: /Retiro en la tienda/ }).check();
  await step.getByRole('button', { name: 'Continuar al pago' }).click();
  const dialog = page.getByRole('dialog');
  const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders'));
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as StoredOrder;
  // The confirmation page names the configuration too.
  await expect(page).toHaveURL(`/mis-pedidos/${id}?confirmado=1`);
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible();
  await expect(page.getByTestId('order-line')).toContainText('Memoria RAM: 16 GB de memoria unificada');

  // The order as the server stored it.
  const stored = await request.get(`/api/orders/${id}`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(stored.status()).toBe(200);
  const order = (await stored.json()) as StoredOrder;
  const unitCents = Math.round(macbook.basePrice * 100) + option.priceIncrement * 100;
  expect(order.lines).toEqual([
    expect.objectContaining({
      selectedOptions: { ram: 'ram-16gb-unified' },
      optionNames: { ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' } },
      quantity: 2,
      unitPriceCents: unitCents,
      lineTotalCents: unitCents * 2,
    }),
  ]);
  expect(order.totals).toEqual([expect.objectContaining({ currency: 'ARS', cents: 459_999_800 })]);

  // Mis pedidos names the option too, in the shopper's language.
  await gotoReady(page, `/mis-pedidos/${id}`);
  await expect(page.getByTestId('order-line')).toContainText('16 GB de memoria unificada');
  await expect(page.getByTestId('order-line')).not.toContainText('ram-16gb-unified');
  await gotoReady(page, `/mis-pedidos/${id}?lng=en`);
  await expect(page.getByTestId('order-line')).toContainText('16 GB unified memory');
});

test('an option that does not fit the current choice is disabled with its reason', async ({ page, request }) => {
  const token = await apiToken(request, SUPERADMIN.email, SUPERADMIN.password);
  const { products } = await listProducts(request, { limit: '1' });
  const name = `PC ${uniqueWord('Torre')}`;
  const created = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: name,
      basePrice: 1000,
      currency: 'USD',
      stock: 3,
      category: 'Laptops',
      variantType: 'CONFIGURABLE',
      images: products[0]!.images.slice(0, 1),
      features: {
        processor: {
          selectedComponent: { category: 'processor', name: 'AMD Ryzen 5 9600X', tdpW: 65 },
          options: [{ id: 'ryzen-9-9950x', name: 'AMD Ryzen 9 9950X', tdpW: 170, priceIncrement: 400 }],
        },
        gpu: {
          selectedComponent: { category: 'gpu', name: 'AMD Radeon Graphics', kind: 'integrated' },
          options: [
            { id: 'rtx-4070-super', name: 'GeForce RTX 4070 SUPER', kind: 'dedicated', tdpW: 220, priceIncrement: 600 },
          ],
        },
        powerSupply: { selectedComponent: { category: 'powerSupply', name: 'Fuente 550 W', wattage: 550 } },
      },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await gotoReady(page, `/producto/${id}`);
  const processors = page.getByRole('group', { name: 'Procesador' });
  const ryzen9 = processors.getByRole('radio', { name: /AMD Ryzen 9 9950X/ });
  await expect(ryzen9).toBeEnabled();
  await (
    await hydrated(page.getByRole('group', { name: 'Tarjeta gráfica' }).getByRole('radio', { name: /RTX 4070/ }))
  ).check();
  await expect(page).toHaveURL(/opciones=gpu:rtx-4070-super/);
  // 1.3 × (170 W + 220 W) + 150 W = 657 W: more than the 550 W supply gives.
  await expect(ryzen9).toBeDisabled();
  await expect(processors).toContainText('La fuente de 550 W no alcanza: esta configuración necesita al menos 657 W');
  await expect(price(page)).toHaveText('US$ 1.600,00');
});

test('the seeded desktop refuses a graphics card its power supply cannot feed, says why, and takes it once a bigger supply is chosen; the address reopens the choice', async ({
  page,
  request,
}) => {
  const desktop = await seededDesktop(request);

  await gotoReady(page, `/producto/${desktop.id}`);
  const cards = page.getByRole('group', { name: 'Tarjeta gráfica' });
  const rtx4070 = cards.getByRole('radio', { name: /RTX 4070 SUPER/ });
  await expect(rtx4070).toBeDisabled();
  await expect(cards).toContainText('La fuente de 550 W no alcanza');
  const before = await price(page).textContent();

  const supplies = page.getByRole('group', { name: 'Fuente de alimentación' });
  await (await hydrated(supplies.getByRole('radio', { name: /RM750e/ }))).check();
  await expect(rtx4070).toBeEnabled();
  await rtx4070.check();
  await expect(page).toHaveURL(/opciones=gpu:geforce-rtx-4070-super,powerSupply:corsair-rm750e/);
  await expect(price(page)).not.toHaveText(before ?? '');

  // The address alone reopens the same configuration, in English too, with the reason in English.
  await gotoReady(page, `${new URL(page.url()).pathname}${new URL(page.url()).search}&lng=en`);
  await expect(
    page.getByRole('group', { name: 'Graphics card' }).getByRole('radio', { name: /RTX 4070 SUPER/ }),
  ).toBeChecked();
  await expect(page.getByRole('group', { name: 'Power supply' }).getByRole('radio', { name: /RM750e/ })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Power supply' }).locator('label').filter({ hasText: 'RM750e' }),
  ).toContainText('Your choice');
  await gotoReady(page, `/producto/${desktop.id}?lng=en`);
  await expect(page.getByRole('group', { name: 'Graphics card' })).toContainText('The 550 W power supply');
});
