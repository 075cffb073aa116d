import { expect, test } from '@playwright/test';
import {
  DEMO_ADMIN,
  gotoReady,
  registerAccount,
  serverReadyAtOnce,
  signInThroughPage,
  submitLogin,
  uniqueEmail,
} from './accounts';
import { drawMail, mailTo } from './outbox';
import { createProduct, uniqueWord } from './shop-products';

/**
 * E-mails (issue 22) as a person meets them: the mails the e2e server writes into its outbox
 * folder are read back from there (outbox.ts).
 */

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));
// Each test waits for the mail worker and draws pages and mails at two widths.
test.describe.configure({ timeout: 90_000 });

// @layout: issue 22 asks for the reset at a phone's width too (it runs on the phone project as well).
test(
  'a forgotten password is reset through the link of the e-mail; the old session stops working',
  { tag: '@layout' },
  async ({ page, request }, testInfo) => {
    const account = await registerAccount(request, 'Olvido E2E', uniqueEmail('olvido', testInfo));

    await gotoReady(page, '/auth');
    await page.getByTestId('forgot-password').click();
    await expect(page).toHaveURL(/\/restablecer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByTestId('reset-done')).toContainText(
      'Si hay una cuenta con ese e-mail, te enviamos un enlace',
    );

    const mail = await mailTo(account.email, /^Restablece tu contraseña de TechStore$/);
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.html).not.toMatch(/<img|<script|src=/i);
    const link = /(http\S+\/restablecer\?token=[\w-]+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    await drawMail(page, mail, 'reset-mail', testInfo);

    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1, name: 'Elige una contraseña nueva' })).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`reset-page-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Nueva-clave-2026!');
    await page.getByLabel('Repite la contraseña nueva', { exact: true }).fill('Nueva-clave-2026!');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('Listo: tu contraseña cambió');

    // The session opened before the reset is over; the link works once; the new password signs in.
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(me.status()).toBe(401);
    expect(((await me.json()) as { code: string }).code).toBe('SESSION_ENDED');
    await page.goto(link!);
    await page.getByLabel('Contraseña nueva', { exact: true }).fill('Otra-clave-2026!');
    await page.getByLabel('Repite la contraseña nueva', { exact: true }).fill('Otra-clave-2026!');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(page.getByTestId('reset-error')).toContainText('ya se usó, venció o está incompleto');
    await page.getByRole('link', { name: 'Pedir un enlace nuevo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Restablecer contraseña' })).toBeVisible();
    await gotoReady(page, '/auth');
    await submitLogin(page, account.email, 'Nueva-clave-2026!');
    await expect(page).not.toHaveURL(/\/auth$/);
  },
);

test("the order's confirmation lands in the outbox in the account's language, and staff see it listed", async ({
  page,
  request,
}, testInfo) => {
  const product = await createProduct(request, {
    name: `Teclado ${uniqueWord('Tecl')}`,
    basePrice: 45999.9,
    currency: 'ARS',
    stock: 4,
  });
  const account = await registerAccount(request, 'Buyer E2E', uniqueEmail('mail-order', testInfo));
  const placed = await request.post('/api/orders', {
    headers: {
      authorization: `Bearer ${account.token}`,
      'accept-language': 'en',
      'idempotency-key': `e2e-${Date.now()}`,
    },
    data: { items: [{ productId: product.id, quantity: 2 }] },
  });
  expect(placed.status()).toBe(201);
  const { id } = (await placed.json()) as { id: string };
  const number = id.slice(0, 8).toUpperCase();

  const mail = await mailTo(account.email, new RegExp(`^We received your order ${number}$`));
  expect(mail.text).toContain('Hi Buyer E2E,');
  expect(mail.text).toContain(`2 × AR$ 45,999.90 = AR$ 91,999.80`);
  expect(mail.text).toContain('Total: AR$ 91,999.80');
  expect(mail.html).toContain('<html lang="en">');
  await drawMail(page, mail, 'confirmation-mail', testInfo);

  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await gotoReady(page, '/admin/correos');
  await expect(page.getByRole('heading', { level: 1, name: 'Correos enviados' })).toBeVisible();
  // Outside production the admin menu links to it (in production the server has no outbox list).
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Correos', exact: true })).toBeVisible();
  const row = page
    .getByTestId('outbox-list')
    .getByRole('listitem')
    .filter({ hasText: `We received your order ${number}` });
  await expect(row).toContainText(account.email);
  await expect(row).toContainText('Enviado');
  await page.screenshot({ path: testInfo.outputPath('outbox-page-1280.png') });
});
