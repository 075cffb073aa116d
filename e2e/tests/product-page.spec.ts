import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoReady, registerAccount, serverReadyAtOnce, signInThroughPage, uniqueEmail } from './accounts';
import { isSeeded, listProducts, richProduct } from './api';
import { hydrated, revealLowerSections } from './hydration';
import { createProduct, seededDesktop, uniqueWord } from './shop-products';
import { swipe } from './touch';

/**
 * The product page that sells (issue 21): what a shopper decides on in the first screen at
 * 1280 × 800, the price and the add button following in a bar on a phone, the gallery's
 * thumbnails and full-screen viewer, the quantity capped at the stock with its reason (also in
 * the cart), and similar products that say in words what they share.
 */

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

/** The seed's MacBook Air M2: configurable (RAM and storage), several pictures. */
async function macBookAir(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const { products } = await listProducts(request, { search: 'MacBook Air M2' });
  const product = products.find((candidate) => isSeeded(candidate) && /Air/.test(candidate.name));
  if (!product) throw new Error('the seed has no MacBook Air M2');
  return product;
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Agregar al carrito' });

/** The element's box lies wholly inside the window's first screen. */
async function inFirstScreen(locator: Locator, height: number) {
  const box = await locator.boundingBox();
  expect(box, 'shown').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(height);
  return box!;
}

test.describe('at 1280 × 800', () => {
  test.skip(({ isMobile }) => isMobile, 'the desktop layout');

  test('name, price, stock, the choices and the add button are in the first screen, the choices before the button', async ({
    page,
    request,
  }) => {
    const macbook = await macBookAir(request);
    await gotoReady(page, `/producto/${macbook.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(macbook.name);
    // Opened at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const { height } = page.viewportSize()!;

    await inFirstScreen(page.getByRole('heading', { level: 1 }), height);
    const price = await inFirstScreen(page.getByTestId('detail-price'), height);
    await inFirstScreen(page.getByText(/En stock \(\d+ disponibles\)/), height);
    const choices = await inFirstScreen(page.getByTestId('shopper-options'), height);
    const button = await inFirstScreen(addButton(page), height);
    expect(choices.y).toBeGreaterThan(price.y);
    expect(choices.y + choices.height).toBeLessThanOrEqual(button.y);
    // The gallery on the left, the buying column on the right.
    const gallery = (await page.getByTestId('carousel-viewport').boundingBox())!;
    expect(gallery.x + gallery.width).toBeLessThanOrEqual(button.x);
    // No bottom bar on a wide screen.
    await expect(page.getByTestId('buy-bar')).toBeHidden();
  });

  test('the delivery line holds its place from the first paint: nothing under it moves when it comes to life', async ({
    page,
    request,
  }) => {
    const macbook = await macBookAir(request);
    // Every shift the page makes, with what moved, from its first paint on.
    await page.addInitScript(() => {
      const moved: string[] = [];
      Object.assign(window, { shiftedTestIds: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources?: { node?: Node | null }[] }[]) {
          for (const source of entry.sources ?? []) {
            const element = source.node instanceof Element ? source.node : null;
            moved.push(element?.closest('[data-testid]')?.getAttribute('data-testid') ?? element?.nodeName ?? '?');
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoReady(page, `/producto/${macbook.id}`);
    // The server's HTML has the form's place, inert, and the living form takes it over.
    await expect(page.getByTestId('delivery-estimate').getByLabel('Código postal')).toBeEditable();
    await expect(page.getByTestId('delivery-placeholder')).toHaveCount(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const moved = await page.evaluate(() => (window as unknown as { shiftedTestIds: string[] }).shiftedTestIds);
    // When the line came in after hydration, the description under it moved down 118 px.
    expect(moved).not.toContain('detail-description');
  });

  test('a laptop with three groups of choices shows its add button in the first screen and no bar beside it', async ({
    page,
    request,
  }) => {
    const zenbook = (await listProducts(request, { search: 'Zenbook' })).products.find((product) =>
      product.name.includes('Zenbook 14 OLED'),
    )!;
    await gotoReady(page, `/producto/${zenbook.id}`);
    const { height } = page.viewportSize()!;
    const button = await inFirstScreen(addButton(page), height);
    // Low in the first screen (under the three groups), yet clear of where the bar would stand.
    expect(button.y).toBeGreaterThan(height / 2);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await expect(page.getByTestId('buy-bar')).toBeHidden();
  });

  test("the pictures stay in view while the shopper scrolls through the seeded desktop's choices", async ({
    page,
    request,
  }) => {
    const desktop = await seededDesktop(request);
    await gotoReady(page, `/producto/${desktop.id}`);
    await page.getByTestId('shopper-options').getByRole('radio').last().scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const gallery = (await page.getByTestId('carousel-viewport').boundingBox())!;
    // Below the sticky header (4 rem), wholly on screen.
    expect(gallery.y).toBeGreaterThanOrEqual(64);
    expect(gallery.y + gallery.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  });

  test("the seeded desktop's six groups push its add button below the first screen: the bar follows until the button shows", async ({
    page,
    request,
  }) => {
    const desktop = await seededDesktop(request);
    await gotoReady(page, `/producto/${desktop.id}`);
    const bar = page.getByTestId('buy-bar');
    await hydrated(addButton(page));
    await expect(bar).toBeVisible();
    await expect(bar.getByTestId('buy-bar-price')).toHaveText(/^AR\$ [\d.]+,\d\d$/);
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(800 + 1);
    // The page's own button in view: the bar leaves, so the two never stand side by side.
    await addButton(page).evaluate((button) => window.scrollBy(0, button.getBoundingClientRect().top - 300));
    await expect(bar).toBeHidden();
  });

  test('thumbnails switch the picture; the full-screen viewer zooms, follows the arrows and gives focus back on Escape', async ({
    page,
    request,
  }) => {
    const product = await richProduct(request);
    const count = product.images.length;
    await gotoReady(page, `/producto/${product.id}`);
    const viewport = page.getByTestId('carousel-viewport');
    const position = page.getByTestId('carousel-position');
    await expect(position).toHaveText(`1 / ${count}`);
    const before = (await viewport.boundingBox())!;

    // Thumbnails under the picture, one per picture, each with its room reserved.
    const thumbnails = page.getByTestId('carousel-thumbnail');
    await expect(thumbnails).toHaveCount(count);
    expect((await thumbnails.first().boundingBox())!.y).toBeGreaterThanOrEqual(before.y + before.height);
    await expect(thumbnails.first().locator('img')).toHaveAttribute('width', '64');
    await (await hydrated(thumbnails.nth(1))).click();
    await expect(position).toHaveText(`2 / ${count}`);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('group', { name: `2 de ${count}` })).not.toHaveAttribute('aria-hidden', 'true');
    // Nothing moved while pictures loaded.
    expect(await viewport.boundingBox()).toEqual(before);

    const opener = page.getByRole('button', { name: 'Ver en pantalla completa' });
    await opener.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId('viewer-position')).toHaveText(`2 / ${count}`);
    // Click to zoom in where it lands, click again to zoom out.
    const zoom = page.getByTestId('viewer-zoom');
    await zoom.click({ position: { x: 100, y: 100 } });
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('viewer-image')).toHaveCSS('transform', /matrix\(2\.5, 0, 0, 2\.5/);
    await zoom.click({ position: { x: 100, y: 100 } });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    // The keyboard: arrows change the picture (wrapping), Escape closes.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('viewer-position')).toHaveText(`${(2 % count) + 1} / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('viewer-position')).toHaveText(`2 / ${count}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(position).toHaveText(`2 / ${count}`);
  });
});

test.describe('at 375 px', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the phone layout');

  test('the price and the add button follow in a bar above the navigation while the choices scroll by, the price live', async ({
    page,
    request,
  }) => {
    const macbook = await macBookAir(request);
    await gotoReady(page, `/producto/${macbook.id}`);
    const bar = page.getByTestId('buy-bar');
    const barPrice = bar.getByTestId('buy-bar-price');

    // Through the choices: the first ones at the bottom of the screen, the page's own button
    // below them, so the bar shows the price and its button.
    const ram = page.getByRole('group', { name: 'Memoria RAM' });
    const sixteen = ram.getByRole('radio', { name: /16 GB de memoria unificada/ });
    await hydrated(sixteen);
    await sixteen.evaluate((radio) => radio.scrollIntoView({ block: 'end' }));
    await expect(bar).toBeVisible();
    await expect(barPrice).toHaveText('AR$ 1.899.999,00');
    await expect(bar.getByRole('button', { name: 'Agregar' })).toBeEnabled();
    // Above the phone's navigation bar, never over it.
    const barBox = (await bar.boundingBox())!;
    const nav = (await page.getByTestId('bottom-bar').boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(nav.y + 1);

    // A choice changes the bar's price at once.
    await sixteen.check();
    await expect(barPrice).toHaveText('AR$ 2.299.999,00');
    await expect(page.getByTestId('detail-price')).toHaveText('AR$ 2.299.999,00');
    // The checked choice is not under the bar.
    const checked = (await sixteen.boundingBox())!;
    expect(checked.y + checked.height).toBeLessThanOrEqual(barBox.y);

    // The page's own button in view: the bar steps aside, never two add buttons at once.
    await addButton(page).scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();

    // The bar's button adds the configured product.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Agregar' }).click();
    await expect(page.getByText('Producto agregado al carrito').first()).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });
});

test.describe('lower sections on a phone', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'several screens down only on a phone');

  test('the reviews, similar and comparable products are asked for only as the shopper scrolls towards them', async ({
    page,
    request,
  }) => {
    const macbook = await macBookAir(request);
    const asked = new Set<string>();
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (/\/reviews$|\/similar$|\/compare-products$/.test(pathname)) asked.add(pathname.split('/').at(-1)!);
    });
    await gotoReady(page, `/producto/${macbook.id}`);
    await hydrated(addButton(page));
    // Everything the page asks for at its opening has come (these were asked for at hydration).
    await page.waitForLoadState('networkidle');
    expect([...asked]).toEqual([]);
    await expect(page.getByTestId('reviews')).toHaveCount(0);

    await revealLowerSections(page);
    await expect.poll(() => [...asked].sort()).toEqual(['compare-products', 'reviews', 'similar']);
    await expect(page.getByTestId('reviews')).toBeVisible();
    await expect(page.getByTestId('comparable-products')).toBeVisible();
  });
});

test.describe('the viewer on a phone', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'touch gestures');

  test('a tap opens it full screen, a swipe changes the picture, closing gives focus back', async ({
    page,
    request,
  }) => {
    const product = await richProduct(request);
    const count = product.images.length;
    await gotoReady(page, `/producto/${product.id}`);
    const opener = await hydrated(page.getByRole('button', { name: 'Ver en pantalla completa' }));
    await opener.tap();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    // Full screen, and the browser's pinch zoom is allowed on the picture.
    const box = (await viewer.boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 375 });
    const stage = page.getByTestId('viewer-zoom').locator('..');
    await expect(stage).toHaveCSS('touch-action', 'manipulation');
    const position = page.getByTestId('viewer-position');
    await expect(position).toHaveText(`1 / ${count}`);
    const picture = (await stage.boundingBox())!;
    const y = picture.y + picture.height / 2;
    await swipe(page, 300, 75, y);
    await expect(position).toHaveText(`2 / ${count}`);
    await swipe(page, 75, 300, y);
    await expect(position).toHaveText(`1 / ${count}`);
    await page.getByRole('button', { name: 'Cerrar' }).tap();
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

test('typing 9 with 3 in stock caps the quantity at 3 and says why; the cart says the same at its + button', async ({
  page,
  request,
}, testInfo) => {
  const product = await createProduct(request, {
    name: `Mouse ${uniqueWord('Tope')}`,
    basePrice: 25,
    currency: 'USD',
    stock: 3,
  });
  const account = await registerAccount(page.request, 'Tope E2E', uniqueEmail('product-page', testInfo));
  await signInThroughPage(page, account.email, account.password);

  await gotoReady(page, `/producto/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  const quantity = await hydrated(page.getByLabel('Cantidad', { exact: true }));
  // The parts that come after hydration (the comparison link; the delivery estimate, whose box
  // grows into the postal-code form once the account's addresses are known to be none) are in
  // place before the boxes are measured: what is checked is that the message moves nothing.
  await expect(page.getByRole('link', { name: 'Comparar con otros productos' })).toBeVisible();
  await expect(page.getByTestId('delivery-estimate').getByLabel('Código postal')).toBeVisible();
  const before = [await addButton(page).boundingBox(), await page.getByTestId('detail-description').boundingBox()];
  await quantity.fill('9');
  await expect(quantity).toHaveValue('3');
  const message = page.getByRole('alert').filter({ hasText: 'Solo hay 3 unidades disponibles' });
  await expect(message).toBeVisible();
  // The message appears without moving the add button or what follows, and is not clipped.
  expect([await addButton(page).boundingBox(), await page.getByTestId('detail-description').boundingBox()]).toEqual(
    before,
  );
  const box = (await message.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await addButton(page).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('3');

  await gotoReady(page, '/carrito');
  await expect(page.getByText('Comprobando precios y stock...')).toBeHidden();
  const line = page.getByTestId('cart-line').filter({ hasText: product.name });
  await expect(line.getByTestId('line-quantity')).toHaveText('3');
  const plus = line.getByRole('button', { name: `Agregar una unidad de ${product.name}` });
  await expect(plus).toBeDisabled();
  // The reason beside the greyed button, and the button names it.
  await expect(line.getByTestId('line-stock-limit')).toHaveText('Solo hay 3 unidades disponibles');
  await expect(plus).toHaveAccessibleDescription('Solo hay 3 unidades disponibles');
});

test('similar products say in words what they share, in both languages, with no score', async ({ page, request }) => {
  // A seeded product the API answers similar products for.
  const { products } = await listProducts(request);
  let productId: string | undefined;
  for (const candidate of products.filter(isSeeded)) {
    const answer = (await (await request.get(`/api/products/${candidate.id}/similar`)).json()) as { kind: string };
    if (answer.kind === 'similar') {
      productId = candidate.id;
      break;
    }
  }
  expect(productId, 'a seeded product with similar products').toBeDefined();

  await gotoReady(page, `/producto/${productId}`);
  await revealLowerSections(page);
  const section = page.getByTestId('similar-products');
  await section.scrollIntoViewIfNeeded();
  const reasons = section.getByTestId('similarity-reasons');
  await expect(reasons.first()).toContainText('En común: Misma categoría');
  await expect(section).not.toContainText('Similitud');
  await expect(section).not.toContainText(/de 10\b/);

  await gotoReady(page, `/producto/${productId}?lng=en`);
  await revealLowerSections(page);
  const english = page.getByTestId('similar-products');
  await english.scrollIntoViewIfNeeded();
  await expect(english.getByTestId('similarity-reasons').first()).toContainText('In common: Same category');
  await expect(english).not.toContainText('Similarity');

  // A similar product opens at its top, however far down its link was.
  const link = english.getByRole('link').first();
  const href = (await link.getAttribute('href'))!;
  await (await hydrated(link)).click();
  await expect(page).toHaveURL(new RegExp(`${href.split('?')[0]}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
