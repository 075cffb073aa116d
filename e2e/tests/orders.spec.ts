import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  SUPERADMIN,
  apiToken,
  gotoReady,
  registerAccount,
  serverReadyAtOnce,
  signInThroughPage,
  submitLogin,
  uniqueEmail,
} from './accounts';
import { listProducts } from './api';
import { hydrated } from './hydration';
import { changeProduct, createProduct, uniqueWord } from './shop-products';

/**
 * After paying (issue 21): the order's confirmation page, 'Mis pedidos' with pictures, an order's
 * page with its status history, and 'Comprar de nuevo'.
 */

test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

/**
 * A seeded picture the server already serves: it draws them in the background after starting,
 * so early in a run some are not there yet (and a page shows the placeholder instead).
 */
async function drawnImage(request: APIRequestContext): Promise<string> {
  const { products } = await listProducts(request, { limit: '50' });
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const product of products) {
          const image = product.images[0]!;
          if ((await request.get(image.replace(/\.webp$/, '-800w.webp'))).ok()) return (found = image);
        }
        return undefined;
      },
      { timeout: 60_000 },
    )
    .toBeDefined();
  return found!;
}

/** Every picture in the locator has loaded a real image (not the placeholder, not broken). */
async function expectPictures(pictures: Locator, count: number) {
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await picture.getAttribute('src')).not.toContain('placeholder');
  }
}

/** A button or link a thumb can hit: at least 44 px tall (and, on a phone, the content's width). */
async function expectFullSize(target: Locator, page: Page) {
  const box = (await target.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  if (page.viewportSize()!.width < 640) expect(box.width).toBeGreaterThanOrEqual(300);
}

test(
  'after paying, the confirmation page with the order number survives a reload, and is its buyer’s only',
  { tag: '@layout' },
  async ({ page, browser, request }, testInfo) => {
    const product = await createProduct(request, {
      name: `Teclado ${uniqueWord('Tec')}`,
      basePrice: 42.5,
      currency: 'USD',
      stock: 5,
      images: [await drawnImage(request)],
    });
    const account = await registerAccount(page.request, 'Compradora E2E', uniqueEmail('orders', testInfo));
    await signInThroughPage(page, account.email, account.password);
    await gotoReady(page, `/producto/${product.id}`);
    await (await hydrated(page.getByLabel('Cantidad', { exact: true }))).fill('2');
    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await gotoReady(page, '/carrito');
    await expect(page.getByText('Comprobando precios y stock...')).toBeHidden();

    await page.getByRole('button', { name: 'Proceder al pago' }).click();
    // The checkout's first step: pickup (free), so the US$ order stays in US$.
    const step = page.getByRole('dialog', { name: 'Entrega' });
    await step.getByRole('radio', { name: /Retiro en la tienda/ }).check();
    await step.getByRole('button', { name: 'Continuar al pago' }).click();
    const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders'));
    await page.getByRole('dialog').getByRole('button', { name: 'Pagar' }).click();
    const { id } = (await (await placed).json()) as { id: string };
    const number = id.slice(0, 8).toUpperCase();

    const confirmationShown = async () => {
      await expect(page).toHaveURL(`/mis-pedidos/${id}?confirmado=1`);
      const confirmation = page.getByTestId('order-confirmation');
      await expect(confirmation.getByRole('heading', { level: 1 })).toHaveText('¡Pago exitoso!');
      await expect(page.getByTestId('order-number')).toHaveText(number);
      await expect(confirmation).toContainText('Qué sigue');
      // A pickup order is not sent out: the next step says it will be ready to pick up.
      await expect(confirmation).toContainText('te avisamos por correo cuando esté listo para retirar');
      await expect(confirmation).not.toContainText('lo despachamos');
      // Where and when to pick it up: the shop's address and hours as they were when it was placed.
      await expect(page.getByTestId('order-pickup-address')).toHaveText(
        'Retiras en: Av. Corrientes 1234, C1043AAZ, Ciudad Autónoma de Buenos Aires',
      );
      await expect(page.getByTestId('order-pickup-hours')).toHaveText(
        'Horario de retiro: Lunes a viernes de 10 a 18 h',
      );
      const line = page.getByTestId('order-line');
      await expect(line).toContainText(product.name);
      await expect(line).toContainText('Cantidad: 2');
      await expectPictures(line.locator('img'), 1);
      await expect(page.getByTestId('order-total')).toHaveText(/US\$ 85,00/);
      await expect(page.getByTestId('history-entry')).toHaveCount(1);
      await expect(page.getByTestId('history-entry')).toContainText('Pagado');
      for (const name of ['Volver al inicio', 'Ver mis pedidos']) {
        await expectFullSize(confirmation.getByRole('link', { name }), page);
      }
    };
    await confirmationShown();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`confirmation-${testInfo.project.name}.png`), fullPage: true });

    await page.reload();
    await confirmationShown();

    if (testInfo.project.name !== 'desktop') return;
    // In English the order shows the English twins the shop gave for it, not the Spanish texts.
    await gotoReady(page, `/mis-pedidos/${id}?lng=en`);
    await expect(page.getByTestId('order-pickup-address')).toHaveText(
      'Pick it up at: Av. Corrientes 1234, C1043AAZ, Autonomous City of Buenos Aires',
    );
    await expect(page.getByTestId('order-pickup-hours')).toHaveText('Pickup hours: Monday to Friday, 10 am to 6 pm');
    // A guest is asked to sign in; another account is told there is no such order.
    const guest = await browser.newContext();
    const guestPage = await guest.newPage();
    await serverReadyAtOnce(guestPage);
    await gotoReady(guestPage, `/mis-pedidos/${id}?confirmado=1`);
    await expect(guestPage).toHaveURL(/\/auth$/);
    const other = await registerAccount(guestPage.request, 'Otra E2E', uniqueEmail('orders-other', testInfo));
    await submitLogin(guestPage, other.email, other.password);
    await expect(guestPage).toHaveURL(`/mis-pedidos/${id}?confirmado=1`);
    await expect(guestPage.getByRole('alert')).toContainText('Pedido no encontrado');
    await expect(guestPage.getByTestId('order-number')).toHaveCount(0);
    await expect(guestPage.getByText(product.name)).toHaveCount(0);
    await guest.close();
  },
);

