import { expect, test } from '@playwright/test';
import { gotoReady, registerAccount, serverReadyAtOnce, signInThroughPage, uniqueEmail } from './accounts';
import { createProduct, uniqueWord } from './shop-products';

/**
 * What the shop remembers for a shopper: a guest's favourite (kept in the browser) survives
 * signing in and shows on the Favoritos page with its price and stock; the recently viewed strip
 * lists the products opened, the latest first, each removable.
 */

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));
test.describe.configure({ timeout: 60_000 });

test(
  "a guest's favourite survives sign-in and shows on Favoritos with its price and stock",
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const name = `Parlante ${uniqueWord('favorito')}`;
    const product = await createProduct(request, { name, basePrice: 45, currency: 'USD', stock: 7 });
    const account = await registerAccount(request, 'Fabiana Favoritos', uniqueEmail('favoritos', testInfo));

    await gotoReady(page, `/producto/${product.id}`);
    const heart = page.getByRole('button', { name: `Guardar ${name} en favoritos` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await signInThroughPage(page, account.email, account.password);
    await gotoReady(page, '/favoritos');
    await expect(page.getByRole('heading', { name: 'Favoritos', level: 1 })).toBeVisible();
    const card = page.getByTestId('product-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('45,00');
    await expect(card).toContainText('Stock: 7');
    await expect(card.getByRole('button', { name: `Guardar ${name} en favoritos` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // It is the account's now (merged at sign-in), and the browser's guest copy is gone.
    const saved = await request.get('/api/account/favourites', {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(((await saved.json()) as { items: { productId: string }[] }).items.map((item) => item.productId)).toEqual([
      product.id,
    ]);
    expect(await page.evaluate(() => localStorage.getItem('favourites'))).toBeNull();
    // The page fits a phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  },
);

test(
  'recently viewed lists the products opened, the latest first, and one can be removed',
  { tag: '@layout' },
  async ({ page, request }) => {
    const word = uniqueWord('visto');
    const products = [];
    for (const label of ['Uno', 'Dos', 'Tres']) {
      products.push(
        await createProduct(request, { name: `Visto ${label} ${word}`, basePrice: 10, currency: 'USD', stock: 2 }),
      );
    }
    for (const product of products) {
      await gotoReady(page, `/producto/${product.id}`);
      await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
      // Recorded once the page is taken over (the strip's chunk records it).
      await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed') ?? '')).toContain(product.id);
    }
    // Under the last product's page: the two opened before it, the latest first.
    const strip = page.getByTestId('recently-viewed');
    await expect(strip.getByTestId('recently-viewed-item')).toHaveText([
      new RegExp(`Visto Dos ${word}`),
      new RegExp(`Visto Uno ${word}`),
    ]);

    await gotoReady(page, '/');
    const items = page.getByTestId('recently-viewed').getByTestId('recently-viewed-item');
    await expect(items.filter({ hasText: word })).toHaveText([/Visto Tres/, /Visto Dos/, /Visto Uno/]);
    await page.getByRole('button', { name: `Quitar Visto Dos ${word} de vistos recientemente` }).click();
    await expect(items.filter({ hasText: word })).toHaveText([/Visto Tres/, /Visto Uno/]);
    await page.reload();
    await expect(items.filter({ hasText: word })).toHaveText([/Visto Tres/, /Visto Uno/]);
    await page.getByRole('button', { name: 'Borrar todo' }).click();
    await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
  },
);
