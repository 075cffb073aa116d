import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Switch, useLocation } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../shared/i18n';
import { AuthPage } from './auth-page';
import { fieldErrorOf } from '../../test/field-error';
import { endpointPath } from '../../shared/api/client';
import { accountEndpoints } from '@shop/domain/account-api';

type Handler = (url: string, init: { method: string; body: unknown; headers: Headers }) => Response | undefined;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = { _id: 'u1', id: 'u1', name: 'Ana', email: 'ana@example.com', role: 'user', isActive: true };
let calls: { url: string; method: string; body: unknown }[] = [];

function mockApi(handler: Handler = () => undefined) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      const text = await input.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      calls.push({ url, method: input.method, body });
      const answer = handler(url, { method: input.method, body, headers: input.headers });
      if (answer) return answer;
      if (url === endpointPath(accountEndpoints.authConfig))
        return json(200, { demo: { email: 'admin@demo.com', password: 'admin123' }, googleClientId: null });
      return json(404, { message: 'not found' });
    }),
  );
}

function Where() {
  return <output data-testid="where">{useLocation()[0]}</output>;
}

function renderAuth(state?: unknown) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The page reads the way back from the history entry's state, which a memory location does
  // not keep, so these tests drive the (happy-dom) browser location instead.
  history.replaceState(state ?? null, '', '/auth');
  render(
    <QueryClientProvider client={client}>
      <Router>
        <Switch>
          <Route path="/auth">
            <AuthPage />
          </Route>
          <Route>
            <Where />
          </Route>
        </Switch>
      </Router>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorText = () => screen.queryByTestId('auth-error')?.textContent;
const fieldError = (label: string) => fieldErrorOf(field(label));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('AuthPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('toggles between login and registration, clearing the error and resetting the form', async () => {
    mockApi();
    renderAuth();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Iniciar Sesión');
    type('Email', 'someone@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    // The field that broke the rule is marked invalid and described by its message, said once, beside it.
    expect(fieldError('Contraseña')).toBe('La contraseña es requerida');
    expect(screen.getAllByText('La contraseña es requerida')).toHaveLength(1);
    expect(errorText()).toBeUndefined();
    expect(field('Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    expect(fieldError('Email')).toBeUndefined();
    // Both fields wrong: both said at once (the e2e checks that the first is focused).
    type('Email', '');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    expect(fieldError('Email')).toBe('El email es requerido');
    expect(fieldError('Contraseña')).toBe('La contraseña es requerida');
    // Editing a field takes its message away.
    type('Email', 'someone@example.com');
    expect(fieldError('Email')).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crear Cuenta');
    expect(errorText()).toBeUndefined();
    expect(field('Email').value).toBe('');
    expect(field('Nombre Completo')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '¿Ya tienes cuenta? Inicia sesión' }));
    expect(field('Email').value).toBe('');
    expect(calls.filter((call) => call.url !== endpointPath(accountEndpoints.authConfig))).toEqual([]);
  });

  it('checks the registration fields while typing and gives the date input its bounds', async () => {
    mockApi();
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    type('Email', 'ana@');
    await waitFor(() => expect(screen.getByText('El formato del email no es válido')).toBeTruthy());
    fireEvent.blur(field('Nombre Completo'));
    await waitFor(() => expect(screen.getByText('El nombre es requerido')).toBeTruthy());
    type('Fecha de Nacimiento', '1899-12-31');
    await waitFor(() => expect(screen.getByText('La fecha no puede ser anterior a 1900')).toBeTruthy());
    const date = field('Fecha de Nacimiento');
    expect(date.min).toBe('1900-01-01');
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(date.max).toBe(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`);
  });

  it('shows the submit message in English when the language is English', async () => {
    mockApi();
    renderAuth();
    await act(() => i18n.changeLanguage('en'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(fieldError('E-mail')).toBe('E-mail is required');
    await act(() => i18n.changeLanguage('es'));
    expect(fieldError('Email')).toBe('El email es requerido');
  });

  it('after registering shows the success message with the login form prefilled, and sends no confirmPassword', async () => {
    mockApi((url) => (url === endpointPath(accountEndpoints.register) ? json(201, { token: 't1', user }) : undefined));
    renderAuth();
    fireEvent.click(screen.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }));
    type('Nombre Completo', ' Ana ');
    type('Email', 'Ana@Example.com');
    type('Contraseña', 'Secreta1!');
    type('Confirmar Contraseña', 'Secreta1!');
    type('Fecha de Nacimiento', '1990-05-17');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cuenta' }));
    await waitFor(() =>
      expect(screen.getByTestId('auth-success').textContent).toBe(
        '¡Cuenta creada correctamente! Por favor, inicia sesión con tus credenciales.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Iniciar Sesión');
    expect(field('Email').value).toBe('ana@example.com');
    expect(field('Contraseña').value).toBe('Secreta1!');
    expect(calls.find((call) => call.url === endpointPath(accountEndpoints.register))?.body).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      password: 'Secreta1!',
      birthDate: '1990-05-17',
    });
    // Nothing stored: the screen asks to sign in, so the person is not signed in behind its back.
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('signs in, stores the session and replaces /auth with the from path', async () => {
    mockApi((url) => (url === endpointPath(accountEndpoints.login) ? json(200, { token: 't2', user }) : undefined));
    renderAuth({ from: '/carrito' });
    type('Email', ' ana@example.com ');
    type('Contraseña', 'whatever');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/carrito'));
    expect(calls.find((call) => call.url === endpointPath(accountEndpoints.login))?.body).toEqual({
      email: 'ana@example.com',
      password: 'whatever',
    });
    expect(localStorage.getItem('token')).toBe('t2');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('shows the server message of a refused login and stays signed out', async () => {
    mockApi((url) =>
      url === endpointPath(accountEndpoints.login)
        ? json(401, { message: 'Email o contraseña incorrectos', code: 'WRONG_CREDENTIALS' })
        : undefined,
    );
    renderAuth();
    type('Email', 'ana@example.com');
    type('Contraseña', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(errorText()).toBe('Email o contraseña incorrectos'));
    expect(localStorage.getItem('token')).toBeNull();
    await act(() => i18n.changeLanguage('en'));
    expect(errorText()).toBe('Invalid credentials');
  });

  it('refuses a login answer without a token', async () => {
    mockApi((url) => (url === endpointPath(accountEndpoints.login) ? json(200, { user }) : undefined));
    renderAuth();
    type('Email', 'ana@example.com');
    type('Contraseña', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));
    await waitFor(() => expect(errorText()).toBe('Error en las credenciales'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the demo banner and signs in as the demo admin, going to /', async () => {
    mockApi((url) =>
      url === endpointPath(accountEndpoints.login)
        ? json(200, { token: 't3', user: { ...user, role: 'admin', email: 'admin@demo.com' } })
        : undefined,
    );
    renderAuth({ from: '/carrito' });
    await waitFor(() => expect(screen.getByTestId('demo-email').textContent).toBe('admin@demo.com'));
    expect(screen.getByTestId('demo-password').textContent).toBe('admin123');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión como admin' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    expect(calls.find((call) => call.url === endpointPath(accountEndpoints.login))?.body).toEqual({
      email: 'admin@demo.com',
      password: 'admin123',
    });
    expect(screen.queryByTestId('google-button')).toBeNull();
  });
});
