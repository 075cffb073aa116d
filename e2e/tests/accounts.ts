import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/** The superadmin the e2e server is started with (playwright.config.ts webServer env). */
export const SUPERADMIN = { email: 'super@e2e.test', password: 'Super-e2e-2026!' };
export const DEMO_ADMIN = { email: 'admin@demo.com', password: 'admin123' };
export const GOOD_PASSWORD = 'Secreta-2026!';

export interface Account {
  id: string;
  name: string;
  email: string;
  password: string;
  token: string;
}

/**
 * Answers the page's readiness check at once. On a busy machine the real check can outlast
 * the server-status dialog's 1 s delay; its modal would then take the focus away from the
 * form being filled. Server readiness has its own tests (server-status.spec.ts).
 */
export async function serverReadyAtOnce(page: Page): Promise<void> {
  await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'OK' } }));
}

/**
 * Opens a path and waits until the page is quiet: the readiness check answered and, if the
 * server-status dialog opened meanwhile (the check outlasted its 1 s delay on a busy machine),
 * that dialog has closed itself again. Its modal focus trap would otherwise swallow typing.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  let dialogRequested = false;
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes('server-status-dialog')) dialogRequested = true;
  };
  page.on('request', onRequest);
  const health = page.waitForResponse((response) => response.url().endsWith('/api/health'));
  await page.goto(path);
  await health;
  // Lets the page handle the answer (and a dialog timer that fired first) before looking.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  page.off('request', onRequest);
  const dialog = page.getByTestId('server-status-dialog');
  if (dialogRequested || (await dialog.count()) > 0) {
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
  }
}

/** An e-mail no other test (or project, or run) uses. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}.${testInfo.project.name}.${Date.now().toString(36)}${random}@e2e.test`;
}

/**
 * Saves a delivery address in Palermo (Ciudad Autónoma de Buenos Aires) to the account, through
 * the API, the recipient being the account's holder; its id. The account's first is its default.
 */
export async function saveAddress(request: APIRequestContext, account: Account): Promise<string> {
  const saved = await request.post('/api/account/addresses', {
    headers: { authorization: `Bearer ${account.token}` },
    data: {
      recipient: account.name,
      street: 'Av. Santa Fe',
      number: '1234',
      city: 'Palermo',
      province: 'AR-C',
      postalCode: 'C1425ABC',
      phone: '011 4567-8901',
    },
  });
  expect(saved.status()).toBe(201);
  return ((await saved.json()) as { id: string }).id;
}

/** Registers an account straight through the API (the page is what the tests look at). */
export async function registerAccount(request: APIRequestContext, name: string, email: string): Promise<Account> {
  const response = await request.post('/api/auth/register', {
    data: { name, email, password: GOOD_PASSWORD, birthDate: '1990-05-17' },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: { id: string } };
  return { id: body.user.id, name, email, password: GOOD_PASSWORD, token: body.token };
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Fills and submits the login form of /auth (the page must already show it). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
}

/** Fills and submits the registration form of /auth (the page must already show it). */
export async function submitRegistration(page: Page, name: string, email: string): Promise<void> {
  const form = page.getByTestId('register-form');
  await form.getByLabel('Nombre Completo').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Contraseña', { exact: true }).fill(GOOD_PASSWORD);
  await form.getByLabel('Confirmar Contraseña').fill(GOOD_PASSWORD);
  await form.getByLabel('Fecha de Nacimiento').fill('1990-05-17');
  await form.getByRole('button', { name: 'Crear Cuenta', exact: true }).click();
}

/** Opens /auth and signs in; waits until the page has left /auth. */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await gotoReady(page, '/auth');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/auth$/);
}

/**
 * Puts a signed-in session (the token and user entries the web app keeps) and a theme into the
 * browser's storage before any page script runs, as a returning visitor would have them.
 */
export async function storeSession(
  page: Page,
  session: { token: string; user: object },
  theme: 'light' | 'dark' = 'light',
): Promise<void> {
  await page.addInitScript(
    ({ token, user, theme }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('theme', theme);
    },
    { ...session, theme },
  );
}
