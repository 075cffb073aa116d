import { expect, test } from '@playwright/test';
import { gotoReady } from './accounts';
import { listProducts, richProduct } from './api';
import { hydrated } from './hydration';

test('a featured category on the home opens the filtered catalogue', async ({ page, request }) => {
  const { total } = await listProducts(request, { category: 'smartphones' });
  await page.goto('/');
  await page.getByRole('link', { name: 'Smartphones' }).first().click();
  await expect(page).toHaveURL(/\/productos\?categoria=Smartphones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText(`${total} productos encontrados`);
});

test('searching updates the URL and shows what the server found', async ({ page, request }) => {
  const { products: all } = await listProducts(request);
  const word = all[0]!.name.split(' ')[0]!;
  const { products, total } = await listProducts(request, { search: word });

  // Typing needs a quiet page: on a busy machine the readiness dialog's focus trap takes the input.
  await gotoReady(page, '/productos');
  const searchBox = page.getByRole('main').getByRole('combobox', { name: 'Buscar productos' });
  await (await hydrated(searchBox)).fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  const expected = total === 1 ? '1 producto encontrado' : `${total} productos encontrados`;
  await expect(page.getByTestId('result-count')).toHaveText(expected);
  await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(products[0]!.name);

  // The filtered view survives a reload.
  await page.reload();
  await expect(searchBox).toHaveValue(word);
  await expect(page.getByTestId('result-count')).toHaveText(expected);
});

test('an empty result names the search text and offers to clear the category', async ({ page }) => {
  await page.goto('/productos?category=tablets&search=zzzzqqq');
  await expect(page.getByText('No encontramos productos para "zzzzqqq"')).toBeVisible();
  await expect(page.getByTestId('empty-results').getByRole('link', { name: 'Limpiar filtros' })).toBeVisible();
  await expect(page.getByTestId('result-count')).toHaveText('0 productos encontrados');
});

test('a product card opens its detail page', async ({ page, request }) => {
  const product = await richProduct(request);
  // Its category page lists it (every category holds fewer than one page of 24 products).
  await page.goto(`/productos?category=${product.category.toLowerCase()}`);
  await page.getByTestId('product-card').getByRole('link', { name: product.name, exact: true }).click();
  await expect(page).toHaveURL(`/producto/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.getByTestId('detail-description')).toHaveText(product.description);
  await expect(page).toHaveTitle(`${product.name} | TechStore`);
});

test('adding to the cart raises the badge and says so', async ({ page, request }) => {
  const product = await richProduct(request);
  await page.goto(`/producto/${product.id}`);
  await (await hydrated(page.getByRole('button', { name: 'Agregar al carrito' }))).click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
  expect(saved).toMatchObject([{ id: product.id, quantity: 1 }]);
});

test('an unknown product id says so and returns to the catalogue', async ({ page }) => {
  await page.goto('/producto/does-not-exist');
  await expect(page).toHaveURL('/productos');
  await expect(page.getByText('Producto no encontrado (el producto no existe o fue eliminado)')).toBeVisible();
});

test("an unknown address answers 404 and says so in the visitor's language; /cart goes to the guarded cart", async ({
  page,
}) => {
  // The address is no page: 404 for search engines, and a page that says so (not the home page
  // without a word), with the way on.
  expect((await page.goto('/no/such/page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esta página' })).toBeVisible();
  await expect(page).toHaveURL('/no/such/page');
  await expect(page).toHaveTitle('Página no encontrada | TechStore');
  await expect(page.getByTestId('not-found-page')).toContainText('/no/such/page');
  await page.getByRole('link', { name: 'Ver todos los productos' }).click();
  await expect(page).toHaveURL('/productos');

  expect((await page.goto('/producto/1/2?lng=en'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: "We couldn't find this page" })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | TechStore');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');

  await page.goto('/cart');
  // Guests are sent to sign in.
  await expect(page).toHaveURL('/auth');
});

test('the mobile bottom bar marks only the current section', { tag: '@layout' }, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the bottom bar exists below 768 px only');
  await page.goto('/');
  const bar = page.getByTestId('bottom-bar');
  await bar.getByRole('link', { name: 'Laptops' }).click();
  await expect(page).toHaveURL('/productos?category=laptops');
  await expect(bar.locator('[aria-current="page"]')).toHaveText('Laptops');
  await bar.getByRole('link', { name: 'Productos' }).click();
  await expect(bar.locator('[aria-current="page"]')).toHaveText('Productos');
});

test('the top bar has no bottom bar on desktop and its category menu opens the catalogue', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the category dropdown is in the desktop top bar');
  await page.goto('/');
  await expect(page.getByTestId('bottom-bar')).toBeHidden();
  await (await hydrated(page.getByRole('button', { name: 'Categorías' }))).click();
  await page.getByRole('menuitem', { name: 'Monitores' }).click();
  await expect(page).toHaveURL('/productos?category=monitores');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitores' })).toBeVisible();
});
