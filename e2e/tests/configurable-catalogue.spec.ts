import { expect, test, type Page } from '@playwright/test';
import { gotoReady } from './accounts';
import { listProducts } from './api';
import { hydrated } from './hydration';

// The catalogue says which products can be configured: a 'Configurable' mark and 'desde' (the
// lowest configured price) on their cards, and a filter that leaves only them.

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
  await expect(spanish.getByText(/^desde AR\$\s?2\.599\.999,00$/)).toBeVisible();

  await gotoReady(page, '/productos?search=Zenbook&lng=en');
  // Its English name is the same.
  const english = card(page, zenbook.name);
  await expect(english.getByText('Configurable', { exact: true })).toBeVisible();
  await expect(english.getByText(/^from AR\$\s?2,599,999\.00$/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('catalogue-1280-en.png') });
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
  const price = first.getByText(/^desde /);
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

test('on a phone the card’s money stays on one line, in both languages', { tag: '@layout' }, async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 812 });
  // The dearest first: the longest amounts, which two cards to a row cannot hold on one line with 'desde'.
  for (const [query, from] of [
    ['', 'desde'],
    ['&lng=en', 'from'],
  ] as const) {
    await gotoReady(page, `/productos?configurable=true&sort=price_desc${query}`);
    const prices = page.getByTestId('product-card').getByText(new RegExp(`^${from} `));
    await expect(prices.first()).toBeVisible();
    // Where the money's characters are drawn: the line boxes its part of the text lies on.
    const shown = await prices.evaluateAll(
      (elements, word) =>
        elements.map((element) => {
          const text = element.firstChild!;
          const range = document.createRange();
          range.setStart(text, word.length + 1);
          range.setEnd(text, text.textContent!.length);
          const card = element.closest('[data-testid="product-card"]')!.getBoundingClientRect();
          const parts = Array.from(range.getClientRects());
          return {
            money: range.toString(),
            lines: new Set(parts.map((part) => Math.round(part.top))).size,
            inside: parts.every((part) => part.left >= card.left && part.right <= card.right),
          };
        }),
      from,
    );
    expect(shown.length).toBeGreaterThanOrEqual(4);
    for (const { money } of shown) expect(money).toMatch(/^\S+\s[\d.,]+$/);
    expect(shown.map(({ money, lines, inside }) => ({ money, lines, inside }))).toEqual(
      shown.map(({ money }) => ({ money, lines: 1, inside: true })),
    );
  }
  await page.screenshot({ path: test.info().outputPath('catalogue-375-en-money.png') });
});
