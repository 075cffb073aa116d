import { expect, test, type Page } from '@playwright/test';
import {
  gotoReady,
  registerAccount,
  serverReadyAtOnce,
  signInThroughPage,
  submitLogin,
  submitRegistration,
  uniqueEmail,
} from './accounts';
import { isSeeded, listProducts } from './api';
import { hydrated } from './hydration';
import { createProduct, uniqueWord } from './shop-products';

// A shopper's way around the shop: pages open at their top, Back returns to where they were,
// text typed early is kept, the phone's search row gets out of the way, the sign-in page says
// why it is there, breadcrumbs, and forms and dialogs that behave.

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** A phone project runs only the cases that are about the layout. */
const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'not about the layout');

test(
  'a product opened from the scrolled catalogue opens at its top; Back returns to the same place',
  { tag: '@layout' },
  async ({ page }) => {
    // The seeded smartphones: other tests add products (accessories, laptops, tablets) as this one
    // runs, and a catalogue that changes between the visit and Back moves the cards themselves.
    await gotoReady(page, '/productos?category=smartphones');
    const cards = page.getByTestId('product-card');
    await expect(cards.nth(7)).toBeVisible();
    const card = cards.nth(7);
    // Hydrated first: hydration runs in slices (a transition) and what mounts when it commits may
    // move the page, so the place is measured once the page is the one the shopper uses.
    const link = await hydrated(card.getByRole('link').first());
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
    // Settled: the position the page keeps is the one the shopper left.
    await page.waitForTimeout(300);
    const left = await scrollY(page);
    const name = (await card.getByRole('heading').textContent())!;

    await link.click();
    await expect(page).toHaveURL(/\/producto\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL(/\/productos\?category=smartphones$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
    expect(await scrollY(page)).toBeLessThan(left + 5);
    await expect(page.getByTestId('product-card').filter({ hasText: name }).first()).toBeInViewport();

    // Forward: the product again, at its top (where it was left).
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect.poll(() => scrollY(page)).toBe(0);
  },
);

test("a product's page code is asked for as the pointer rests on its card, before the click", async ({ page }) => {
  desktopOnly();
  await gotoReady(page, '/');
  const productCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/product-page-[\w-]+\.js$/.test(request.url())) productCode.push(request.url());
  });
  const link = await hydrated(page.getByTestId('product-card').first().getByRole('link').first());
  // The home page's own code does not hold the product page's.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(productCode).toEqual([]);
  await link.hover();
  await expect.poll(() => productCode.length).toBe(1);
  await link.click();
  await expect(page).toHaveURL(/\/producto\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Fetched once: the visit used what the hover brought.
  expect(productCode).toHaveLength(1);
});

test('a change of filter keeps the list in view instead of jumping to the top', async ({ page }) => {
  desktopOnly();
  await gotoReady(page, '/productos');
  const sort = await hydrated(page.getByLabel('Ordenar por'));
  await page.mouse.wheel(0, 600);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const before = await scrollY(page);
  await sort.selectOption({ index: 1 });
  await expect(page).toHaveURL(/sort=/);
  await page.waitForTimeout(300);
  expect(await scrollY(page)).toBeGreaterThan(before - 50);
});

