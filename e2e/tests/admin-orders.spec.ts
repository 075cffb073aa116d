import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  SUPERADMIN,
  apiToken,
  gotoReady,
  registerAccount,
  saveAddress,
  serverReadyAtOnce,
  signInThroughPage,
  uniqueEmail,
} from './accounts';
import { createProduct, uniqueWord } from './shop-products';

/**
 * The orders desk (issue 23): staff find an order by its number, prepare it and ship it with a
 * tracking code, and the shopper's 'Mis pedidos' shows it shipped; a step from a stale page is
 * refused with a clear message and the page shows the order as it now is.
 */

test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

async function placeOrder(request: APIRequestContext, testInfo: Parameters<typeof uniqueEmail>[1]) {
  const product = await createProduct(request, {
    name: `Auriculares ${uniqueWord('Desk')}`,
    // A price as long as the shop's laptops': the desk's total must still fit one line.
    basePrice: 1924999.5,
    currency: 'ARS',
    stock: 5,
  });
  const shopper = await registerAccount(request, 'Clara Mostrador', uniqueEmail('desk', testInfo));
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${shopper.token}`, 'idempotency-key': `e2e-${uniqueWord('k')}` },
    data: { items: [{ productId: product.id, quantity: 2 }] },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: string; number: string };
  return { order, shopper, product };
}

async function screenshot(page: Page, path: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path, fullPage: true });
}

test(
  'staff find an order by its number, prepare and ship it; the shopper sees it shipped',
  { tag: '@layout' },
  async ({ page, browser }, testInfo) => {
    const { order, shopper, product } = await placeOrder(page.request, testInfo);
    await signInThroughPage(page, SUPERADMIN.email, SUPERADMIN.password);
    await gotoReady(page, '/admin/pedidos');
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();

    await page.getByTestId('desk-search').fill(`#${order.number}`);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/pedidos\\?q=%23${order.number}$`));
    const row = page.getByTestId('desk-order');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`#${order.number}`);
    await expect(row).toContainText('Clara Mostrador');
    await expect(row).toContainText(shopper.email);
    await expect(row).toContainText('AR$ 3.849.999,00');
    // One line, as on a phone: 'AR$' never stands above its figures.
    const total = row.getByTestId('desk-order-total');
    expect(
      await total.evaluate((element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
    ).toBeLessThan(1.5);
    await expect(row.getByTestId('desk-status-badge').first()).toHaveText(/Pagado/);
    await expect(page.getByTestId('desk-export')).toHaveAttribute(
      'href',
      `/api/orders/export.csv?q=%23${order.number}`,
    );
    await screenshot(page, testInfo.outputPath('desk-list-es.png'));

    await row.getByRole('link').click();
    await expect(page).toHaveURL(`/admin/pedidos/${order.id}`);
    await expect(page.getByTestId('desk-lines')).toContainText(product.name);
    // The line's long total stands beside the name on a desktop and under it on a phone, never
    // squeezing the two-word name into a word a line.
    const lineName = page.getByTestId('desk-line-name');
    expect(
      await lineName.evaluate((element) => element.clientHeight / parseFloat(getComputedStyle(element).lineHeight)),
    ).toBeLessThan(2.5);
    await expect(page.getByTestId('desk-payment-reference')).toHaveText(/^SIM-[0-9A-F]{16}$/);

    await page.getByTestId('desk-action-preparing').click();
    await expect(page.getByTestId('desk-notice-done')).toHaveText('Listo: el pedido está «En preparación».');
    await expect(page.getByTestId('desk-order-status')).toHaveText(/En preparación/);

    await page.getByTestId('desk-action-shipped').click();
    await page.getByLabel('Empresa de transporte').fill('Andreani');
    await page.getByLabel('Código de seguimiento').fill('AND-77-E2E');
    await page.getByTestId('desk-confirm').click();
    await expect(page.getByTestId('desk-order-status')).toHaveText(/Enviado/);
    await expect(page.getByTestId('desk-tracking')).toContainText('Andreani · AND-77-E2E');
    // What the buyer was told, oldest first: the confirmation, then the shipping mail, each sent by
    // the mail worker (the card asks again while one waits).
    const mails = page.getByTestId('desk-mail');
    await expect(mails).toHaveCount(2);
    await expect(mails.nth(0)).toContainText(`Recibimos tu pedido ${order.number}`);
    await expect(mails.nth(1)).toContainText(`Tu pedido ${order.number} está en camino`);
    await expect(mails.nth(1)).toContainText(`A ${shopper.email}`);
    await expect(mails.nth(1)).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
    await expect(mails).toContainText([/Enviado el /, /Enviado el /]);
    await expect(page.getByTestId('desk-history-entry')).toHaveText([
      /^Enviado.*· por /,
      /^En preparación.*· por /,
      /^Pagado.*al hacer el pedido/,
    ]);
    // The buyer did not get the shipping mail: staff send it again, word for word; the latest mail
    // of each kind offers it once it went.
    const resend = page.getByTestId('desk-mail-resend');
    await expect(resend).toHaveCount(2);
    await page.getByRole('button', { name: `Reenviar «Tu pedido ${order.number} está en camino»` }).click();
    // The notice says it will go (the outbox may send it before the list is asked again), then that it went.
    const resendNotice = page.getByTestId('desk-mails').getByRole('status');
    await expect(resendNotice).toHaveText(
      new RegExp(
        `^Listo: «Tu pedido ${order.number} está en camino» se (volverá a enviar en unos instantes|ha vuelto a enviar)\\.$`,
      ),
    );
    await expect(mails).toHaveCount(3);
    await expect(mails.nth(2)).toContainText(`Tu pedido ${order.number} está en camino`);
    await expect(mails.nth(2)).toHaveAttribute('data-status', 'sent', { timeout: 15_000 });
    await expect(resendNotice).toHaveText(`Listo: «Tu pedido ${order.number} está en camino» se ha vuelto a enviar.`);
    await expect(resend).toHaveCount(2);
    await screenshot(page, testInfo.outputPath('desk-order-es.png'));

    // The same pages in English, for the screenshots.
    await page.goto(`/admin/pedidos/${order.id}?lng=en`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('desk-order-status')).toHaveText(/Shipped/);
    await expect(page.getByTestId('desk-mails')).toContainText(/Mails to the customer.*Sent on /);
    await screenshot(page, testInfo.outputPath('desk-order-en.png'));
    await page.goto(`/admin/pedidos?q=%23${order.number}&lng=en`, { waitUntil: 'domcontentloaded' });
    await expect(page.getByTestId('desk-order')).toHaveCount(1);
    await screenshot(page, testInfo.outputPath('desk-list-en.png'));

    const shopperContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const shopperPage = await shopperContext.newPage();
    await serverReadyAtOnce(shopperPage);
    await signInThroughPage(shopperPage, shopper.email, shopper.password);
    await gotoReady(shopperPage, '/mis-pedidos?lng=es');
    const card = shopperPage.getByTestId('order-card').filter({ hasText: order.number });
    await expect(card.getByTestId('order-status')).toContainText('Enviado');
    await shopperContext.close();
  },
);

