import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  GOOD_PASSWORD,
  registerAccount,
  signInThroughPage,
  submitLogin,
  submitRegistration,
  uniqueEmail,
  serverReadyAtOnce,
  gotoReady,
} from './accounts';

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

// What the server refused (wrong credentials, a taken e-mail) is said above the form...
const errorBox = (page: Page) => page.getByTestId('auth-error');
// ...a field's broken rule beside the field, every invalid field at once, each message once.
const fieldMessage = (form: Locator, text: string) => form.getByText(text, { exact: true });
const storage = (page: Page) =>
  page.evaluate(() => ({ token: localStorage.getItem('token'), user: localStorage.getItem('user') }));

/** Counts the sign-in and registration calls: a form that fails its checks sends nothing. */
function countAuthCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/auth\/(login|register)$/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

test('login: each submit message in the spec order, and nothing is sent', async ({ page }) => {
  const calls = countAuthCalls(page);
  await gotoReady(page, '/auth');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar Sesión');
  const form = page.getByTestId('login-form');
  const submit = form.getByRole('button', { name: 'Iniciar Sesión', exact: true });

  await submit.click();
  // Both fields at once, the first rule's field focused, no banner repeating them.
  await expect(fieldMessage(form, 'El email es requerido')).toBeVisible();
  await expect(fieldMessage(form, 'La contraseña es requerida')).toBeVisible();
  await expect(errorBox(page)).toHaveCount(0);
  await expect(form.getByLabel('Email', { exact: true })).toBeFocused();

  await form.getByLabel('Email', { exact: true }).fill('ana @example');
  await submit.click();
  await expect(fieldMessage(form, 'La contraseña es requerida')).toBeVisible();
  await expect(form.getByLabel('Contraseña', { exact: true })).toBeFocused();

  await form.getByLabel('Contraseña', { exact: true }).fill('whatever');
  await submit.click();
  await expect(
    fieldMessage(form, 'El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)'),
  ).toBeVisible();
  await expect(fieldMessage(form, 'La contraseña es requerida')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('registration: each submit message in the spec order, field checks while typing, date bounds', async ({
  page,
}) => {
  const calls = countAuthCalls(page);
  await gotoReady(page, '/auth');
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear Cuenta');
  const form = page.getByTestId('register-form');
  const submit = form.getByRole('button', { name: 'Crear Cuenta', exact: true });
  const name = form.getByLabel('Nombre Completo');
  const email = form.getByLabel('Email', { exact: true });
  const password = form.getByLabel('Contraseña', { exact: true });
  const confirm = form.getByLabel('Confirmar Contraseña');
  const birthDate = form.getByLabel('Fecha de Nacimiento');

  const today = new Date();
  const iso = (date: Date) =>
    `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  await expect(birthDate).toHaveAttribute('min', '1900-01-01');
  await expect(birthDate).toHaveAttribute('max', iso(today));

  const expectMessage = async (text: string) => {
    await submit.click();
    await expect(fieldMessage(form, text)).toBeVisible();
    await expect(errorBox(page)).toHaveCount(0);
  };

  await expectMessage('El email es requerido');
  await email.fill('ana@');
  // Field-level check while typing.
  await expect(form.getByText('El formato del email no es válido', { exact: true })).toBeVisible();
  await expectMessage('El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)');
  await email.fill('ana@example.com');
  await expect(form.getByText('El formato del email no es válido', { exact: true })).toHaveCount(0);
  await expectMessage('La contraseña es requerida');
  await password.fill('Ab1!');
  await expectMessage('La contraseña debe tener al menos 8 caracteres');
  await password.fill('abcdefg1!');
  await expectMessage('La contraseña debe contener al menos una letra mayúscula');
  await password.fill('ABCDEFG1!');
  await expectMessage('La contraseña debe contener al menos una letra minúscula');
  await password.fill('Abcdefgh!');
  await expectMessage('La contraseña debe contener al menos un número');
  await password.fill('Abcdefgh1');
  await expectMessage('La contraseña debe contener al menos un carácter especial (!@#$%^&*(),.?":{}|<>)');
  await password.fill(GOOD_PASSWORD);
  await name.fill('   ');
  await name.blur();
  await expect(form.getByText('El nombre es requerido', { exact: true })).toBeVisible();
  await expectMessage('El nombre es requerido y no puede estar vacío');
  await name.fill('Ana Pérez');
  await expectMessage('La fecha de nacimiento es requerida');
  await birthDate.fill(`${today.getFullYear() + 1}-01-01`);
  await expect(form.getByText('La fecha no puede ser posterior a hoy', { exact: true })).toBeVisible();
  await expectMessage('La fecha de nacimiento no puede ser posterior a hoy');
  await birthDate.fill('1899-12-31');
  await expect(form.getByText('La fecha no puede ser anterior a 1900', { exact: true })).toBeVisible();
  await expectMessage('La fecha de nacimiento no puede ser anterior a 1900');
  await birthDate.fill(`${today.getFullYear() - 5}-01-01`);
  await expect(form.getByText('Debes tener al menos 13 años para registrarte', { exact: true })).toBeVisible();
  await expectMessage('Debes tener al menos 13 años para registrarte');
  await birthDate.fill('1990-05-17');
  await confirm.fill('Otra-cosa-1!');
  await expectMessage(
    'Las contraseñas no coinciden. Por favor, asegúrate de escribir la misma contraseña en ambos campos',
  );
  expect(calls).toEqual([]);

  // Toggling clears the error and gives an empty form.
  await page.getByRole('button', { name: '¿Ya tienes cuenta? Inicia sesión' }).click();
  await expect(page.getByTestId('login-form').getByText(/contraseñas no coinciden/)).toHaveCount(0);
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await expect(page.getByTestId('register-form').getByLabel('Email', { exact: true })).toHaveValue('');
});

test('registration shows the success message and a prefilled login form that signs in', async ({ page }, testInfo) => {
  const email = uniqueEmail('nuevo', testInfo);
  await gotoReady(page, '/auth');
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await submitRegistration(page, 'Nuevo Cliente', email);

  await expect(page.getByTestId('auth-success')).toHaveText(
    '¡Cuenta creada correctamente! Por favor, inicia sesión con tus credenciales.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar Sesión');
  // The page is back at its top: the title is not left scrolled under the header.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const login = page.getByTestId('login-form');
  await expect(login.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(login.getByLabel('Contraseña', { exact: true })).toHaveValue(GOOD_PASSWORD);
  // Not signed in until the person signs in: no session stored, no user menu.
  expect(await storage(page)).toEqual({ token: null, user: null });
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toHaveCount(0);

  await login.getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('¡Bienvenido de nuevo!')).toBeVisible();
  const saved = await storage(page);
  expect(saved.token).toBeTruthy();
  expect(JSON.parse(saved.user ?? 'null')).toMatchObject({ email, role: 'user', isActive: true });
});

test('a registered e-mail is refused with the server message', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, 'Ya Existe', uniqueEmail('repetido', testInfo));
  await gotoReady(page, '/auth');
  await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
  await submitRegistration(page, 'Otra Persona', account.email);
  await expect(errorBox(page)).toHaveText('Ya existe una cuenta con ese email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Crear Cuenta');
});

test('a guest opening /carrito signs in and comes back to /carrito', async ({ page, request }, testInfo) => {
  const account = await registerAccount(request, 'Compradora', uniqueEmail('carrito', testInfo));
  await gotoReady(page, '/carrito');
  await expect(page).toHaveURL(/\/auth$/);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/carrito$/);
  await expect(page.getByText('¡Bienvenido de nuevo!')).toBeVisible();
  // History was replaced: going back does not return to the sign-in page.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/auth$/);
});

test('wrong credentials show the server message and keep the visitor signed out', async ({ page }, testInfo) => {
  await gotoReady(page, '/auth');
  await submitLogin(page, uniqueEmail('nadie', testInfo), 'Incorrecta-1!');
  await expect(errorBox(page)).toHaveText('Email o contraseña incorrectos');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await storage(page)).toEqual({ token: null, user: null });
});

test('a signed-in user opening /admin lands on /, and logout removes the session', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerAccount(request, 'Usuaria Común', uniqueEmail('usuario', testInfo));
  await signInThroughPage(page, account.email, account.password);
  // A fresh load restores the session from storage before the guard decides.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Panel de administración' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  expect(await storage(page)).toEqual({ token: null, user: null });
  await page.goto('/carrito');
  await expect(page).toHaveURL(/\/auth$/);
});

test('the demo banner shows the credentials and its button signs in as admin and opens /', async ({ page }) => {
  // Sent to /auth by the cart's guard: the demo button still opens the home page, not the cart.
  await gotoReady(page, '/carrito');
  await expect(page).toHaveURL(/\/auth$/);
  const banner = page.getByTestId('demo-banner');
  await expect(banner.getByTestId('demo-email')).toHaveText(DEMO_ADMIN.email);
  await expect(banner.getByTestId('demo-password')).toHaveText(DEMO_ADMIN.password);
  await banner.getByRole('button', { name: 'Iniciar sesión como admin' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('¡Bienvenido de nuevo!')).toBeVisible();

  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await expect(page.getByRole('menuitem', { name: 'Panel de administración' })).toBeVisible();
  // An admin is not a super admin: no user management.
  await expect(page.getByRole('menuitem', { name: 'Gestión de usuarios' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
});

test('without a Google client id there is no Google button and no Google script', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('accounts.google.com')) google.push(request.url());
  });
  await gotoReady(page, '/auth');
  await expect(page.getByTestId('demo-banner')).toBeVisible();
  await expect(page.getByText('O continuar con')).toHaveCount(0);
  await expect(page.getByTestId('google-button')).toHaveCount(0);
  expect(google).toEqual([]);
});

test('with a Google client id: "O continuar con", Google’s button, and its credential signs in', async ({ page }) => {
  await page.route('**/api/auth/config', (route) =>
    route.fulfill({ json: { demo: null, googleClientId: 'e2e-client.apps.googleusercontent.com' } }),
  );
  // Google's script is not fetched from the network in tests: a stand-in records the calls and
  // renders a button that hands the page a credential, as Google's does.
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.gsiCalls = [];
        window.google = { accounts: { id: {
          initialize: (o) => { window.gsiCalls.push(['initialize', o.client_id]); window.gsiCallback = o.callback; },
          renderButton: (el, o) => {
            window.gsiCalls.push(['renderButton', o.locale, o.size]);
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = 'Google stand-in';
            button.onclick = () => window.gsiCallback({ credential: 'stand-in-credential' });
            el.append(button);
          },
          prompt: () => window.gsiCalls.push(['prompt']),
          cancel: () => {},
        } } };`,
    }),
  );
  const sent: unknown[] = [];
  let answer = {
    status: 401,
    json: { message: 'Error en la autenticación con Google', code: 'GOOGLE_FAILED' } as object,
  };
  await page.route('**/api/auth/google-login', (route) => {
    sent.push(route.request().postDataJSON());
    return route.fulfill(answer);
  });

  await gotoReady(page, '/auth');
  await expect(page.getByText('O continuar con')).toBeVisible();
  await expect(page.getByTestId('demo-banner')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { gsiCalls?: unknown[] }).gsiCalls))
    .toEqual([['initialize', 'e2e-client.apps.googleusercontent.com'], ['renderButton', 'es', 'large'], ['prompt']]);

  const google = page.getByTestId('google-button').getByRole('button', { name: 'Google stand-in' });
  await google.click();
  await expect(errorBox(page)).toHaveText('Error en la autenticación con Google');

  const user = { _id: 'g1', id: 'g1', name: 'Gabi Google', email: 'gabi@e2e.test', role: 'user', isActive: true };
  answer = { status: 200, json: { token: 'stand-in-token', user } };
  await google.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('¡Bienvenido!', { exact: true })).toBeVisible();
  expect(sent).toEqual([{ credential: 'stand-in-credential' }, { credential: 'stand-in-credential' }]);
  expect(await storage(page)).toEqual({ token: 'stand-in-token', user: JSON.stringify(user) });
});

