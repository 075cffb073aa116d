import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import {
  apiToken,
  gotoReady,
  registerAccount,
  signInThroughPage,
  SUPERADMIN,
  uniqueEmail,
  type Account,
} from './accounts';
import { revealLowerSections } from './hydration';
import { createProduct, uniqueWord, type OwnProduct } from './shop-products';

/**
 * Reviews from verified buyers: a buyer whose order was delivered reviews the product from its
 * page, staff approve it at /admin/resenas, and the product page and the catalogue card show the
 * stars. Orders are placed and moved through the API (the pages are what the tests look at).
 */

async function deliveredBuyer(request: APIRequestContext, testInfo: TestInfo, product: OwnProduct): Promise<Account> {
  const buyer = await registerAccount(request, 'Lucía Fernández', uniqueEmail('review', testInfo));
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${buyer.token}`, 'idempotency-key': `e2e-${uniqueWord('k')}` },
    data: { items: [{ productId: product.id, quantity: 1 }] },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: string };
  const staff = await apiToken(request, SUPERADMIN.email, SUPERADMIN.password);
  for (const data of [
    { status: 'preparing' },
    { status: 'shipped', carrier: 'Andreani', trackingCode: 'AND-7' },
    { status: 'delivered' },
  ]) {
    const moved = await request.patch(`/api/orders/${id}/status`, {
      headers: { authorization: `Bearer ${staff}` },
      data,
    });
    expect(moved.status()).toBe(200);
  }
  return buyer;
}

async function newProduct(request: APIRequestContext): Promise<OwnProduct> {
  return createProduct(request, {
    name: `Auriculares ${uniqueWord('Resena')}`,
    basePrice: 45,
    currency: 'USD',
    stock: 20,
  });
}

const shot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), timeout: 20_000 });

test('a buyer whose order was delivered reviews the product; staff approve it; the page and the card show the stars', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const product = await newProduct(request);
  const buyer = await deliveredBuyer(request, testInfo, product);
  const text = 'Muy buen sonido <b>y</b> cómodos. Más en https://example.com';

  await signInThroughPage(page, buyer.email, buyer.password);
  await gotoReady(page, `/producto/${product.id}`);
  await revealLowerSections(page);
  const reviews = page.getByTestId('reviews');
  await expect(reviews.getByText('Todavía no hay opiniones de este producto.')).toBeVisible();
  const form = reviews.getByTestId('review-form');
  await form.getByRole('radio', { name: '4 estrellas' }).check({ force: true });
  await form.getByLabel('Tu opinión').fill(text);
  await form.getByRole('button', { name: 'Enviar opinión' }).click();
  const own = reviews.getByTestId('own-review');
  await expect(own).toContainText('Pendiente de revisión');
  await expect(own).toContainText(text);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInThroughPage(staffPage, SUPERADMIN.email, SUPERADMIN.password);
  await gotoReady(staffPage, '/admin/resenas');
  const pending = staffPage.getByTestId('admin-review').filter({ hasText: product.name });
  await expect(pending).toContainText(text);
  await shot(staffPage, testInfo, 'admin-resenas');
  await pending.getByLabel('Respuesta pública').fill('¡Gracias por tu compra, Lucía!');
  await pending.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(staffPage.getByText('Respuesta guardada')).toBeVisible();
  await pending.getByRole('button', { name: 'Aprobar' }).click();
  await expect(staffPage.getByText('Reseña aprobada')).toBeVisible();
  await expect(pending).toHaveCount(0);
  await staffContext.close();

  await page.reload();
  await revealLowerSections(page);
  const shown = reviews.getByTestId('review');
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText('Compra verificada');
  await expect(shown).toContainText('Lucía');
  await expect(shown).not.toContainText('Fernández');
  // Typed HTML and addresses stay text: no bold, no link.
  await expect(shown.getByText(text)).toBeVisible();
  await expect(shown.locator('b, a')).toHaveCount(0);
  await expect(shown).toContainText('Respuesta de la tienda');
  await expect(reviews.getByTestId('rating-summary')).toContainText('4,0');
  await expect(reviews.getByTestId('rating-summary')).toContainText('1 opinión');
  await expect(reviews.getByRole('img', { name: '4 de 5 estrellas' }).first()).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'producto-resenas-es');

  await gotoReady(page, `/productos?search=${encodeURIComponent(product.name.split(' ')[1]!)}&sort=rating`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name });
  await expect(card.getByRole('img', { name: '4,0 de 5 estrellas, opiniones: 1' })).toBeVisible();
  await expect(page.getByRole('combobox').filter({ hasText: 'Mejor valorados' })).toBeVisible();

  await gotoReady(page, `/producto/${product.id}?lng=en`);
  await revealLowerSections(page);
  await expect(reviews.getByText('Verified purchase')).toBeVisible();
  await expect(reviews.getByTestId('rating-summary')).toContainText('4.0');
  await shot(page, testInfo, 'product-reviews-en');
});

test('the reviews section fits a phone', { tag: '@layout' }, async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const product = await newProduct(request);
  const buyer = await deliveredBuyer(request, testInfo, product);
  const written = await request.post(`/api/products/${product.id}/reviews`, {
    headers: { authorization: `Bearer ${buyer.token}` },
    data: {
      rating: 5,
      text: 'Excelentes. '.repeat(30) + 'https://una-direccion-muy-larga-sin-espacios.example.com/ruta/larga',
    },
  });
  expect(written.status()).toBe(201);
  const staff = await apiToken(request, SUPERADMIN.email, SUPERADMIN.password);
  const approved = await request.patch(`/api/admin/reviews/${((await written.json()) as { id: string }).id}`, {
    headers: { authorization: `Bearer ${staff}` },
    data: { status: 'approved', answer: 'Gracias por elegirnos.' },
  });
  expect(approved.status()).toBe(200);
  for (const language of ['es', 'en']) {
    // A tab per language: each page's own readiness check, as a visitor opening the link would.
    if (language === 'en') page = await page.context().newPage();
    await gotoReady(page, `/producto/${product.id}?lng=${language}`);
    await revealLowerSections(page);
    const reviews = page.getByTestId('reviews');
    await expect(reviews.getByTestId('review')).toHaveCount(1);
    await expect(async () => reviews.getByTestId('review').scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, testInfo, `producto-resenas-phone-${language}`);
  }
});
