import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_ADMIN, gotoReady } from './accounts';
import { isSeeded, listProducts } from './api';
import { hydrated, revealLowerSections } from './hydration';
import { ownServer } from './own-server';

// The catalogue says which products can be configured: a 'Configurable' mark and 'desde' (the
// lowest configured price) on their cards, and a filter that leaves only them. Every card's price
// block is laid out alike, so the cards of a row match: a small line ('desde' or nothing at the
// left, the stock at the right), then the price alone on one line.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;
const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test('a configurable product’s card says so and shows its lowest price, in both languages', async ({
  page,
  request,
}) => {
  const { products } = await listProducts(request, { search: 'Zenbook' });
  const zenbook = products.find((product) => product.name.includes('Zenbook 14 OLED'))!;
  await gotoReady(page, '/productos?search=Zenbook');
  const spanish = card(page, zenbook.name);
  await expect(spanish.getByText('Configurable', { exact: true })).toBeVisible();
  // Core Ultra 5 and 512 GB: AR$ 600.000 below the AR$ 3.199.999 it ships at.
  await expect(spanish.getByTestId('card-price')).toHaveText(/^Desde\s+AR\$\s?2\.599\.999,00$/);

  await gotoReady(page, '/productos?search=Zenbook&lng=en');
  // Its English name is the same.
  const english = card(page, zenbook.name);
  await expect(english.getByText('Configurable', { exact: true })).toBeVisible();
  await expect(english.getByTestId('card-price')).toHaveText(/^From\s+AR\$\s?2,599,999\.00$/);
  await page.screenshot({ path: test.info().outputPath('catalogue-1280-en.png') });
});

interface Listed {
  id: string;
  name: string;
  stock: number;
  category: string;
  variantType: string;
}

const cardOf = (page: Page, id: string) =>
  page.getByTestId('product-card').filter({ has: page.locator(`a[href="/producto/${encodeURIComponent(id)}"]`) });
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The price a product's catalogue card shows, in a language: what its tiles must show too. */
async function cardPrice(page: Page, product: Listed, lng: 'es' | 'en'): Promise<string> {
  await gotoReady(page, `/productos?search=${encodeURIComponent(product.name)}&lng=${lng}`);
  const price = cardOf(page, product.id).getByTestId('card-price');
  await expect(price).toBeVisible();
  return words(await price.innerText());
}

async function similarOf(request: APIRequestContext, id: string): Promise<{ kind: string; products: Listed[] }> {
  const response = await request.get(`/api/products/${id}/similar`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { kind: string; products: Listed[] };
}

/**
 * On `found.page`'s product page in `lng`, the tile of `found.tile` in the section `section` (a
 * test id) shows `expected`, its catalogue card's price. Answers the section.
 */
async function expectTileAsCard(
  page: Page,
  found: { page: Listed; tile: Listed },
  section: string | RegExp,
  lng: string,
  expected: string,
): Promise<Locator> {
  await gotoReady(page, `/producto/${found.page.id}?lng=${lng}`);
  // The similar products come as the shopper scrolls near them (the alternatives at once).
  await revealLowerSections(page);
  const shown = page.getByTestId(section);
  const tile = shown.locator(`a[href="/producto/${encodeURIComponent(found.tile.id)}"]`);
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.getByTestId('tile-price')).toHaveText(expected, { useInnerText: true });
  return shown;
}

test('a configurable product’s tile among similar products shows its card’s price, “Desde” / “From”, in both languages', async ({
  page,
  request,
}) => {
  // A seeded configurable laptop (the MacBook Air, the Zenbook…) among whose similar products is another configurable one.
  const { products } = await listProducts(request, { configurable: 'true', category: 'laptops' });
  let found: { page: Listed; tile: Listed } | undefined;
  for (const candidate of (products as unknown as Listed[]).filter(isSeeded)) {
    const tile = (await similarOf(request, candidate.id)).products.find(
      (other) => other.variantType === 'CONFIGURABLE',
    );
    if (tile) {
      found = { page: candidate, tile };
      break;
    }
  }
  expect(found, 'a configurable laptop with a configurable similar product').toBeDefined();

  for (const [lng, from] of [
    ['es', 'Desde'],
    ['en', 'From'],
  ] as const) {
    const expected = await cardPrice(page, found!.tile, lng);
    expect(expected).toMatch(new RegExp(`^${from} \\S+ [\\d.,]+$`));
    const section = await expectTileAsCard(page, found!, /^(similar|related)-products$/, lng, expected);
    await section.screenshot({ path: test.info().outputPath(`similar-tiles-1280-${lng}.png`) });
  }
});

