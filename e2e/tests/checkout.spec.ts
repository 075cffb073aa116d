import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoReady, registerAccount, serverReadyAtOnce, signInThroughPage, uniqueEmail } from './accounts';
import { seriousAxeViolations } from './axe';
import { hydrated } from './hydration';
import { createProduct, setStock, uniqueWord, type OwnProduct } from './shop-products';

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

/** A new shopper, signed in through the page. */
async function signInShopper(page: Page, testInfo: Parameters<typeof uniqueEmail>[1]) {
  const account = await registerAccount(page.request, 'Compradora E2E', uniqueEmail('checkout', testInfo));
  await signInThroughPage(page, account.email, account.password);
  return account;
}

/** Adds from the product's detail page, `quantity` units at once. */
async function addFromDetail(page: Page, product: OwnProduct, quantity = 1) {
  await gotoReady(page, `/producto/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  if (quantity !== 1) await (await hydrated(page.getByLabel('Cantidad', { exact: true }))).fill(String(quantity));
  await (await hydrated(page.getByRole('button', { name: 'Agregar al carrito' }))).click();
}

/** The checkout's first step: pickup at the shop (free, so a US$ cart stays in US$). */
async function choosePickup(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Entrega' });
  await dialog.getByRole('radio', { name: /Retiro en la tienda/ }).check();
  await dialog.getByRole('button', { name: 'Continuar al pago' }).click();
}

async function openCart(page: Page) {
  await gotoReady(page, '/carrito');
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
  // The server's check of prices and stock has answered.
  await expect(page.getByText('Comprobando precios y stock...')).toBeHidden();
}

test('adding from a card and from the detail page: the badge counts, stock caps, two currencies give two totals', async ({
  page,
  request,
}, testInfo) => {
  const word = uniqueWord('Auri');
  const dollars = await createProduct(request, {
    name: `Auricular ${word}`,
    basePrice: 19.99,
    currency: 'USD',
    stock: 3,
  });
  const pesos = await createProduct(request, {
    name: `Parlante ${uniqueWord('Parl')}`,
    basePrice: 150000,
    currency: 'ARS',
    stock: 5,
  });
  await signInShopper(page, testInfo);

  // From a card of the catalogue.
  await gotoReady(page, `/productos?search=${word}`);
  const card = page.getByTestId('product-card').filter({ hasText: dollars.name });
  await (await hydrated(card.getByRole('button', { name: 'Agregar al carrito' }))).click();
  await expect(page.getByText('Producto agregado al carrito').first()).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // From the detail page, two at once.
  await addFromDetail(page, pesos, 2);
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  // 2 in the cart + 4 more is above the stock of 5: the message, and the cart unchanged.
  await (await hydrated(page.getByLabel('Cantidad', { exact: true }))).fill('4');
  await page.getByRole('button', { name: 'Agregar al carrito' }).click();
  await expect(page.getByText('Solo hay 5 unidades disponibles')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await openCart(page);
  const totals = page.getByTestId('cart-total');
  await expect(totals).toHaveCount(2);
  await expect(page.locator('[data-testid="cart-total"][data-currency="ARS"]')).toContainText('AR$ 300.000,00');
  await expect(page.locator('[data-testid="cart-total"][data-currency="USD"]')).toContainText('US$ 19,99');

  // Minus is off at 1; plus stops at the stock.
  const dollarLine = page.getByTestId('cart-line').filter({ hasText: dollars.name });
  await expect(dollarLine.getByRole('button', { name: `Quitar una unidad de ${dollars.name}` })).toBeDisabled();
  const plus = dollarLine.getByRole('button', { name: `Agregar una unidad de ${dollars.name}` });
  await plus.click();
  await plus.click();
  await expect(dollarLine.getByTestId('line-quantity')).toHaveText('3');
  await expect(plus).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('5');
  await expect(page.locator('[data-testid="cart-total"][data-currency="USD"]')).toContainText('US$ 59,97');

  // Removing a line says so.
  await dollarLine.getByRole('button', { name: `Eliminar ${dollars.name} del carrito` }).click();
  await expect(page.getByText('Producto eliminado del carrito')).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveCount(1);
});

test('clearing the cart asks first', async ({ page, request }, testInfo) => {
  const product = await createProduct(request, {
    name: `Cable ${uniqueWord('Cab')}`,
    basePrice: 10,
    currency: 'USD',
    stock: 5,
  });
  await signInShopper(page, testInfo);
  await addFromDetail(page, product);
  await openCart(page);

  await page.getByRole('button', { name: 'Vaciar carrito' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('¿Vaciar el carrito?');
  await question.getByRole('button', { name: 'Cancelar' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);

  await page.getByRole('button', { name: 'Vaciar carrito' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Carrito vaciado')).toBeVisible();
  await expect(page.getByText('Tu carrito está vacío')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/productos');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
});

test('paying: each invalid field says why, a valid card places the order, the card never leaves the browser', async ({
  page,
  request,
}, testInfo) => {
  // Three axe scans and a 2 s payment on a busy 2-core machine.
  test.setTimeout(90_000);
  const product = await createProduct(request, {
    name: `Mouse ${uniqueWord('Mou')}`,
    basePrice: 25.5,
    currency: 'USD',
    stock: 4,
  });
  await signInShopper(page, testInfo);
  await addFromDetail(page, product, 2);
  await openCart(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Every request from here on is searched for the card (the CVV's 3 digits could occur in any id).
  const bodies: string[] = [];
  page.on('request', (sent) => bodies.push(`${sent.url()} ${JSON.stringify(sent.headers())} ${sent.postData() ?? ''}`));

  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  await choosePickup(page);
  // The dialog's title (its accessible name) follows its state: paying, processing, success.
  const dialog = page.getByRole('dialog');
  await expect(page.getByRole('dialog', { name: 'Pago con tarjeta' })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Modo demostración');
  const cardNumber = dialog.getByLabel('Número de tarjeta');
  const expiry = dialog.getByLabel('Fecha de vencimiento');
  const cvv = dialog.getByLabel('CVV');
  await expect(cardNumber).toHaveValue('4242 4242 4242 4242');
  expect(await seriousAxeViolations(page)).toEqual([]);
  const pay = dialog.getByRole('button', { name: 'Pagar' });
  const errors = dialog.getByTestId('payment-errors');

  await cardNumber.fill('5555 6666 7777');
  await pay.click();
  await expect(errors).toContainText('Error de validación');
  await expect(errors).toContainText('El número de tarjeta debe tener 16 dígitos');

  // Typed digit by digit: grouped in fours, never more than 16 digits.
  await cardNumber.fill('');
  await cardNumber.pressSequentially('55556666777788889999');
  await expect(cardNumber).toHaveValue('5555 6666 7777 8888');

  await expiry.fill('');
  await expiry.pressSequentially('1330');
  await expect(expiry).toHaveValue('13/30');
  await pay.click();
  await expect(errors).toHaveText(/La fecha de vencimiento debe tener el formato MM\/AA, con un mes entre 01 y 12/);
  await expiry.fill('01/20');
  await pay.click();
  await expect(errors).toContainText('La tarjeta está vencida');
  await expiry.fill('12/30');

  await cvv.fill('12');
  await pay.click();
  await expect(errors).toContainText('El CVV debe tener exactamente 3 dígitos');
  await cvv.fill('987');

  const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders'));
  await pay.click();
  await expect(dialog.getByText('Procesando pago...')).toBeVisible();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const { id } = (await answer.json()) as { id: string };
  // The order's own confirmation page, not a dialog over the emptied cart.
  await expect(page).toHaveURL(`/mis-pedidos/${id}?confirmado=1`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: '¡Pago exitoso!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(id.slice(0, 8).toUpperCase());
  expect(bodies.some((body) => body.includes('/api/orders'))).toBe(true);
  for (const body of bodies) {
    expect(body).not.toContain('5555666677778888');
    expect(body).not.toContain('5555 6666 7777 8888');
    expect(body).not.toContain('12/30');
  }

  await page.getByTestId('order-confirmation').getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // The order, from the user menu.
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Mis pedidos' }).click();
  await expect(page).toHaveURL('/mis-pedidos');
  const order = page.getByTestId('order-card').first();
  await expect(order).toContainText(product.name);
  await expect(order.getByTestId('order-status')).toContainText('Pagado');
  await expect(order.getByTestId('order-total')).toContainText('US$ 51,00');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await order.getByRole('link', { name: /Ver el detalle del pedido/ }).click();
  await expect(page).toHaveURL(/\/mis-pedidos\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('order-line')).toContainText(product.name);
  await expect(page.getByTestId('order-line')).toContainText('Cantidad: 2');

  // The stock on the product's page is lower by what was bought.
  await gotoReady(page, `/producto/${product.id}`);
  await expect(page.getByText('En stock (2 disponibles)')).toBeVisible();
});

test('a product that sold out while it sat in the cart is refused with its line named, and the cart is kept', async ({
  page,
  request,
}, testInfo) => {
  const product = await createProduct(request, {
    name: `Lámpara ${uniqueWord('Lam')}`,
    basePrice: 30,
    currency: 'USD',
    stock: 2,
  });
  await signInShopper(page, testInfo);
  await addFromDetail(page, product);
  await openCart(page);

  await setStock(request, product.id, 0);
  await page.getByRole('button', { name: 'Proceder al pago' }).click();
  await choosePickup(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Pagar' }).click();
  await expect(dialog.getByText('Error en el pago')).toBeVisible();
  await expect(dialog.getByTestId('refused-lines')).toHaveText(`${product.name}: sin stock`);

  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  // Still in the cart, checked again: flagged, and checkout stays closed until it is removed.
  const line = page.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(line.getByTestId('line-notice')).toHaveText('Sin stock: quítalo del carrito para poder pagar.');
  await expect(page.getByRole('button', { name: 'Proceder al pago' })).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test(
  'a cart line: on a phone its quantity, remove button and total share one row, the stock’s reason under them',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const product = await createProduct(request, {
      name: `Funda ${uniqueWord('Fila')}`,
      basePrice: 1_234_567.89,
      currency: 'ARS',
      stock: 1,
    });
    await signInShopper(page, testInfo);
    await gotoReady(page, `/producto/${product.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await (await hydrated(page.getByRole('button', { name: 'Agregar al carrito' }).first())).click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await openCart(page);
    const line = page.getByTestId('cart-line').filter({ hasText: product.name });
    const stepper = line.getByRole('group', { name: `Cantidad de ${product.name}` });
    const remove = line.getByRole('button', { name: `Eliminar ${product.name} del carrito` });
    const total = line.getByTestId('line-total');
    const reason = line.getByTestId('line-stock-limit');
    await expect(reason).toHaveText('Solo hay 1 unidad disponible');
    const box = async (part: Locator) => (await part.boundingBox())!;
    const [group, bin, sum, note] = [await box(stepper), await box(remove), await box(total), await box(reason)];
    const middle = (of: typeof group) => of.y + of.height / 2;
    const width = page.viewportSize()!.width;
    if (width < 640) {
      // One row: stepper on the left, then the remove button, the total at the right edge.
      expect(Math.abs(middle(bin) - middle(group))).toBeLessThan(4);
      expect(Math.abs(middle(sum) - middle(group))).toBeLessThan(4);
      expect(bin.x).toBeGreaterThanOrEqual(group.x + group.width);
      expect(sum.x).toBeGreaterThanOrEqual(bin.x + bin.width);
      expect(sum.x + sum.width).toBeLessThanOrEqual(width);
      expect(bin.height).toBeGreaterThanOrEqual(40);
    } else {
      // Wider: a column at the line's right, the total under the stepper.
      expect(sum.y).toBeGreaterThanOrEqual(group.y + group.height);
    }
    // The reason is right under the stepper.
    expect(note.y).toBeGreaterThanOrEqual(group.y + group.height);
    expect(note.y - (group.y + group.height)).toBeLessThan(16);
  },
);

/** A signed-in shopper with five lines of products of the test's own: on a phone the summary starts below the screen. */
async function fiveLineCart(
  page: Page,
  request: APIRequestContext,
  testInfo: Parameters<typeof uniqueEmail>[1],
  prefix: string,
): Promise<OwnProduct[]> {
  const word = uniqueWord(prefix);
  const products = await Promise.all(
    [1, 2, 3, 4, 5].map((n) =>
      createProduct(request, { name: `Cable ${word} ${n}`, basePrice: 1_000 * n, currency: 'ARS', stock: 5 }),
    ),
  );
  await signInShopper(page, testInfo);
  await page.evaluate(
    (lines) => localStorage.setItem('cart', JSON.stringify(lines)),
    products.map((product, index) => ({
      id: product.id,
      name: product.name,
      price: 1_000 * (index + 1),
      currency: 'ARS',
      image: '',
      stock: 5,
      category: 'Accesorios',
      selectedOptions: {},
      quantity: 1,
    })),
  );
  return products;
}

test(
  'on a phone a bar keeps the total and the way to pay in sight while the summary is below, and covers nothing',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    await fiveLineCart(page, request, testInfo, 'Barra');
    await openCart(page);
    const bar = page.getByTestId('cart-checkout-bar');
    if (page.viewportSize()!.width >= 1024) {
      // Wide, the summary sits beside the lines, in sight: no bar.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Total');
    await expect(bar).toContainText('AR$ 15.000,00');
    await expect(page.getByTestId('cart-total')).toContainText('AR$ 15.000,00');
    // Above the phone's navigation bar, not over it.
    const [barBox, navBox] = [(await bar.boundingBox())!, (await page.getByTestId('bottom-bar').boundingBox())!];
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    // The summary in sight: the bar goes, so it covers neither the summary nor what follows it.
    await page.getByRole('complementary', { name: 'Resumen del pedido' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    // Its button is the summary's: it opens the checkout.
    await bar.getByRole('button', { name: 'Proceder al pago' }).click();
    await expect(page.getByRole('dialog', { name: 'Entrega' })).toBeVisible();
  },
);

test(
  'on a phone the bar of a cart that cannot be paid says why in two lines at most, and a tap shows the summary’s reason',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const products = await fiveLineCart(page, request, testInfo, 'Motivo');
    // Sold out since it was added: the server's check flags its line, and the checkout stops.
    await setStock(request, products[0]!.id, 0);
    await openCart(page);
    const reasonText = 'Quita los productos que no están disponibles para poder pagar.';
    const summaryReason = page.getByTestId('checkout-reason');
    await expect(summaryReason).toHaveText(reasonText);
    const bar = page.getByTestId('cart-checkout-bar');
    if (page.viewportSize()!.width >= 1024) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    const checkout = bar.getByRole('button', { name: 'Proceder al pago' });
    await expect(checkout).toBeDisabled();
    // Said on the bar, in the summary's words, and named by its button for screen readers.
    const reason = bar.getByTestId('cart-checkout-bar-reason');
    await expect(reason).toHaveText(reasonText);
    await expect(checkout).toHaveAccessibleDescription(reasonText);
    // Short: two lines of its small text at most, above the phone's navigation bar.
    const lineHeight = await reason.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect((await reason.boundingBox())!.height).toBeLessThanOrEqual(2 * lineHeight + 1);
    const [barBox, navBox] = [(await bar.boundingBox())!, (await page.getByTestId('bottom-bar').boundingBox())!];
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(navBox.y + 1);
    // A tap brings the summary's reason into view (and the bar, no longer needed, goes).
    await reason.click();
    await expect(summaryReason).toBeInViewport();
    await expect(summaryReason).toBeFocused();
    await expect(bar).toBeHidden();
  },
);
