import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { hydrated, revealLowerSections } from './hydration';
import { isSeeded } from './api';

/** What GET /api/products/compare-products answers, as far as these tests read it. */
interface Comparable {
  id: string;
  name: string;
  basePrice: number;
  brand: string;
  features: { processor?: { selectedComponent?: { ranking?: number } } };
}

interface Laptop extends Comparable {
  currency: string;
}

const IDEAPAD = 'Lenovo IdeaPad Slim 3 15" Ryzen 5 7530U';

// These pages are lazily loaded chunks plus product calls; on a loaded two-core machine the
// first paint of one has taken over 10 s, so they get more time than the suite's default.
test.describe.configure({ timeout: 60_000 });

/** Opens the comparison page and waits for its heading (the lazy route's first paint). */
async function gotoComparison(page: Page, path: string, title = 'Comparar productos'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 30_000 });
}

async function seededLaptops(request: APIRequestContext): Promise<Laptop[]> {
  const response = await request.get('/api/products', { params: { category: 'laptops', limit: '100' } });
  expect(response.status()).toBe(200);
  // Only the seed's laptops: other tests create laptops of their own (the admin's, priced
  // alike) that would tie for the best price.
  const summaries = ((await response.json()) as { id: string }[]).filter(isSeeded);
  // The list is lean; the comparison reads features, so take each product in full.
  return Promise.all(
    summaries.map(async ({ id }) => (await (await request.get(`/api/products/${id}`)).json()) as Laptop),
  );
}

async function laptopNamed(request: APIRequestContext, name: string): Promise<Laptop> {
  const laptop = (await seededLaptops(request)).find((candidate) => candidate.name === name);
  if (!laptop) throw new Error(`the seed has no laptop named ${name}`);
  return laptop;
}

async function comparableTo(request: APIRequestContext, id: string): Promise<Comparable[]> {
  const response = await request.get('/api/products/compare-products', { params: { productId: id } });
  expect(response.status()).toBe(200);
  return (await response.json()) as Comparable[];
}

const ranking = (product: Comparable) => product.features.processor?.selectedComponent?.ranking;

/** The comparison's price text for `other` against `current`, as the domain writes it. */
function priceText(current: Comparable, other: Comparable, language: 'es' | 'en'): string {
  const percent = Math.round((Math.abs(other.basePrice - current.basePrice) / current.basePrice) * 100);
  const cheaper = other.basePrice < current.basePrice;
  if (language === 'es') return `${percent} % ${cheaper ? 'más barato' : 'más caro'}`;
  return `${percent}% ${cheaper ? 'cheaper' : 'more expensive'}`;
}

const columnNames = (page: Page) => page.getByTestId('compare-column').getByRole('link');

for (const language of ['es', 'en'] as const) {
  test(`the comparable slider on a laptop's page shows its comparison texts (${language})`, async ({
    page,
    request,
  }) => {
    const ideapad = await laptopNamed(request, IDEAPAD);
    const comparable = await comparableTo(request, ideapad.id);
    expect(comparable.length).toBeGreaterThan(1);
    const first = comparable[0]!;

    await page.goto(`/producto/${ideapad.id}?lng=${language}`);
    await revealLowerSections(page);
    const slider = page.getByTestId('comparable-products');
    await expect(slider.getByRole('heading', { level: 2 })).toHaveText(
      language === 'es' ? 'Productos comparables' : 'Comparable products',
      { timeout: 30_000 },
    );
    await expect(slider.getByTestId('comparable-slide')).toHaveCount(comparable.length);
    const slide = slider.getByTestId('comparable-slide').first();
    await expect(slide.getByRole('link')).toContainText(first.name);

    const price = slide.getByRole('listitem').filter({ hasText: priceText(ideapad, first, language) });
    await expect(price).toHaveAttribute('data-favourable', String(first.basePrice < ideapad.basePrice));
    const [own, theirs] = [ranking(ideapad), ranking(first)];
    if (own !== undefined && theirs !== undefined && own !== theirs) {
      const better = theirs < own;
      const performance = {
        es: better ? 'Mejor rendimiento' : 'Menor rendimiento',
        en: better ? 'Better performance' : 'Lower performance',
      }[language];
      await expect(slide.getByRole('listitem').filter({ hasText: performance })).toHaveAttribute(
        'data-favourable',
        String(better),
      );
    }
  });
}

