import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountEndpoints } from '@shop/domain/account-api';
import { endpointPath } from '../../shared/api/client';
import i18n from '../../shared/i18n';
import { AuthPage } from './auth-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let calls: { url: string; body: unknown }[] = [];

function mockApi(answer: (url: string) => Response) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url).pathname;
      const text = await input.text();
      calls.push({ url, body: text ? JSON.parse(text) : undefined });
      return answer(url);
    }),
  );
}

/** /restablecer is the sign-in page's module: the same component, told apart by the path. */
function renderAt(path: string) {
  history.replaceState(null, '', path);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Router>
        <AuthPage />
      </Router>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('PasswordResetPage (/restablecer)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a link by e-mail and says what happens next, whatever the account', async () => {
    mockApi(() => json(202, { message: 'server text' }));
    renderAt('/restablecer');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Restablecer contraseña');
    type('Email', 'ana@');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(screen.getByTestId('reset-error').textContent).toMatch(/^El formato del email no es válido/);
    expect(calls).toEqual([]);
    type('Email', ' ana@example.com ');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await waitFor(() =>
      expect(screen.getByTestId('reset-done').textContent).toMatch(/^Si hay una cuenta con ese e-mail/),
    );
    expect(calls).toEqual([{ url: endpointPath(accountEndpoints.passwordReset), body: { email: 'ana@example.com' } }]);
  });

  it("with the e-mail's token: checks the password rules and the repetition, then sets it; a spent link offers a new one", async () => {
    mockApi(() => json(400, { code: 'RESET_LINK_INVALID', message: 'x' }));
    renderAt('/restablecer?token=abc123');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Elige una contraseña nueva');
    // Each field has the sign-in form's show-password toggle.
    const toggles = screen.getAllByRole('button', { name: 'Mostrar contraseña' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[0]!);
    expect(screen.getByLabelText('Contraseña nueva', { exact: true }).getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Repite la contraseña nueva', { exact: true }).getAttribute('type')).toBe('password');
    type('Contraseña nueva', 'corta');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByTestId('reset-error').textContent).toBe('La contraseña debe tener al menos 8 caracteres');
    type('Contraseña nueva', 'Nueva-clave-1!');
    type('Repite la contraseña nueva', 'Nueva-clave-2!');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(screen.getByTestId('reset-error').textContent).toMatch(/^Las contraseñas no coinciden/);
    expect(calls).toEqual([]);
    type('Repite la contraseña nueva', 'Nueva-clave-1!');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await waitFor(() =>
      expect(screen.getByTestId('reset-error').textContent).toMatch(
        /^Este enlace para restablecer la contraseña no sirve/,
      ),
    );
    expect(calls).toEqual([
      {
        url: endpointPath(accountEndpoints.passwordResetConfirm),
        body: { token: 'abc123', password: 'Nueva-clave-1!' },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' }).getAttribute('href')).toBe('/restablecer');
  });
});