test('the comparison page opens at its top', { tag: '@layout' }, async ({ page, request }) => {
  const { products } = await listProducts(request, { category: 'laptops' });
  const laptop = products.find(isSeeded)!;
  await gotoReady(page, `/producto/${laptop.id}`);
  const compare = await hydrated(page.getByRole('link', { name: 'Comparar con otros productos' }));
  await compare.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(100);
  await compare.click();
  await expect(page).toHaveURL(/\/comparar\?ids=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comparar productos');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("'Mis pedidos' opens at its top", async ({ page }, testInfo) => {
  desktopOnly();
  const account = await registerAccount(page.request, 'Navegante E2E', uniqueEmail('nav', testInfo));
  await signInThroughPage(page, account.email, account.password);
  await gotoReady(page, '/productos');
  await expect(page.getByTestId('product-card').nth(7)).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
  await (await hydrated(page.getByRole('button', { name: 'Menú de usuario' }))).click();
  await page.getByRole('menuitem', { name: 'Mis pedidos' }).click();
  await expect(page).toHaveURL(/\/mis-pedidos$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a word typed into the header search as the page loads is kept, and Enter searches for it', async ({
  page,
  request,
}) => {
  desktopOnly();
  const { products } = await listProducts(request);
  const word = products[0]!.name.split(' ')[0]!;
  // Every script waits until the word is typed: the page is still the server's HTML.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Buscar productos' });
  await box.fill(word);
  release();
  // React takes the page over (the session and the cart are read, the header renders again)...
  await hydrated(page.getByTestId('theme-toggle'));
  await hydrated(box);
  // ...and the word is still there, and Enter searches for it.
  await expect(box).toHaveValue(word);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/productos\\?search=${encodeURIComponent(word)}`));
});

test(
  'on a phone the header search row closes once a result is picked',
  { tag: '@layout' },
  async ({ page, request }) => {
    test.skip(test.info().project.name !== 'mobile', 'the row is the phone layout');
    const { products } = await listProducts(request);
    const product = products.find((candidate) => isSeeded(candidate) && candidate.stock > 0)!;
    await gotoReady(page, '/');
    await (await hydrated(page.getByTestId('phone-search-button'))).click();
    const row = page.locator('#header-search');
    await expect(row).toBeVisible();
    await row.getByRole('combobox').fill(product.name);
    await page.getByRole('option', { name: product.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/producto/${product.id}`));
    await expect(row).toBeHidden();
    await expect(page.getByTestId('phone-search-button')).toHaveAttribute('aria-expanded', 'false');
  },
);

test('a guest opening the cart is told why, registers, and the first sign-in returns to the cart', async ({
  page,
}, testInfo) => {
  desktopOnly();
  await gotoReady(page, '/carrito');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Inicia sesión para ver tu carrito')).toBeVisible();
  await (await hydrated(page.getByRole('button', { name: 'Switch to English' }))).click();
  await expect(page.getByText('Sign in to see your cart')).toBeVisible();
  await page.getByRole('button', { name: 'Cambiar a español' }).click();

  // Registration keeps the specification's flow: its message, then the sign-in form filled in.
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  // The reason speaks to the form shown.
  await expect(page.getByTestId('auth-reason')).toHaveText('Crea tu cuenta para ver tu carrito');
  const email = uniqueEmail('carrito', testInfo);
  await submitRegistration(page, 'Ana Carrito', email);
  await expect(page.getByTestId('auth-success')).toHaveText(
    '¡Cuenta creada correctamente! Por favor, inicia sesión con tus credenciales.',
  );
  const login = page.getByTestId('login-form');
  await expect(login.getByLabel('Email', { exact: true })).toHaveValue(email);
  await login.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Carrito' })).toBeVisible();
});

test("the header's sign-in link returns the shopper to the product they were on", async ({ page }, testInfo) => {
  desktopOnly();
  const account = await registerAccount(page.request, 'Vuelta E2E', uniqueEmail('vuelta', testInfo));
  const { products } = await listProducts(page.request);
  const product = products.find(isSeeded)!;
  await gotoReady(page, `/producto/${product.id}`);
  // The header's link: the reviews section below has one of its own.
  await (await hydrated(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }))).click();
  await expect(page).toHaveURL(/\/auth$/);
  // Nothing to explain here: the shopper chose to sign in.
  await expect(page.getByTestId('auth-reason')).toHaveCount(0);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(new RegExp(`/producto/${product.id}$`));
});