test(
  'the slider shows 1.2 slides per view on a phone and 4.2 at 1280 px',
  { tag: '@layout' },
  async ({ page, request }) => {
    const ideapad = await laptopNamed(request, IDEAPAD);
    await page.goto(`/producto/${ideapad.id}`);
    await revealLowerSections(page);
    const track = page.getByTestId('comparable-track');
    const slide = track.getByTestId('comparable-slide').first();
    await expect(slide).toBeVisible({ timeout: 30_000 });
    const [trackWidth, slideWidth] = await Promise.all([
      track.evaluate((element) => element.clientWidth),
      slide.evaluate((element) => element.getBoundingClientRect().width),
    ]);
    const perView = page.viewportSize()!.width >= 1280 ? 4.2 : page.viewportSize()!.width >= 640 ? 2.2 : 1.2;
    // Slides plus the gaps between them fill the track: perView × width + whole gaps (16 px).
    expect(slideWidth * perView + Math.floor(perView) * 16).toBeCloseTo(trackWidth, 0);
  },
);

test('the slider leads to a comparison page whose address reopens the same comparison', async ({
  page,
  context,
  request,
}) => {
  const ideapad = await laptopNamed(request, IDEAPAD);
  const [first, second] = await comparableTo(request, ideapad.id);
  await page.goto(`/producto/${ideapad.id}`);
  await revealLowerSections(page);
  const slides = page.getByTestId('comparable-slide');
  await expect(slides.first()).toBeVisible({ timeout: 30_000 });
  await (await hydrated(slides.nth(0).getByRole('button', { name: 'Agregar a la comparación' }))).click();
  await slides.nth(1).getByRole('button', { name: 'Agregar a la comparación' }).click();
  await expect(slides.nth(0).getByRole('button', { name: 'En la comparación' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('link', { name: 'Comparar 3 productos' }).click();

  await expect(page).toHaveURL(`/comparar?ids=${ideapad.id},${first!.id},${second!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparar productos');
  await expect(columnNames(page)).toHaveText([ideapad.name, first!.name, second!.name]);

  const reopened = await context.newPage();
  await gotoComparison(reopened, page.url());
  await expect(columnNames(reopened)).toHaveText([ideapad.name, first!.name, second!.name]);
  await expect(reopened.getByTestId('compare-table').locator('tr[data-row="price"] td')).toHaveCount(3);
});

for (const language of ['es', 'en'] as const) {
  test(
    `the comparison page marks the best values and fits the screen (${language})`,
    { tag: '@layout' },
    async ({ page, request }) => {
      const laptops = (await seededLaptops(request)).filter((laptop) => laptop.currency === 'ARS').slice(0, 3);
      expect(laptops).toHaveLength(3);
      const texts = {
        es: {
          title: 'Comparar productos',
          price: 'Precio',
          processor: 'Procesador',
          best: 'Mejor valor',
          addToCart: 'Agregar al carrito',
        },
        en: {
          title: 'Compare products',
          price: 'Price',
          processor: 'Processor',
          best: 'Best value',
          addToCart: 'Add to cart',
        },
      }[language];
      await gotoComparison(
        page,
        `/comparar?ids=${laptops.map((laptop) => laptop.id).join(',')}&lng=${language}`,
        texts.title,
      );
      // Each column is named in the page's language (the seeded desktop's English name differs).
      const named = (laptop: (typeof laptops)[number]) =>
        language === 'en' ? (laptop as { name_en?: string }).name_en || laptop.name : laptop.name;
      await expect(columnNames(page)).toHaveText(laptops.map(named));

      const priceRow = page.locator('tr[data-row="price"]');
      await expect(priceRow.getByRole('rowheader')).toHaveText(texts.price);
      const cheapest = laptops.reduce((best, laptop) => (laptop.basePrice < best.basePrice ? laptop : best));
      const bestPrice = priceRow.locator('td[data-best]');
      await expect(bestPrice).toHaveCount(1);
      await expect(bestPrice).toContainText(texts.best);
      await expect(priceRow.locator('td').nth(laptops.indexOf(cheapest))).toHaveAttribute('data-best', 'true');

      const processorRow = page.locator('tr[data-row="component:processor"]');
      await expect(processorRow.getByRole('rowheader')).toHaveText(texts.processor);
      const rankings = laptops.map((laptop) => ranking(laptop) ?? Number.POSITIVE_INFINITY);
      const strongest = rankings.indexOf(Math.min(...rankings));
      await expect(processorRow.locator('td').nth(strongest)).toHaveAttribute('data-best', 'true');

      // The page never scrolls sideways; the table does, with its first column kept in view.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        page.viewportSize()!.width,
      );
      // Each column's add-to-cart button keeps to one line (a 36 px button), in either language.
      const addButtons = page.getByTestId('compare-column').getByRole('button', { name: texts.addToCart });
      await expect(addButtons.first()).toBeVisible();
      for (const button of await addButtons.all()) expect((await button.boundingBox())!.height).toBeLessThan(40);
      // On a phone two products are seen whole at once, beside the names' column, and a line
      // says the third is to the side; from 640 px all three are in view, without it.
      const swipeHint = {
        es: 'Desliza la tabla hacia el costado para ver los 3 productos.',
        en: 'Swipe the table sideways to see all 3 products.',
      }[language];
      if (page.viewportSize()!.width < 640) await expect(page.getByTestId('compare-swipe-hint')).toHaveText(swipeHint);
      else await expect(page.getByTestId('compare-swipe-hint')).toBeHidden();
      if (page.viewportSize()!.width < 640) {
        for (const index of [0, 1]) {
          const cell = (await priceRow.locator('td').nth(index).boundingBox())!;
          expect(cell.width).toBeGreaterThan(110);
          expect(cell.x + cell.width).toBeLessThanOrEqual(page.viewportSize()!.width + 1);
        }
      }
      const scroller = page.getByTestId('compare-table-scroll');
      const rowHeader = priceRow.getByRole('rowheader');
      const before = await rowHeader.boundingBox();
      await scroller.evaluate((element) => (element.scrollLeft = element.scrollWidth));
      const after = await rowHeader.boundingBox();
      expect(after!.x).toBeCloseTo(before!.x, 0);
      if (page.viewportSize()!.width < 640) {
        expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
        await expect(priceRow.locator('td').last()).toBeInViewport();
      }
      // Down the table, a compact copy of the products' heads stays at the top, under the table's columns.
      const heads = page.getByTestId('compare-sticky-heads');
      await expect(heads).toBeHidden();
      await page.getByTestId('compare-table').locator('tr').last().scrollIntoViewIfNeeded();
      await expect(heads).toBeVisible();
      await expect(heads).toContainText(named(laptops[2]!));
      expect((await heads.boundingBox())!.x).toBeCloseTo((await scroller.boundingBox())!.x, 0);
    },
  );
}

test(
  'on a phone the columns have their widths before the whole page has arrived',
  { tag: '@layout' },
  async ({ browser, request, isMobile, baseURL }) => {
    test.skip(!isMobile, 'the fixed phone table; the desktop one sizes itself to its cells');
    const laptops = (await seededLaptops(request)).slice(0, 3);
    // The server's page cut after the first product's head cell, as a browser may lay it out while
    // the rest is on its way; without scripts, so that is all there is to lay out.
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await page.route('**/comparar?*', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const headCells = html.indexOf('data-testid="compare-table"');
      const secondCell = html.indexOf('<th scope="col"', html.indexOf('<th scope="col"', headCells) + 1);
      expect(secondCell).toBeGreaterThan(headCells);
      await route.fulfill({ response, body: html.slice(0, html.indexOf('</th>', secondCell) + '</th>'.length) });
    });
    await page.goto(`${baseURL}/comparar?ids=${laptops.map((laptop) => laptop.id).join(',')}`);
    const cells = page.getByTestId('compare-table').locator('thead th');
    await expect(cells).toHaveCount(2);
    const widths = await cells.evaluateAll((heads) => heads.map((head) => head.getBoundingClientRect().width));
    // The names' column 7rem, each product half of what it leaves: as with every cell there.
    expect(widths[0]).toBeCloseTo(112, 0);
    expect(widths[1]).toBeCloseTo((375 - 112) / 2, 0);
    await context.close();
  },
);

test('"differences only" hides the rows whose values are equal', async ({ page, request }) => {
  const lenovos = (await seededLaptops(request)).filter((laptop) => laptop.brand === 'Lenovo').slice(0, 2);
  expect(lenovos).toHaveLength(2);
  await gotoComparison(page, `/comparar?ids=${lenovos.map((laptop) => laptop.id).join(',')}`);
  const brandRow = page.locator('tr[data-row="brand"]');
  await expect(brandRow.locator('td')).toHaveText(['Lenovo', 'Lenovo']);
  const priceRow = page.locator('tr[data-row="price"]');

  await (await hydrated(page.getByRole('switch', { name: 'Solo diferencias' }))).check({ force: true });
  await expect(page).toHaveURL(/diferencias=1/);
  await expect(brandRow).toHaveCount(0);
  await expect(priceRow).toBeVisible();
  // Every row left shows at least two different values.
  for (const row of await page.locator('tbody tr[data-row]').all()) {
    const values = await row.locator('td').allInnerTexts();
    expect(new Set(values.map((value) => value.replace('★', '').trim().toLowerCase())).size).toBeGreaterThan(1);
  }

  await page.getByRole('switch', { name: 'Solo diferencias' }).uncheck({ force: true });
  await expect(brandRow).toBeVisible();
});

test('a product is added from the search box and removed again', async ({ page, request }) => {
  const ideapad = await laptopNamed(request, IDEAPAD);
  const macbook = (await seededLaptops(request)).find((laptop) => laptop.name.startsWith('Apple MacBook Air'))!;
  await gotoComparison(page, `/comparar?ids=${ideapad.id}`);
  await expect(columnNames(page)).toHaveText([ideapad.name]);

  await (await hydrated(page.getByRole('searchbox', { name: 'Buscar un producto para añadir' }))).fill('MacBook Air');
  await page.getByRole('button', { name: `Agregar ${macbook.name} a la comparación` }).click();
  await expect(page).toHaveURL(`/comparar?ids=${ideapad.id},${macbook.id}`);
  await expect(columnNames(page)).toHaveText([ideapad.name, macbook.name]);

  await page.getByRole('button', { name: `Quitar ${ideapad.name} de la comparación` }).click();
  await expect(page).toHaveURL(`/comparar?ids=${macbook.id}`);
  await expect(columnNames(page)).toHaveText([macbook.name]);
});

test('/compare is an alias that keeps the products', async ({ page, request }) => {
  const ideapad = await laptopNamed(request, IDEAPAD);
  await gotoComparison(page, `/compare?ids=${ideapad.id}&lng=en`, 'Compare products');
  await expect(page).toHaveURL(`/comparar?ids=${ideapad.id}&lng=en`);
  await expect(columnNames(page)).toHaveText([ideapad.name]);
});

test('an unknown product in a shared address is named as gone and can be removed', async ({ page, request }) => {
  const ideapad = await laptopNamed(request, IDEAPAD);
  await gotoComparison(page, `/comparar?ids=${ideapad.id},no-existe`);
  await expect(page.getByTestId('compare-column').nth(1).getByRole('alert')).toHaveText('Este producto ya no existe.');
  await page.getByRole('button', { name: 'Quitar Producto 2 de la comparación' }).click();
  await expect(page).toHaveURL(`/comparar?ids=${ideapad.id}`);
  await expect(columnNames(page)).toHaveText([ideapad.name]);
});

async function seededNamed(request: APIRequestContext, name: string): Promise<{ id: string }> {
  const response = await request.get('/api/products', { params: { search: name, limit: '20' } });
  const product = ((await response.json()) as { id: string; name: string }[]).find(
    (candidate) => candidate.name === name && isSeeded(candidate),
  );
  if (!product) throw new Error(`the seed has no product named ${name}`);
  return product;
}

test('configured products are compared as configured: the larger storage is starred, the address keeps each choice, a column goes to the cart with its configuration', async ({
  page,
  request,
}) => {
  const iphone = await seededNamed(request, 'Apple iPhone 15 128 GB');
  const pixel = await seededNamed(request, 'Google Pixel 8 128 GB');
  const storageRow = page.locator('[data-row="component:storage"]');
  const best = storageRow.locator('td[data-best]');

  // The iPhone with 512 GB against the Pixel as it comes (128 GB): the iPhone's storage wins.
  await gotoComparison(
    page,
    `/comparar?ids=${iphone.id},${pixel.id}&opciones-${iphone.id}=storage:storage-512gb-almacenamiento`,
  );
  await expect(storageRow.locator('td').first()).toContainText('512 GB');
  await expect(best).toHaveCount(1);
  await expect(storageRow.locator('td').first()).toHaveAttribute('data-best', 'true');
  const iphoneColumn = page.getByTestId('compare-column').first();
  await expect(iphoneColumn.getByTestId('compare-chosen-options')).toHaveText('Configurado con: 512 GB');
  await expect(iphoneColumn.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`/producto/${iphone.id}\\?opciones=storage:storage-512gb-almacenamiento`),
  );

  // The Pixel with 256 GB against the iPhone as it comes: the star moves to the Pixel.
  await gotoComparison(
    page,
    `/comparar?ids=${iphone.id},${pixel.id}&opciones-${pixel.id}=storage:storage-256gb-almacenamiento`,
  );
  await expect(storageRow.locator('td').nth(1)).toHaveAttribute('data-best', 'true');
  await expect(best).toHaveCount(1);

  // The Pixel's column goes to the cart as configured.
  const add = page.getByTestId('compare-column').nth(1).getByRole('button', { name: 'Agregar al carrito' });
  await (await hydrated(add)).click();
  await expect(page.getByRole('link', { name: /carrito/i }).first()).toContainText('1');
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown);
  expect(cart).toEqual([
    expect.objectContaining({
      id: pixel.id,
      quantity: 1,
      selectedOptions: { storage: 'storage-256gb-almacenamiento' },
      optionNames: { storage: { es: '256 GB', en: '256 GB' } },
    }),
  ]);
});

test('"Comparar con otros productos" on a product page keeps the products already picked and adds this one as configured', async ({
  page,
  request,
}) => {
  const iphone = await seededNamed(request, 'Apple iPhone 15 128 GB');
  const pixel = await seededNamed(request, 'Google Pixel 8 128 GB');
  await gotoComparison(page, `/comparar?ids=${pixel.id}`);
  // Hydrated: the page has kept its comparison for the tab.
  await hydrated(page.getByRole('switch'));
  await page.goto(`/producto/${iphone.id}?opciones=storage:storage-256gb-almacenamiento`);
  const compareLink = page.getByRole('link', { name: 'Comparar con otros productos' });
  await (await hydrated(compareLink)).click();
  await expect(page).toHaveURL(
    new RegExp(`/comparar\\?ids=${pixel.id},${iphone.id}&opciones-${iphone.id}=storage:storage-256gb-almacenamiento`),
  );
  await expect(page.getByTestId('compare-column')).toHaveCount(2);
});
