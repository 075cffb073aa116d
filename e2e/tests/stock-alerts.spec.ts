import { expect, test } from '@playwright/test';
import { gotoReady, serverReadyAtOnce, uniqueEmail } from './accounts';
import { mailsTo } from './outbox';
import { createProduct, setStock, uniqueWord } from './shop-products';

/**
 * Back-in-stock alerts as a guest meets them: the form on a sold-out product's page, the one mail
 * in the outbox folder (outbox.ts) once staff restock, and its
 * unsubscribe link working without signing in.
 */

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));
test.describe.configure({ timeout: 60_000 });

test(
  "a guest's back-in-stock alert lands in the outbox when staff restock, and unsubscribes without signing in",
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const name = `Auriculares ${uniqueWord('aviso')}`;
    const product = await createProduct(request, { name, basePrice: 30, currency: 'USD', stock: 0 });
    const email = uniqueEmail('aviso', testInfo);

    await gotoReady(page, `/producto/${product.id}`);
    const form = page.getByTestId('stock-alert');
    await expect(form.getByRole('heading', { name: 'Avisarme cuando vuelva' })).toBeVisible();
    await form.getByLabel('Tu correo electrónico').fill(email);
    // Without consent the server refuses, and says why.
    await form.getByRole('button', { name: 'Avisarme cuando vuelva' }).click();
    await expect(form.getByRole('alert')).toContainText('acepta que te escribamos');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Avisarme cuando vuelva' }).click();
    await expect(form.getByRole('status')).toHaveText(`Listo: te escribiremos a ${email} cuando vuelva.`);

    expect(mailsTo(email)).toEqual([]);
    await setStock(request, product.id, 3);
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(`${name} volvió a estar disponible`);
    expect(mail!.text).toContain(`/producto/${product.id}`);

    const unsubscribe = /https?:\/\/\S+\/avisos-de-stock\/baja\?token=[\w-]+/.exec(mail!.text)![0];
    await page.goto(new URL(unsubscribe).pathname + new URL(unsubscribe).search);
    await expect(page.getByText(`Ya no te escribiremos a ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar la baja' }).click();
    await expect(page.getByRole('status')).toContainText('te diste de baja');
  },
);
