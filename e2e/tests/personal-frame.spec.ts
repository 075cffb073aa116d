import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerAccount, serverReadyAtOnce, storeSession, uniqueEmail, type Account } from './accounts';
import { isSeeded, listProducts, type ApiProduct } from './api';
import { holdScripts, styled } from './hydration';

// A shopper's cart and order confirmation arrive as a frame the server renders, the same for
// everyone (header, title, placeholders): they paint before the scripts load, and the browser
// takes that HTML over (hydration) and draws the shopper's own part in it, without replacing it.

const TEXTS = {
  es: {
    cart: 'Carrito',
    confirmed: '¡Pago exitoso!',
    login: 'Iniciar sesión',
    checking: 'Comprobando precios y stock...',
    back: 'Volver a mis pedidos',
    orders: 'Mis pedidos',
    userMenu: 'Menú de usuario',
  },
  en: {
    cart: 'Cart',
    confirmed: 'Payment successful!',
    login: 'Sign in',
    checking: 'Checking prices and stock...',
    back: 'Back to my orders',
    orders: 'My orders',
    userMenu: 'User menu',
  },
} as const;
type Language = keyof typeof TEXTS;
const LANGUAGES = Object.keys(TEXTS) as Language[];

const inLanguage = (path: string, language: Language) =>
  language === 'es' ? path : `${path}${path.includes('?') ? '&' : '?'}lng=en`;

async function aProduct(request: APIRequestContext): Promise<ApiProduct> {
  const { products } = await listProducts(request);
  const product = products.find((candidate) => isSeeded(candidate) && candidate.stock > 5);
  if (!product) throw new Error('the seed has no product in stock');
  return product;
}