test('every text of the page in English', async ({ page }) => {
  await gotoReady(page, '/auth');
  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign In');
  await expect(page.getByTestId('demo-banner').getByRole('button')).toHaveText('Sign in as admin');
  await page.getByTestId('login-form').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(fieldMessage(page.getByTestId('login-form'), 'E-mail is required')).toBeVisible();
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await expect(page.getByTestId('register-form').getByLabel('Full Name')).toBeVisible();
  await page.getByTestId('register-form').getByRole('button', { name: 'Create Account' }).click();
  await expect(fieldMessage(page.getByTestId('register-form'), 'E-mail is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Already have an account? Sign in' })).toBeVisible();
});

test('a corrupted stored user clears both entries', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('token', 'some-token');
    localStorage.setItem('user', '{not json');
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await storage(page)).toEqual({ token: null, user: null });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the sign-in and registration forms have no serious axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoReady(page, '/auth');
    const scan = async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      return results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    };
    await expect(page.getByTestId('demo-banner')).toBeVisible();
    await page.getByTestId('login-form').getByRole('button', { name: 'Iniciar Sesión', exact: true }).click();
    await expect(fieldMessage(page.getByTestId('login-form'), 'El email es requerido')).toBeVisible();
    expect(await scan()).toEqual([]);
    await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
    const form = page.getByTestId('register-form');
    await form.getByLabel('Email', { exact: true }).fill('ana@');
    await form.getByLabel('Nombre Completo').focus();
    await form.getByLabel('Nombre Completo').blur();
    await expect(form.getByText('El nombre es requerido', { exact: true })).toBeVisible();
    expect(await scan()).toEqual([]);
  });
}
