import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n';
import { AlertProvider } from '../../../shared/ui/alerts';
import { UsersPage } from './users-page';
import { endpointPath } from '../../../shared/api/client';
import { staffEndpoints } from '@shop/domain/staff-api';

const me = { _id: 's1', id: 's1', name: 'Super', email: 'super@x.com', role: 'superadmin', isActive: true };
const users = [
  me,
  { _id: 's2', id: 's2', name: 'Otra Super', email: 'super2@x.com', role: 'superadmin', isActive: true },
  { _id: 'u1', id: 'u1', name: 'Ana', email: 'ana@x.com', role: 'user', isActive: true },
];
let calls: { method: string; path: string; auth: string | null }[] = [];

beforeEach(async () => {
  await i18n.changeLanguage('es');
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(me));
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      calls.push({ method: request.method, path, auth: request.headers.get('authorization') });
      if (request.method === 'GET') return Response.json(users);
      if (request.method === 'DELETE') return Response.json({ message: 'Usuario eliminado correctamente' });
      return Response.json({ message: 'ok', user: users[2] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AlertProvider>
        <UsersPage />
      </AlertProvider>
    </QueryClientProvider>,
  );
}

const rowOf = async (email: string) =>
  (await screen.findByText(email)).closest('[data-testid="user-row"]') as HTMLElement;

describe('UsersPage', () => {
  it('offers no actions on your own row or a superadmin row, and role, status and delete on the others', async () => {
    renderPage();
    for (const email of ['super@x.com', 'super2@x.com']) {
      const row = await rowOf(email);
      expect(within(row).queryByRole('combobox')).toBeNull();
      expect(within(row).queryAllByRole('button')).toHaveLength(0);
      expect(within(row).getByText('Sin acciones disponibles')).toBeTruthy();
    }
    const ana = await rowOf('ana@x.com');
    const select = within(ana).getByLabelText('Rol de Ana') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['Usuario', 'Administrador']);
    expect(within(ana).getByRole('button', { name: 'Desactivar a Ana' })).toBeTruthy();
    expect(calls[0]).toEqual({ method: 'GET', path: endpointPath(staffEndpoints.listUsers), auth: 'Bearer tok' });
  });

  it('deletes only after the confirm dialog says yes, then reloads the list', async () => {
    renderPage();
    const ana = await rowOf('ana@x.com');
    fireEvent.click(within(ana).getByRole('button', { name: 'Eliminar a Ana' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('¿Estás seguro de que deseas eliminar este usuario?')).toBeTruthy();
    expect(within(dialog).getByText('Esta acción no se puede deshacer.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(ana).getByRole('button', { name: 'Eliminar a Ana' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2));
    expect(calls.find((call) => call.method === 'DELETE')).toEqual({
      method: 'DELETE',
      path: endpointPath(staffEndpoints.deleteUser, { id: 'u1' }),
      auth: 'Bearer tok',
    });
  });

  it('shows "Error al cargar usuarios" when the list cannot be read (no token)', async () => {
    localStorage.removeItem('token');
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Error al cargar usuarios');
    expect(calls).toEqual([]);
  });
});