test('an out-of-stock product’s in-stock alternatives show a configurable product’s card price with “Desde” / “From”', async ({
  page,
  request,
}) => {
  // A seeded sold-out product whose alternatives (its in-stock similar products first, then the
  // newest in stock of its category) hold a configurable one.
  const { products } = await listProducts(request);
  let found: { page: Listed; tile: Listed } | undefined;
  for (const soldOut of (products as unknown as Listed[]).filter(
    (product) => isSeeded(product) && product.stock <= 0,
  )) {
    const similar = (await similarOf(request, soldOut.id)).products.filter((other) => other.stock > 0);
    const newest = (
      await listProducts(request, { category: soldOut.category, inStock: 'true', limit: '7', sort: 'newest' })
    ).products as unknown as Listed[];
    const shown = [...similar, ...newest].filter((other) => other.id !== soldOut.id).slice(0, 6);
    const tile = shown.find((other) => other.variantType === 'CONFIGURABLE');
    if (tile) {
      found = { page: soldOut, tile };
      break;
    }
  }
  expect(found, 'a sold-out product with a configurable alternative').toBeDefined();

  for (const [lng, from] of [
    ['es', 'Desde'],
    ['en', 'From'],
  ] as const) {
    const expected = await cardPrice(page, found!.tile, lng);
    expect(expected.startsWith(`${from} `)).toBe(true);
    await expectTileAsCard(page, found!, 'in-stock-alternatives', lng, expected);
  }
});

test('the configurable filter leaves only the products that can be configured', async ({ page, request }) => {
  const configurable = await listProducts(request, { configurable: 'true' });
  const all = await listProducts(request);
  expect(configurable.total).toBeGreaterThanOrEqual(25);
  expect(configurable.total).toBeLessThan(all.total);
  await gotoReady(page, '/productos');
  const panel = page.getByTestId('filter-panel');
  const filter = panel.getByRole('checkbox', { name: /^Solo configurables/ });
  await expect(filter).toHaveAccessibleName(`Solo configurables (${configurable.total})`);
  // Checked once React has taken the box over (before, the click changes the box but not the list).
  await (await hydrated(filter)).check();
  await expect(page).toHaveURL(/configurable=true/);
  await expect(page.getByTestId('result-count')).toHaveText(`${configurable.total} productos encontrados`);
  // A model (a monitor, an accessory) is gone; every card left says 'Configurable'.
  // One look at the whole list (card by card, 17 and more round trips outlasted the timeout under load).
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.filter({ hasNot: page.getByText('Configurable', { exact: true }) })).toHaveCount(0);
  expect(await cards.count()).toBeGreaterThan(1);
});

