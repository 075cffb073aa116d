import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { listProducts } from './api';
import { holdScripts, hydrated } from './hydration';

// What a person does on a server-rendered page before its JavaScript has run: searching works
// without it (a real form), text typed meanwhile survives React taking over, and add-to-cart
// visibly waits instead of dropping the click.

/**
 * Asks for a page until the server sends it rendered: on a busy machine a first render may miss
 * its deadline, and the bare shell it sends then has nothing to type in before the scripts run.
 */
async function warmUp(request: APIRequestContext, path: string, marker: string): Promise<void> {
  await expect.poll(async () => (await (await request.get(path)).text()).includes(marker)).toBe(true);
}

// The catalogue's own box (the header has one too); a combobox, since it suggests as one types.
const searchBox = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Buscar productos' });
const resultCount = (total: number) => (total === 1 ? '1 producto encontrado' : `${total} productos encontrados`);

async function aSearchWord(request: APIRequestContext) {
  const { products: all } = await listProducts(request);
  const word = all[0]!.name.split(' ')[0]!;
  return { word, ...(await listProducts(request, { search: word })) };
}

test('without its JavaScript, the catalogue searches through its form', async ({ page, request }) => {
  const { word } = await aSearchWord(request);
  // Every page this test reaches, not only the first: without its JavaScript, a page the server
  // sends as the bare shell (a first render that missed its deadline on a busy machine) has no
  // form at all, which made this test fail now and then.
  for (const path of ['/productos', `/productos?search=${encodeURIComponent(word)}`, '/productos?category=laptops'])
    await warmUp(request, path, 'name="search"');
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/productos');
  await searchBox(page).fill(word);
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/productos\\?search=${encodeURIComponent(word)}`));
  await expect(searchBox(page)).toHaveValue(word);
  // Other tests add products meanwhile, some with the same word, and the server may answer the page
  // it rendered before the last change while it renders a fresh one (stale-while-revalidate): the
  // page the form asked for must agree with the API, asked again until both agree.
  let firstLook = true;
  await expect(async () => {
    if (!firstLook) await page.reload();
    firstLook = false;
    const now = await listProducts(request, { search: word });
    await expect(page.getByTestId('result-count')).toHaveText(resultCount(now.total), { timeout: 2_000 });
    await expect(page.getByTestId('product-card').first().getByRole('heading')).toHaveText(now.products[0]!.name, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });

  // The category goes with the search.
  await searchBox(page).fill('');
  await page.getByLabel('Categoría').selectOption('laptops');
  await searchBox(page).press('Enter');
  await expect(page).toHaveURL(/category=laptops/);
  // The empty search box is not written into the address.
  expect(new URL(page.url()).searchParams.has('search')).toBe(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible();
  // Other tests add laptops meanwhile, and the server may answer the page it rendered before the
  // last change while it renders a fresh one (stale-while-revalidate): read again until both agree.
  await expect(async () => {
    const laptops = await listProducts(request, { category: 'laptops' });
    await page.reload();
    await expect(page.getByTestId('result-count')).toHaveText(resultCount(laptops.total), { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
});

test('text typed before the page is ready is kept, and searched for, when React takes over', async ({
  page,
  request,
}) => {
  const { word, total } = await aSearchWord(request);
  await warmUp(request, '/productos', 'name="search"');
  const release = await holdScripts(page);
  await page.goto('/productos', { waitUntil: 'commit' });
  await searchBox(page).fill(word);
  release();

  await hydrated(searchBox(page));
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.getByTestId('result-count')).toHaveText(resultCount(total));
});

test('add to cart waits, visibly, until the page is ready', async ({ page, request }) => {
  await warmUp(request, '/', 'data-testid="product-card"');
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const button = page.getByTestId('product-card').first().getByRole('button', { name: 'Agregar al carrito' });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  release();

  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText('Producto agregado al carrito')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});