test(
  'breadcrumbs lead back from a product and a category, and the page carries them as BreadcrumbList',
  { tag: '@layout' },
  async ({ page, request }) => {
    const { products } = await listProducts(request, { category: 'laptops' });
    const laptop = products.find(isSeeded)!;
    await gotoReady(page, `/producto/${laptop.id}`);
    const trail = page.getByRole('navigation', { name: 'Estás en' });
    await expect(trail.getByRole('link')).toHaveText(['Inicio', 'Laptops', laptop.name]);
    await expect(trail.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Laptops' })).toHaveAttribute('href', '/productos?category=laptops');
    await expect(trail.getByRole('link', { name: laptop.name })).toHaveAttribute('aria-current', 'page');

    // In the server's HTML, for search engines.
    const html = await (await request.get(`/producto/${laptop.id}`)).text();
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) =>
        JSON.parse(match[1]!) as {
          '@type': string;
          itemListElement: { position: number; name: string; item: string }[];
        },
    );
    const list = data.find((entry) => entry['@type'] === 'BreadcrumbList');
    // Absolute addresses, on the origin the page was asked at (no PUBLIC_BASE_URL in these runs).
    const origin = new URL(page.url()).origin;
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Laptops', item: `${origin}/productos?category=laptops` },
      { '@type': 'ListItem', position: 3, name: laptop.name, item: `${origin}/producto/${laptop.id}` },
    ]);

    await (await hydrated(trail.getByRole('link', { name: 'Laptops' }))).click();
    await expect(page).toHaveURL(/\/productos\?category=laptops$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Laptops' })).toBeVisible();
    const catalogueTrail = page.getByRole('navigation', { name: 'Estás en' });
    await expect(catalogueTrail.getByRole('link')).toHaveText(['Inicio', 'Laptops']);
    const catalogueHtml = await (await request.get('/productos?category=laptops')).text();
    expect(catalogueHtml).toContain('"@type":"BreadcrumbList"');
    await catalogueTrail.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('a form shows every invalid field at once, each message once, beside its field', async ({ page }) => {
  desktopOnly();
  await gotoReady(page, '/auth');
  await (await hydrated(page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }))).click();
  const form = page.getByTestId('register-form');
  await form.getByLabel('Email', { exact: true }).fill('ana@');
  await form.getByLabel('Contraseña', { exact: true }).fill('corta');
  await form.getByRole('button', { name: 'Crear Cuenta', exact: true }).click();
  const messages = [
    ['Email', 'El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)'],
    ['Contraseña', 'La contraseña debe tener al menos 8 caracteres'],
    ['Nombre Completo', 'El nombre es requerido y no puede estar vacío'],
    ['Fecha de Nacimiento', 'La fecha de nacimiento es requerida'],
    [
      'Confirmar Contraseña',
      'Las contraseñas no coinciden. Por favor, asegúrate de escribir la misma contraseña en ambos campos',
    ],
  ] as const;
  for (const [label, message] of messages) {
    await expect(page.getByText(message, { exact: true })).toHaveCount(1);
    // Beside its field: the field is marked invalid and described by it.
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  }
  // Not repeated in a banner above the form, and the first in the rules' order has the focus.
  await expect(page.getByTestId('auth-error')).toHaveCount(0);
  await expect(form.getByLabel('Email', { exact: true })).toBeFocused();
});

test('Escape on the payment dialog gives focus back to the button that opened it', async ({ page }, testInfo) => {
  desktopOnly();
  const product = await createProduct(page.request, {
    name: `Cable ${uniqueWord('Foco')}`,
    basePrice: 10,
    currency: 'USD',
    stock: 3,
  });
  const account = await registerAccount(page.request, 'Foco E2E', uniqueEmail('foco', testInfo));
  await signInThroughPage(page, account.email, account.password);
  await gotoReady(page, `/producto/${product.id}`);
  await (await hydrated(page.getByRole('button', { name: 'Agregar al carrito' }))).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await gotoReady(page, '/carrito');
  await expect(page.getByText('Comprobando precios y stock...')).toBeHidden();
  const checkout = await hydrated(page.getByRole('button', { name: 'Proceder al pago' }));
  await checkout.click();
  const dialog = page.getByTestId('payment-modal');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(checkout).toBeFocused();
  // Enter opens it again: the focus is where the shopper can use it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
});

test('a password can be shown and hidden again (es, en)', async ({ page }) => {
  desktopOnly();
  await gotoReady(page, '/auth');
  const form = page.getByTestId('login-form');
  const password = form.getByLabel('Contraseña', { exact: true });
  await password.fill('Secreta-1!');
  await expect(password).toHaveAttribute('type', 'password');
  await (await hydrated(form.getByRole('button', { name: 'Mostrar contraseña' }))).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('Secreta-1!');
  await form.getByRole('button', { name: 'Ocultar contraseña' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(form.getByRole('button', { name: 'Show password' })).toBeVisible();
  // Every password field of the registration has one too.
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByTestId('register-form').getByRole('button', { name: 'Show password' })).toHaveCount(2);
});

test("a success message ('Datos actualizados') leaves once the form changes", async ({ page }, testInfo) => {
  desktopOnly();
  const account = await registerAccount(page.request, 'Datos E2E', uniqueEmail('datos', testInfo));
  await signInThroughPage(page, account.email, account.password);
  await gotoReady(page, '/mi-cuenta');
  const form = page.getByTestId('profile-form');
  const name = await hydrated(form.getByLabel('Nombre Completo'));
  await name.fill('Datos Nuevos');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  const status = page.getByTestId('account-profile-status');
  await expect(status).toBeVisible();
  await name.fill('Datos Nuevos 2');
  await expect(status).toBeHidden();
});
