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

/** An e-mail no other test (or project, or run) uses. */
export function uniqueEmail(prefix: string, testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}.${testInfo.project.name}.${Date.now().toString(36)}${random}@e2e.test`;
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

/** Opens /auth and signs in; waits until the page has left /auth. */
export async function signInThroughPage(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/auth$/);
}