test('Mis pedidos shows pictures; an order’s page shows its history, and Comprar de nuevo refills the cart saying what changed', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the layout cases are in the confirmation test');
  const images = [await drawnImage(request)];
  const repriced = await createProduct(request, {
    name: `Monitor ${uniqueWord('Mon')}`,
    basePrice: 100,
    currency: 'USD',
    stock: 6,
    images,
  });
  const scarce = await createProduct(request, {
    name: `Webcam ${uniqueWord('Cam')}`,
    basePrice: 30,
    currency: 'USD',
    stock: 4,
    images,
  });
  const account = await registerAccount(page.request, 'Recompra E2E', uniqueEmail('buy-again', testInfo));
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${account.token}`, 'idempotency-key': `e2e-${uniqueWord('k')}` },
    data: {
      items: [
        { productId: repriced.id, quantity: 2 },
        { productId: scarce.id, quantity: 2 },
      ],
    },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: string };
  const staff = await apiToken(request, SUPERADMIN.email, SUPERADMIN.password);
  for (const data of [{ status: 'preparing' }, { status: 'shipped', carrier: 'Andreani', trackingCode: 'AND-1' }]) {
    const moved = await request.patch(`/api/orders/${id}/status`, {
      headers: { authorization: `Bearer ${staff}` },
      data,
    });
    expect(moved.status()).toBe(200);
  }
  // Since then: one price went up, and only one webcam is left.
  await changeProduct(request, repriced.id, { basePrice: 120 });
  await changeProduct(request, scarce.id, { stock: 1 });

  await signInThroughPage(page, account.email, account.password);
  await gotoReady(page, '/mis-pedidos');
  const card = page.getByTestId('order-card').filter({ hasText: id.slice(0, 8).toUpperCase() });
  await expect(card.getByTestId('order-status')).toContainText('Enviado');
  await expect(card).toContainText(/Realizado el \d+ de \w+ de \d{4}/);
  await expect(card.getByTestId('order-total')).toHaveText(/US\$ 260,00/);
  await expect(card.getByTestId('order-card-line')).toHaveText([`2 × ${repriced.name}`, `2 × ${scarce.name}`]);
  await expectPictures(card.getByTestId('order-card-line').locator('img'), 2);
  await page.screenshot({ path: testInfo.outputPath('orders-desktop.png'), fullPage: true });

  await card.getByRole('link', { name: /Ver el detalle del pedido/ }).click();
  await expect(page).toHaveURL(`/mis-pedidos/${id}`);
  await expect(page.getByTestId('history-entry')).toHaveText([
    /^Pagado.*\d{4}/,
    /^En preparación.*\d{4}/,
    /^Enviado.*\d{4}/,
  ]);
  await expectPictures(page.getByTestId('order-line').locator('img'), 2);

  await (await hydrated(page.getByRole('button', { name: 'Comprar de nuevo' }))).click();
  const result = page.getByTestId('buy-again-result');
  await expect(result).toContainText('Agregamos 3 unidades a tu carrito.');
  // Brought into view, whatever the screen: the answer comes below the button.
  await expect(result).toBeInViewport();
  await expect(result.getByTestId('buy-again-changes').locator('li')).toHaveText([
    `${repriced.name}: ahora cuesta US$ 120,00 (pagaste US$ 100,00).`,
    `${scarce.name}: agregamos 1 de 2: es el stock disponible.`,
  ]);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.screenshot({ path: testInfo.outputPath('order-desktop.png'), fullPage: true });

  await result.getByRole('link', { name: 'Ir al carrito' }).click();
  await expect(page).toHaveURL('/carrito');
  await expect(page.getByText('Comprobando precios y stock...')).toBeHidden();
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: repriced.name }).getByTestId('line-quantity')).toHaveText('2');
  await expect(lines.filter({ hasText: repriced.name }).getByTestId('line-unit-price')).toHaveText('US$ 120,00');
  await expect(lines.filter({ hasText: scarce.name }).getByTestId('line-quantity')).toHaveText('1');
  await expect(page.locator('[data-testid="cart-total"][data-currency="USD"]')).toContainText('US$ 270,00');
});