/** A paid order to pick up, placed through the API, for its confirmation page. */
async function placedOrder(request: APIRequestContext, account: Account, product: ApiProduct): Promise<string> {
  const response = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${account.token}` },
    data: { items: [{ productId: product.id, quantity: 1 }], delivery: { option: 'pickup' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A signed-in shopper (in this page's storage) whose cart holds one line of a product in stock. */
async function signedInWithACartLine(page: Page, request: APIRequestContext, email: string) {
  const account = await registerAccount(request, 'Marco E2E', email);
  const product = await aProduct(request);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  await storeSession(page, (await login.json()) as { token: string; user: object });
  const detail = (await (await request.get(`/api/products/${product.id}`)).json()) as {
    basePrice: string;
    currency: string;
  };
  // A cart line as the web app keeps it (shared/cart), put there once: the page may change it.
  await page.addInitScript(
    (line) => {
      if (!localStorage.getItem('cart')) localStorage.setItem('cart', JSON.stringify([line]));
    },
    {
      id: product.id,
      name: product.name,
      ...(product.name_en ? { name_en: product.name_en } : {}),
      price: Number(detail.basePrice),
      currency: detail.currency,
      image: product.images[0] ?? '',
      stock: product.stock,
      category: product.category,
      selectedOptions: {},
      quantity: 1,
    },
  );
  return { account, product };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart and the confirmation show their frame, in both languages, and nothing of a shopper', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'Marco E2E', uniqueEmail('frame', testInfo));
    const product = await aProduct(request);
    const id = await placedOrder(request, account, product);
    for (const language of LANGUAGES) {
      const texts = TEXTS[language];
      // A first render that missed its deadline on a busy machine is the bare shell: ask again.
      await expect(async () => {
        await page.goto(inLanguage('/carrito', language));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.cart, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'TechStore' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: texts.login })).toBeVisible();
      await expect(page.getByRole('main').getByText(texts.checking)).toBeVisible();
      await expect(page).toHaveTitle(`${texts.cart} | TechStore`);
      // Its code and an English page's texts announced in the page, to load beside the entry (the build's real names).
      await expect(page.locator('head link[rel="modulepreload"][href^="/assets/cart-page-"]')).toHaveCount(1);
      await expect(page.locator('head link[rel="modulepreload"][href^="/assets/en-"]')).toHaveCount(
        language === 'en' ? 1 : 0,
      );

      await expect(async () => {
        await page.goto(inLanguage(`/mis-pedidos/${id}?confirmado=1`, language));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.confirmed, { timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('banner').getByRole('link', { name: 'TechStore' })).toBeVisible();
      const confirmationHtml = await page.content();
      await expect(async () => {
        await page.goto(inLanguage(`/mis-pedidos/${id}`, language));
        await expect(page.getByRole('main').getByRole('link', { name: texts.back })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page).toHaveTitle(`${texts.orders} | TechStore`);
      // The order's number and the product are the shopper's: the browser draws them.
      for (const html of [confirmationHtml, await page.content()]) {
        expect(html).not.toContain(id.slice(0, 8).toUpperCase());
        expect(html).not.toContain(product.name);
        expect(html).not.toContain(account.email);
      }
    }
  });
});

test('the browser takes the frame over and draws the shopper’s cart and order in it, without errors', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { account, product } = await signedInWithACartLine(page, request, uniqueEmail('frame-js', testInfo));
  const id = await placedOrder(request, account, product);
  await serverReadyAtOnce(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    const { url } = message.location();
    // The seed draws its pictures after the server starts: a missing one is no error of the page's.
    if (url.includes('/uploads/')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.text()} ${url}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));

  for (const language of LANGUAGES) {
    const texts = TEXTS[language];
    const shown = language === 'en' && product.name_en ? product.name_en : product.name;
    for (const { path, mine } of [
      { path: '/carrito', mine: () => page.getByTestId('cart-line').getByRole('link', { name: shown }) },
      { path: `/mis-pedidos/${id}?confirmado=1`, mine: () => page.getByTestId('order-number') },
    ]) {
      // The server's HTML first, marked, then the scripts: React must keep those very elements.
      const release = await holdScripts(page);
      await expect(async () => {
        // Not 'domcontentloaded': that waits for the module scripts, held here.
        await page.goto(inLanguage(path, language), { waitUntil: 'commit' });
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await page.evaluate(() => {
        document.querySelector('header')!.dataset.frame = 'server';
      });
      release();
      await page.unroute('**/assets/*.js');
      await expect(mine()).toBeVisible();
      if (path === '/carrito') await expect(mine()).toHaveText(shown);
      else await expect(mine()).toHaveText(id.slice(0, 8).toUpperCase());
      // Hydrated, not rendered afresh: the server's header is still the one on the page, now the shopper's.
      await expect(page.locator('header[data-frame="server"]')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('link', { name: texts.login })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path === '/carrito' ? texts.cart : texts.confirmed,
      );
    }
  }
  expect(problems).toEqual([]);
});

test("the cart draws its lines before the layout's menus, search box and footer ask for their code", async ({
  page,
  request,
}, testInfo) => {
  const { product } = await signedInWithACartLine(page, request, uniqueEmail('frame-first', testInfo));
  // When the first line appears, in the page's own clock (the resource timings' clock).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-testid="cart-line"]')) return;
      (window as unknown as { lineShownAt: number }).lineShownAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await serverReadyAtOnce(page);
  await page.goto('/carrito');
  await expect(page.getByTestId('cart-line').getByRole('link', { name: product.name })).toBeVisible();
  // The extras still come: the shopper's menu opens.
  await page.getByRole('button', { name: TEXTS.es.userMenu }).click();
  await expect(page.getByRole('menuitem', { name: TEXTS.es.orders })).toBeVisible();
  const { lineShownAt, extras } = await page.evaluate(() => ({
    lineShownAt: (window as unknown as { lineShownAt: number }).lineShownAt,
    extras: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/(menus|header-search-form|footer)-[\w-]{8}\.js$/.test(entry.name))
      .map((entry) => ({ name: entry.name.replace(/.*\/assets\//, ''), startTime: entry.startTime })),
  }));
  expect(extras.map((extra) => extra.name.replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual([
    'footer',
    'header-search-form',
    'menus',
  ]);
  for (const extra of extras) expect(extra.startTime, extra.name).toBeGreaterThan(lineShownAt);
});

/** Where the header's items other than the account's stand (x, y, width, height of each). */
async function headerPlaces(page: Page, phone: boolean) {
  const banner = page.getByRole('banner');
  const items = {
    brand: banner.getByRole('link', { name: 'TechStore' }),
    search: phone ? banner.getByTestId('phone-search-button') : banner.getByRole('combobox'),
    language: banner.locator('button[lang]'),
    theme: banner.getByTestId('theme-toggle'),
    cart: banner.locator('a[href="/carrito"]'),
  };
  const places: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(items)) places[name] = await item.boundingBox();
  return places;
}

test(
  "a signed-in shopper's header does not move when the browser reads the session (es, en)",
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const phone = testInfo.project.name === 'mobile';
    const account = await registerAccount(request, 'Marco E2E', uniqueEmail('frame-header', testInfo));
    const product = await aProduct(request);
    const id = await placedOrder(request, account, product);
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    await storeSession(page, (await login.json()) as { token: string; user: object });
    await serverReadyAtOnce(page);
    const banner = page.getByRole('banner');
    for (const language of LANGUAGES) {
      const texts = TEXTS[language];
      for (const path of ['/', '/productos', `/producto/${product.id}`, '/carrito', `/mis-pedidos/${id}`]) {
        const release = await holdScripts(page);
        // A first render that missed its deadline on a busy machine is the bare shell: ask again.
        await expect(async () => {
          await page.goto(inLanguage(path, language), { waitUntil: 'commit' });
          await expect(banner.getByRole('link', { name: texts.login })).toBeVisible({ timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await styled(page);
        const before = await headerPlaces(page, phone);
        release();
        await page.unroute('**/assets/*.js');
        const menu = banner.getByRole('button', { name: texts.userMenu });
        await expect(menu).toBeVisible();
        await expect(banner.getByRole('link', { name: texts.login })).toHaveCount(0);
        // Where the sign-in link was, the shopper's first name (from 640 px; the icon alone on a phone).
        await expect(menu.getByText('Marco', { exact: true })).toBeVisible({ visible: !phone });
        expect(await headerPlaces(page, phone), `${path} (${language})`).toEqual(before);
      }
    }
  },
);

/** The contrast ratio (WCAG) of an element's background against the one of the box it lies on. */
async function contrastOnItsBox(placeholder: Locator, box: Locator): Promise<number> {
  const [own, under] = await Promise.all(
    [placeholder, box].map((element) => element.evaluate((node) => getComputedStyle(node).backgroundColor)),
  );
  return placeholder.page().evaluate(
    ([first, second]) => {
      // Any CSS colour (the theme's are oklch) read back as sRGB through a canvas pixel.
      const context = document.createElement('canvas').getContext('2d')!;
      const luminance = (colour: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].map((value) => {
          const channel = value / 255;
          return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [lighter, darker] = [luminance(first!), luminance(second!)].sort((a, b) => b - a);
      return (lighter! + 0.05) / (darker! + 0.05);
    },
    [own, under],
  );
}

for (const theme of ['light', 'dark'] as const) {
  test(`the order number's placeholder shows in the ${theme} theme, as the date's does`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const account = await registerAccount(request, 'Marco E2E', uniqueEmail('frame-theme', testInfo));
    const id = await placedOrder(request, account, await aProduct(request));
    const login = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    await storeSession(page, (await login.json()) as { token: string; user: object }, theme);
    // The server's frame, its placeholders waiting for the scripts, held here.
    await holdScripts(page);
    await expect(async () => {
      await page.goto(`/mis-pedidos/${id}?confirmado=1`, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS.es.confirmed, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await styled(page);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    else await expect(page.locator('html')).not.toHaveClass(/dark/);
    const confirmation = page.getByTestId('order-confirmation');
    const number = page.getByTestId('order-number');
    const numberPlaceholder = number.locator('[aria-hidden]');
    const datePlaceholder = confirmation.locator('dl + [aria-hidden]');
    await expect(numberPlaceholder).toBeVisible();
    await expect(datePlaceholder).toBeVisible();
    // The date's placeholder on the card is the shop's usual one (about 1.2:1 in both themes).
    expect(await contrastOnItsBox(datePlaceholder, confirmation)).toBeGreaterThan(1.15);
    expect(await contrastOnItsBox(numberPlaceholder, page.locator('dl').filter({ has: number }))).toBeGreaterThan(1.15);
  });
}