test('on a phone the card’s mark and price fit the card', { tag: '@layout' }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoReady(page, '/productos?configurable=true');
  if (isPhone(page)) await expect(page.getByTestId('result-count')).toBeVisible();
  const first = page.getByTestId('product-card').first();
  const mark = first.getByText('Configurable', { exact: true });
  const price = first.getByTestId('card-price');
  await expect(mark).toBeVisible();
  await expect(price).toBeVisible();
  const box = (await first.boundingBox())!;
  for (const part of [mark, price]) {
    const inside = (await part.boundingBox())!;
    expect(inside.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(inside.x + inside.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
  }
  await page.screenshot({ path: test.info().outputPath('catalogue-375-es.png') });
});

test(
  'every card’s price block is laid out alike at every width, in both languages: no “desde” wrapped into the price',
  { tag: '@layout' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // The phone's project looks at phones (360 px: two cards to a row at their narrowest), the desktop's at wider screens.
    const widths = isPhone(page) ? [375, 360] : [1280, 768];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      // The dearest first (the longest amounts), and the home page's mix of models and configurable products.
      for (const path of ['/productos?sort=price_desc', '/productos?configurable=true&sort=price_desc', '/'])
        for (const [lng, from] of [
          ['es', 'Desde'],
          ['en', 'From'],
        ] as const) {
          await gotoReady(page, `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
          const prices = page.getByTestId('card-price');
          await expect(prices.first()).toBeVisible();
          // Each card's parts, measured from the top of its price block.
          const cards = await prices.evaluateAll((elements) =>
            elements.map((element) => {
              const block = element.parentElement!.getBoundingClientRect();
              const card = element.closest('[data-testid="product-card"]')!.getBoundingClientRect();
              const [label, amount] = Array.from(element.children) as HTMLElement[];
              const stock = element.nextElementSibling!.getBoundingClientRect();
              // Where the money's characters are drawn: the line boxes its text lies on.
              const range = document.createRange();
              range.selectNodeContents(amount!);
              const parts = Array.from(range.getClientRects());
              const labelRange = document.createRange();
              labelRange.selectNodeContents(label!);
              const top = (rect: DOMRect) => Math.round(rect.top - block.top);
              return {
                label: label!.textContent!.trim(),
                money: amount!.textContent!,
                layout: {
                  height: Math.round(block.height),
                  labelTop: top(label!.getBoundingClientRect()),
                  stockTop: top(stock),
                  moneyTop: top(parts[0]!),
                  moneyLines: new Set(parts.map((part) => Math.round(part.top))).size,
                },
                inside: [...parts, stock].every(
                  (part) => part.left >= card.left - 0.5 && part.right <= card.right + 0.5,
                ),
                // The label and the stock share the small line without touching.
                apart: Array.from(labelRange.getClientRects()).every((part) => part.right < stock.left),
              };
            }),
          );
          expect(cards.length).toBeGreaterThanOrEqual(4);
          // Every card of the configurable-only list says 'Desde'; the other lists hold whatever the
          // other tests made dearest meanwhile (models, plain products), so any mix of the two.
          if (path.includes('configurable=true'))
            expect(new Set(cards.map((card) => card.label))).toEqual(new Set([from]));
          for (const { label, money } of cards) {
            expect(['', from]).toContain(label);
            expect(money).toMatch(/^\S+\s[\d.,]+$/);
          }
          const [first] = cards;
          expect(first!.layout.moneyLines).toBe(1);
          expect(first!.layout.moneyTop).toBeGreaterThan(first!.layout.labelTop);
          expect(first!.layout.stockTop).toBe(first!.layout.labelTop);
          expect(cards.map(({ money, layout, inside, apart }) => ({ money, layout, inside, apart }))).toEqual(
            cards.map(({ money }) => ({ money, layout: first!.layout, inside: true, apart: true })),
          );
        }
      await page.screenshot({ path: test.info().outputPath(`cards-${width}.png`) });
    }
  },
);

test.describe('with exchange rates set', () => {
  // The rate is a setting of the whole shop, and the suite's other specs look at the catalogue:
  // a server of this describe's own, on a fresh database, its rate set by staff through the API.
  const server = ownServer('card-rates', 70);
  let base = '';
  test.beforeAll(async ({ playwright }) => {
    base = server.base();
    const request = await playwright.request.newContext({ baseURL: base });
    const login = await request.post('/api/auth/login', { data: DEMO_ADMIN });
    const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const current = (await (await request.get('/api/admin/settings', { headers })).json()) as Record<string, unknown>;
    const { version: _v, updatedAt: _u, exchangeRatesSetOn: _d, ...values } = current;
    const saved = await request.put('/api/admin/settings', {
      headers,
      data: { ...values, exchangeRates: { USD: '1490' } },
    });
    expect(saved.status()).toBe(200);
    await request.dispose();
  });

  test(
    'the prices of a row of cards line up, with or without a “≈ AR$” line under them, in both languages',
    { tag: '@layout' },
    async ({ page }) => {
      test.setTimeout(150_000);
      const widths = isPhone(page) ? [375, 360] : [1280, 768];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        let mixedRows = 0;
        // The dearest first (long amounts, US$ laptops beside AR$ ones), and the catalogue's own order.
        for (const path of ['/productos?sort=price_desc', '/productos?category=laptops', '/productos'])
          for (const lng of ['es', 'en'] as const) {
            await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
            const prices = page.getByTestId('card-price');
            await expect(prices.first()).toBeVisible({ timeout: 30_000 });
            // The rates arrive after the cards: wait for their lines.
            await expect(page.getByTestId('approximate-price').first()).toBeVisible();
            const cards = await prices.evaluateAll((elements) =>
              elements.map((element) => {
                const card = element.closest('[data-testid="product-card"]')!.getBoundingClientRect();
                const block = element.parentElement!.getBoundingClientRect();
                const amount = element.lastElementChild!;
                const range = document.createRange();
                range.selectNodeContents(amount);
                const line = range.getClientRects()[0]!;
                const approximate = element.parentElement!.querySelector('[data-testid="approximate-price"]');
                const below = approximate?.getBoundingClientRect();
                return {
                  row: Math.round(card.top),
                  amountTop: line.top,
                  blockBottom: block.bottom,
                  approximate: Boolean(approximate),
                  // The line under the price, whole, inside its card.
                  belowInside: !below || (below.left >= card.left - 0.5 && below.right <= card.right + 0.5),
                };
              }),
            );
            const rows = new Map<number, typeof cards>();
            for (const card of cards) rows.set(card.row, [...(rows.get(card.row) ?? []), card]);
            for (const row of rows.values()) {
              if (row.length < 2) continue;
              if (row.some((card) => card.approximate) && row.some((card) => !card.approximate)) mixedRows += 1;
              const [first] = row;
              for (const card of row) {
                expect(Math.abs(card.amountTop - first!.amountTop)).toBeLessThanOrEqual(1);
                expect(Math.abs(card.blockBottom - first!.blockBottom)).toBeLessThanOrEqual(1);
                expect(card.belowInside).toBe(true);
              }
            }
            if (lng === 'es' && path === '/productos?category=laptops')
              await page.screenshot({ path: test.info().outputPath(`rates-${width}-${lng}.png`) });
          }
        // Rows holding both kinds of card were measured: the case the lines could lift a price.
        expect(mixedRows).toBeGreaterThan(0);
      }
    },
  );
});
