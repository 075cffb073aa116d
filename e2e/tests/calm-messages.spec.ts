import { expect, test, type Page } from '@playwright/test';
import { gotoReady, serverReadyAtOnce, submitLogin, uniqueEmail } from './accounts';
import { richProduct } from './api';
import { hydrated } from './hydration';
import { createProduct, uniqueWord } from './shop-products';

/**
 * One calm way to say what happened: an error about a form is said once, in the
 * form; the add button says why it is off instead of warning on every press; keyboard focus is
 * never hidden under the bars.
 */

test('a failed sign-in is said once, in the form, with no toast over it (es, en)', async ({ page }, testInfo) => {
  await serverReadyAtOnce(page);
  await gotoReady(page, '/auth');
  const errorBox = page.getByTestId('auth-error');
  const toasts = page.locator('[data-sonner-toast]');

  await submitLogin(page, uniqueEmail('nadie', testInfo), 'Incorrecta-1!');
  await expect(errorBox).toHaveText('Email o contraseña incorrectos');
  // The working toast ('Iniciando sesión...') goes; nothing says the error a second time.
  await expect(toasts).toHaveCount(0);
  await expect(page.getByText('Email o contraseña incorrectos')).toHaveCount(1);

  await (await hydrated(page.getByRole('button', { name: 'Switch to English' }))).click();
  await expect(errorBox).toHaveText('Invalid credentials');
  const form = page.getByTestId('login-form');
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  await expect(errorBox).toHaveText('Invalid credentials');
  await expect(toasts).toHaveCount(0);
  await expect(page.getByText('Invalid credentials')).toHaveCount(1);
});

test('the add button turns off with its reason once the cart holds all the stock (es, en)', async ({
  page,
  request,
}) => {
  await serverReadyAtOnce(page);
  const word = uniqueWord('Calma');
  const product = await createProduct(request, { name: `Cable ${word}`, basePrice: 10, currency: 'USD', stock: 2 });
  await gotoReady(page, `/producto/${product.id}`);
  const add = await hydrated(page.getByRole('button', { name: 'Agregar al carrito' }));
  await add.click();
  await add.click();
  const full = page.getByRole('button', { name: 'Ya tienes todo el stock en el carrito' });
  await expect(full).toBeDisabled();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  // Pressing the disabled button (forced: a person cannot) stacks no warning.
  for (let press = 0; press < 5; press++) await full.click({ force: true });
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The catalogue's card says the same, in English too.
  await gotoReady(page, `/productos?search=${word}&lng=en`);
  const card = page.getByTestId('product-card').filter({ hasText: word });
  await expect(card.getByRole('button', { name: 'You already have all the stock in your cart' })).toBeDisabled();
});

/**
 * Where the focused element is, against the part of the window the bars leave visible, in the
 * next frame the browser paints: what the page does before painting (a product page keeps a
 * keyboard focus in view as its lower sections arrive) is part of what the person sees.
 */
function focusPlacement(page: Page) {
  return page.evaluate(async () => {
    // After the frame's paint (its layout, resize observers and paint follow its callbacks), and
    // until the focus stands still from one painted frame to the next: a part arriving meanwhile
    // (a product page's lower sections) moves it, and the page puts it back before the next paint.
    const painted = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    for (let frame = 0, top = NaN; frame < 10; frame++) {
      await painted();
      const now = document.activeElement?.getBoundingClientRect().top ?? 0;
      if (now === top) break;
      top = now;
    }
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const header = document.querySelector('header')!.getBoundingClientRect();
    const bar = document.querySelector<HTMLElement>('[data-testid="bottom-bar"]');
    const barTop = bar && getComputedStyle(bar).display !== 'none' ? bar.getBoundingClientRect().top : innerHeight;
    const box = element.getBoundingClientRect();
    // Marked when first focused, so the walk knows when Tab has come round to the start again.
    const again = element.dataset.e2eFocused === 'yes';
    element.dataset.e2eFocused = 'yes';
    return {
      again,
      element: element.outerHTML.slice(0, 120),
      // The bars' own links and buttons (the product's buy bar too, which slides in above the
      // bottom bar: measured mid-slide its button is still on its way up), and the skip link that
      // shows above the top bar, are never covered.
      exempt:
        Boolean(element.closest('header, [data-testid="bottom-bar"], [data-buy-bar]')) ||
        getComputedStyle(element).position === 'fixed',
      top: box.top,
      bottom: box.bottom,
      visibleTop: Math.max(0, header.bottom),
      visibleBottom: barTop,
    };
  });
}

type Placement = NonNullable<Awaited<ReturnType<typeof focusPlacement>>>;

/**
 * Whether a bar covers part of the focused element: it must be whole when it fits. One taller
 * than the room the bars leave (a product card at 200 %) cannot be: it must fill that room but
 * for a little air beyond the bars (under 1.5 rem: the scroll padding's 11 px,
 * and walking up with Shift+Tab Chromium left a card 16.75 px below the top bar on CI, shown
 * 253 px of a 270 px room).
 */
function covered(placed: Placement): boolean {
  if (placed.exempt) return false;
  const room = placed.visibleBottom - placed.visibleTop;
  const height = placed.bottom - placed.top;
  const shown = Math.min(placed.bottom, placed.visibleBottom) - Math.max(placed.top, placed.visibleTop);
  return height <= room ? shown < height - 1 : shown < room - 24;
}

const describe = (placed: Placement) =>
  `${placed.element} at ${placed.top}-${placed.bottom}, visible ${placed.visibleTop}-${placed.visibleBottom}`;

/** Tabs from the top of the page to its end (or `limit` presses), checking every focused element. */
async function tabThrough(page: Page, limit: number) {
  let focused = 0;
  const hidden: string[] = [];
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const placed = await focusPlacement(page);
    if (!placed) continue;
    if (placed.again) break; // round to the start
    focused += 1;
    if (covered(placed)) hidden.push(describe(placed));
  }
  return { focused, hidden };
}

for (const screen of [
  { name: '375 px', viewport: { width: 375, height: 812 } },
  // 200 % zoom of a 1280 × 800 window: the page lays out in 640 × 400 CSS pixels.
  { name: '200 % zoom', viewport: { width: 640, height: 400 } },
]) {
  test.describe(`keyboard focus at ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });
    // The viewport is set here, so one project is enough.
    test.skip(({ isMobile }) => isMobile, 'the viewport is set by the test');

    test('is never hidden under the top bar or the bottom bar, on the catalogue and a product page', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await serverReadyAtOnce(page);
      const product = await richProduct(request);
      for (const path of ['/productos', `/producto/${product.id}`]) {
        await gotoReady(page, path);
        await hydrated(page.getByRole('button', { name: 'Agregar al carrito' }));
        await expect(page.getByTestId('bottom-bar')).toBeVisible();
        const { focused, hidden } = await tabThrough(page, 90);
        expect(focused, path).toBeGreaterThan(15);
        expect(hidden, path).toEqual([]);
        // And back up with Shift+Tab: the top bar is the one that covers then.
        const up: string[] = [];
        for (let press = 0; press < 25; press++) {
          await page.keyboard.press('Shift+Tab');
          const placed = await focusPlacement(page);
          if (placed && covered(placed)) up.push(describe(placed));
        }
        expect(up, path).toEqual([]);
      }
    });
  });
}
