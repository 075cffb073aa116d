import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../shared/i18n';
import { signIn } from '../../shared/session/session';
import { AlertProvider } from '../../shared/ui/alerts';
import { AccountPage } from './account-page';
import { endpointPath } from '../../shared/api/client';
import { accountEndpoints } from '@shop/domain/account-api';
import { fieldErrorOf } from '../../test/field-error';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = {
  _id: 'u1',
  id: 'u1',
  name: 'Ana',
  email: 'ana@example.com',
  role: 'user',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
} as const;
let calls: { url: string; method: string; body: unknown; authorization: string | null }[] = [];

function mockApi(handler: (url: string, method: string) => Response | undefined) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      const text = await input.text();
      calls.push({
        url,
        method: input.method,
        body: text ? JSON.parse(text) : undefined,
        authorization: input.headers.get('authorization'),
      });
      return handler(url, input.method) ?? json(404, { message: 'not found' });
    }),
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AlertProvider>
        <Router>
          <AccountPage />
        </Router>
      </AlertProvider>
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const fieldError = (label: string) => fieldErrorOf(field(label));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('AccountPage', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
    localStorage.clear();
    signIn({ token: 'old-token', user });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the name and e-mail, in Spanish and in English', async () => {
    mockApi((url) =>
      url === endpointPath(accountEndpoints.me) ? json(200, { ...user, name: 'Ana Servidor' }) : undefined,
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mi cuenta');
    await waitFor(() => expect(field('Nombre Completo').value).toBe('Ana Servidor'));
    expect(field('Email').value).toBe('ana@example.com');
    expect(field('Email').readOnly).toBe(true);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My account');
    expect(screen.getByRole('button', { name: 'Sign out on every device' })).toBeTruthy();
  });

  it('an ended session (401) is signed out here too', async () => {
    mockApi((url) =>
      url === endpointPath(accountEndpoints.me)
        ? json(401, { message: 'Tu sesión ha finalizado. Inicia sesión de nuevo', code: 'SESSION_ENDED' })
        : undefined,
    );
    renderPage();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('checks the password rules before sending anything, then keeps the session with the fresh token', async () => {
    mockApi((url, method) => {
      if (url === endpointPath(accountEndpoints.me)) return json(200, user);
      if (url === endpointPath(accountEndpoints.changePassword) && method === 'PUT')
        return json(200, { ...user, token: 'new-token', user, message: 'Contraseña actualizada' });
      return undefined;
    });
    renderPage();
    type('Contraseña actual', 'Vieja123!');
    type('Nueva contraseña', 'sinmayuscula1!');
    type('Confirmar Contraseña', 'sinmayuscula1!');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    // Beside its field, said once, not in the box above the form.
    await waitFor(() =>
      expect(fieldError('Nueva contraseña')).toBe('La contraseña debe contener al menos una letra mayúscula'),
    );
    expect(screen.getAllByText('La contraseña debe contener al menos una letra mayúscula')).toHaveLength(1);
    expect(screen.queryByTestId('account-password-status')).toBeNull();
    expect(document.activeElement).toBe(field('Nueva contraseña'));
    expect(field('Nueva contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.url === endpointPath(accountEndpoints.changePassword))).toBe(false);

    type('Nueva contraseña', 'Nueva123!');
    type('Confirmar Contraseña', 'Nueva123?');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(fieldError('Confirmar Contraseña')).toBe(
        'Las contraseñas no coinciden. Por favor, asegúrate de escribir la misma contraseña en ambos campos',
      ),
    );

    type('Confirmar Contraseña', 'Nueva123!');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() =>
      expect(screen.getByTestId('account-password-status').textContent).toBe(
        'Contraseña actualizada. Se cerraron las demás sesiones',
      ),
    );
    const sent = calls.find((call) => call.url === endpointPath(accountEndpoints.changePassword));
    expect(sent).toMatchObject({
      method: 'PUT',
      body: { currentPassword: 'Vieja123!', newPassword: 'Nueva123!' },
      authorization: 'Bearer old-token',
    });
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(field('Contraseña actual').value).toBe('');
  });

  it('a wrong current password is named on its field, and the session stays', async () => {
    mockApi((url) => {
      if (url === endpointPath(accountEndpoints.me)) return json(200, user);
      if (url === endpointPath(accountEndpoints.changePassword))
        return json(400, { message: 'La contraseña actual no es correcta', code: 'WRONG_CURRENT_PASSWORD' });
      return undefined;
    });
    renderPage();
    type('Contraseña actual', 'Mala1234!');
    type('Nueva contraseña', 'Nueva123!');
    type('Confirmar Contraseña', 'Nueva123!');
    fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(fieldError('Contraseña actual')).toBe('La contraseña actual no es correcta'));
    expect(field('Contraseña actual').getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem('token')).toBe('old-token');
  });

  it('renames the account and the stored user follows', async () => {
    mockApi((url, method) => {
      if (url === endpointPath(accountEndpoints.me) && method === 'GET') return json(200, user);
      if (url === endpointPath(accountEndpoints.me) && method === 'PATCH')
        return json(200, { message: 'Datos actualizados', user: { ...user, name: 'Ana María' } });
      return undefined;
    });
    renderPage();
    type('Nombre Completo', ' Ana María ');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByTestId('account-profile-status').textContent).toBe('Datos actualizados'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Ana María' });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ name: 'Ana María' });
    expect(localStorage.getItem('token')).toBe('old-token');
  });
});
