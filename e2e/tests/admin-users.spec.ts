import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  apiToken,
  DEMO_ADMIN,
  registerAccount,
  signInThroughPage,
  SUPERADMIN,
  uniqueEmail,
  type Account,
  serverReadyAtOnce,
  gotoReady,
} from './accounts';

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

const row = (page: Page, email: string) => page.getByTestId('user-row').filter({ hasText: email });

async function openUsersAsSuperadmin(page: Page) {
  await signInThroughPage(page, SUPERADMIN.email, SUPERADMIN.password);
  await gotoReady(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Usuarios' })).toBeVisible();
}

async function roleOf(page: Page, account: Account): Promise<string> {
  const token = await apiToken(page.request, SUPERADMIN.email, SUPERADMIN.password);
  const response = await page.request.get('/api/auth/users', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const users = (await response.json()) as { id: string; role: string }[];
  return users.find((user) => user.id === account.id)?.role ?? 'missing';
}

test('the list shows name, e-mail, role and status, with no actions on a superadmin row or your own', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request, 'Lista Visible', uniqueEmail('lista', testInfo));
  await openUsersAsSuperadmin(page);

  const mine = row(page, SUPERADMIN.email);
  await expect(mine).toContainText('Superadministrador');
  await expect(mine).toContainText('Sin acciones disponibles');
  await expect(mine.getByRole('combobox')).toHaveCount(0);
  await expect(mine.getByRole('button')).toHaveCount(0);

  const other = row(page, account.email);
  await expect(other).toContainText('Lista Visible');
  await expect(other).toContainText('Activo');
  const select = other.getByLabel('Rol de Lista Visible');
  await expect(select).toHaveValue('user');
  await expect(select.locator('option')).toHaveText(['Usuario', 'Administrador']);
  await expect(other.getByRole('button', { name: 'Desactivar a Lista Visible' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Eliminar a Lista Visible' })).toBeVisible();

  // The demo admin is an admin, not a superadmin: it can be managed.
  await expect(row(page, DEMO_ADMIN.email).getByRole('combobox')).toHaveValue('admin');
});

test('a superadmin changes a role and the list reloads with it', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, 'Futura Admin', uniqueEmail('rol', testInfo));
  await openUsersAsSuperadmin(page);
  const select = row(page, account.email).getByLabel('Rol de Futura Admin');
  const reload = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/users') && response.request().method() === 'GET',
  );
  await select.selectOption('admin');
  await expect(page.getByText('Rol actualizado correctamente')).toBeVisible();
  await reload;
  await expect(select).toHaveValue('admin');
  expect(await roleOf(page, account)).toBe('admin');

  // The promoted user now passes the admin guard.
  const tokenResponse = await request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(((await tokenResponse.json()) as { user: { role: string } }).user.role).toBe('admin');

  await select.selectOption('user');
  await expect(page.getByText('Rol actualizado correctamente').first()).toBeVisible();
  await expect.poll(() => roleOf(page, account)).toBe('user');
});

test('a superadmin deactivates a user, whose next request is refused, and activates them again (a new session needed)', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request, 'Cuenta Pausada', uniqueEmail('estado', testInfo));
  const me = () => request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } });
  expect((await me()).status()).toBe(200);

  await openUsersAsSuperadmin(page);
  const target = row(page, account.email);
  await target.getByRole('button', { name: 'Desactivar a Cuenta Pausada' }).click();
  await expect(page.getByText('Usuario desactivado')).toBeVisible();
  await expect(target.getByTestId('user-status')).toHaveText('Inactivo');
  expect((await me()).status()).toBe(403);
  const login = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(403);

  await target.getByRole('button', { name: 'Activar a Cuenta Pausada' }).click();
  await expect(page.getByText('Usuario activado')).toBeVisible();
  await expect(target.getByTestId('user-status')).toHaveText('Activo');
  // The session from before the deactivation stays ended; signing in again works.
  const ended = await me();
  expect(ended.status()).toBe(401);
  expect(await ended.json()).toMatchObject({ code: 'SESSION_ENDED' });
  const again = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(again.status()).toBe(200);
});

test('a superadmin deletes a user through the confirm dialog; Cancelar keeps them', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request, 'Para Borrar', uniqueEmail('borrar', testInfo));
  await openUsersAsSuperadmin(page);
  const target = row(page, account.email);
  const deleteButton = target.getByRole('button', { name: 'Eliminar a Para Borrar' });

  await deleteButton.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText('¿Estás seguro de que deseas eliminar este usuario?');
  await expect(dialog).toContainText('Esta acción no se puede deshacer.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toHaveCount(1);
  expect(await roleOf(page, account)).toBe('user');

  await deleteButton.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Usuario eliminado correctamente')).toBeVisible();
  await expect(target).toHaveCount(0);
  expect(await roleOf(page, account)).toBe('missing');
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${account.token}` } })).status()).toBe(
    401,
  );
});

test('failures show the screen texts of the error catalogue', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, 'Con Errores', uniqueEmail('errores', testInfo));
  await openUsersAsSuperadmin(page);
  const target = row(page, account.email);
  await expect(target).toHaveCount(1);

  await page.route('**/api/auth/users/update-role', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await target.getByLabel('Rol de Con Errores').selectOption('admin');
  await expect(page.getByText('Error al actualizar el rol')).toBeVisible();
  // The list is reloaded after a failed change too, so the select shows the real role again.
  await expect(target.getByLabel('Rol de Con Errores')).toHaveValue('user');

  await page.route('**/api/auth/users/toggle-status', (route) =>
    route.fulfill({ status: 500, json: { message: 'boom' } }),
  );
  await target.getByRole('button', { name: 'Desactivar a Con Errores' }).click();
  await expect(page.getByText('Error al cambiar el estado del usuario')).toBeVisible();

  await page.route('**/api/auth/users/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 500, json: { message: 'boom' } })
      : route.fallback(),
  );
  await target.getByRole('button', { name: 'Eliminar a Con Errores' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Error al eliminar el usuario')).toBeVisible();
  await expect(target).toHaveCount(1);

  await page.route('**/api/auth/users', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await gotoReady(page, '/admin/users');
  await expect(page.getByRole('alert').filter({ hasText: 'Error al cargar usuarios' })).toBeVisible();
});

test('the page in English', async ({ page }) => {
  await signInThroughPage(page, SUPERADMIN.email, SUPERADMIN.password);
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await gotoReady(page, '/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Management');
  await expect(row(page, SUPERADMIN.email)).toContainText('Super administrator');
  await expect(row(page, DEMO_ADMIN.email).getByRole('combobox').locator('option')).toHaveText([
    'User',
    'Administrator',
  ]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the user management page has no serious axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openUsersAsSuperadmin(page);
    await expect(row(page, DEMO_ADMIN.email)).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
}
