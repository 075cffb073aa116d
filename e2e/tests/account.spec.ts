import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  GOOD_PASSWORD,
  gotoReady,
  registerAccount,
  serverReadyAtOnce,
  signInThroughPage,
  uniqueEmail,
} from './accounts';

const NEW_PASSWORD = 'Nueva-clave-2026!';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('Mi cuenta: changing the password signs out the other browser, not this one', async ({
  browser,
  page,
  request,
}, testInfo) => {
  // Two browsers and an accessibility audit on a shared two-core machine.
  test.setTimeout(90_000);
  const email = uniqueEmail('cuenta', testInfo);
  await registerAccount(request, 'Cuenta Prueba', email);
  await serverReadyAtOnce(page);
  await signInThroughPage(page, email, GOOD_PASSWORD);

  // Another browser (its own storage) signed in to the same account.
  const other = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'es-ES',
    viewport: page.viewportSize() ?? undefined,
  });
  const login = await request.post('/api/auth/login', { data: { email, password: GOOD_PASSWORD } });
  const session = (await login.json()) as { token: string; user: object };
  await other.addInitScript(
    ({ token, user }) => {
      // Only on the first load: the page must be free to clear the session afterwards.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
  const otherPage = await other.newPage();
  await serverReadyAtOnce(otherPage);
  await gotoReady(otherPage, '/mi-cuenta');
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta');

  // The user menu (loaded on demand) leads to the page.
  await expect(async () => {
    await page.getByRole('button', { name: 'Menú de usuario' }).click();
    await page.getByRole('menuitem', { name: 'Mi cuenta' }).click({ timeout: 2_000 });
  }).toPass();
  await expect(page).toHaveURL(/\/mi-cuenta$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta');
  await expect(page.getByLabel('Nombre Completo')).toHaveValue('Cuenta Prueba');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.screenshot({ path: testInfo.outputPath(`mi-cuenta-${testInfo.project.name}.png`), fullPage: true });
  // The page, not the sign-in's toast: caught while fading out, its text fails the contrast check.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(audit.violations).toEqual([]);

  // The spec's password rules first, nothing sent.
  const form = page.getByTestId('password-form');
  await form.getByLabel('Contraseña actual').fill(GOOD_PASSWORD);
  await form.getByLabel('Nueva contraseña').fill('corta');
  await form.getByLabel('Confirmar Contraseña').fill('corta');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  // Beside its field, said once (no box above the form repeating it).
  await expect(form.getByText('La contraseña debe tener al menos 8 caracteres', { exact: true })).toHaveCount(1);
  await expect(form.getByLabel('Nueva contraseña')).toHaveAccessibleDescription(
    /La contraseña debe tener al menos 8 caracteres/,
  );
  await expect(page.getByTestId('account-password-status')).toHaveCount(0);
  await expect(form.getByLabel('Nueva contraseña')).toBeFocused();

  await form.getByLabel('Nueva contraseña').fill(NEW_PASSWORD);
  await form.getByLabel('Confirmar Contraseña').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByTestId('account-password-status')).toHaveText(
    'Contraseña actualizada. Se cerraron las demás sesiones',
  );
  await page.screenshot({
    path: testInfo.outputPath(`mi-cuenta-cambiada-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The other browser's session has ended: its next visit signs it out and asks to sign in.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth$/);
  expect(await storedToken(otherPage)).toBeNull();
  await expect(otherPage.getByText('Tu sesión ha finalizado. Inicia sesión de nuevo')).toBeVisible();
  await other.close();

  // This browser goes on with its fresh token.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi cuenta');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
});

test('Mi cuenta: signing out on every device ends this session too', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('todas', testInfo);
  const account = await registerAccount(request, 'Todas Sesiones', email);
  await serverReadyAtOnce(page);
  await signInThroughPage(page, email, GOOD_PASSWORD);
  await gotoReady(page, '/mi-cuenta');
  await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storedToken(page)).toBeNull();
  // The token the API gave at registration has ended as well.
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } });
  expect(me.status()).toBe(401);
  expect(await me.json()).toMatchObject({ code: 'SESSION_ENDED' });
});

test('Mi cuenta is for signed-in people only', async ({ page }) => {
  await serverReadyAtOnce(page);
  await gotoReady(page, '/mi-cuenta');
  await expect(page).toHaveURL(/\/auth$/);
});