test('a step from a page another person made stale is refused, and the page shows the order as it is', async ({
  page,
}, testInfo) => {
  const { order } = await placeOrder(page.request, testInfo);
  await signInThroughPage(page, SUPERADMIN.email, SUPERADMIN.password);
  await gotoReady(page, `/admin/pedidos/${order.id}`);
  await expect(page.getByTestId('desk-order-status')).toHaveText(/Pagado/);

  // Another member of staff prepares it meanwhile.
  const staff = await apiToken(page.request, SUPERADMIN.email, SUPERADMIN.password);
  const moved = await page.request.patch(`/api/orders/${order.id}/status`, {
    headers: { authorization: `Bearer ${staff}`, 'if-match': 'W/"v1"' },
    data: { status: 'preparing' },
  });
  expect(moved.status()).toBe(200);

  await page.getByTestId('desk-action-cancelled').click();
  await page.getByLabel('Motivo de la cancelación').fill('El cliente llamó para cancelarlo');
  await page.getByTestId('desk-confirm').click();
  await expect(page.getByTestId('desk-notice-stale')).toContainText('Otra persona cambió este pedido');
  await expect(page.getByTestId('desk-order-status')).toHaveText(/En preparación/);
  await expect(page.getByTestId('desk-action-shipped')).toBeVisible();
  const stored = await page.request.get(`/api/orders/${order.id}`, { headers: { authorization: `Bearer ${staff}` } });
  expect(await stored.json()).toMatchObject({ status: 'preparing', version: 2 });
});

test('an order to deliver shows its address as the shopper wrote it, province named; a pickup order its pickup days', async ({
  page,
}, testInfo) => {
  const product = await createProduct(page.request, {
    name: `Cargador ${uniqueWord('Desk')}`,
    basePrice: 30_000,
    currency: 'ARS',
    stock: 4,
  });
  const shopper = await registerAccount(page.request, 'Tomás Domicilio', uniqueEmail('desk-address', testInfo));
  const headers = { authorization: `Bearer ${shopper.token}` };
  const addressId = await saveAddress(page.request, shopper);
  const order = async (delivery: Record<string, string>) => {
    const placed = await page.request.post('/api/orders', {
      headers: { ...headers, 'idempotency-key': `e2e-${uniqueWord('k')}` },
      data: { items: [{ productId: product.id, quantity: 1 }], delivery },
    });
    expect(placed.status()).toBe(201);
    return ((await placed.json()) as { id: string }).id;
  };
  const home = await order({ option: 'standard', addressId });
  const pickup = await order({ option: 'pickup' });

  await signInThroughPage(page, SUPERADMIN.email, SUPERADMIN.password);
  await gotoReady(page, `/admin/pedidos/${home}`);
  const delivery = page.getByTestId('desk-delivery');
  await expect(delivery).toContainText('Av. Santa Fe 1234');
  await expect(delivery).toContainText('C1425ABC Palermo, Ciudad Autónoma de Buenos Aires');
  await expect(delivery).not.toContainText('AR-C');
  await expect(delivery).toContainText('Entrega estimada');

  await gotoReady(page, `/admin/pedidos/${pickup}?lng=en`);
  await expect(delivery).toContainText('Ready for pickup');
  await expect(delivery).not.toContainText('Expected delivery');
});
