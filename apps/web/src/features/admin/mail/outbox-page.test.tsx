import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n';
import { OutboxPage } from './outbox-page';

let answer: () => Response;
let asked = 0;

beforeEach(async () => {
  localStorage.setItem('token', 'tok');
  asked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      asked += 1;
      return answer();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OutboxPage />
    </QueryClientProvider>,
  );
}

describe('OutboxPage', () => {
  it('says a shop in production has no outbox, and where an order’s mails are, in both languages', async () => {
    answer = () => Response.json({ message: 'Ruta no encontrada' }, { status: 404 });
    await i18n.changeLanguage('es');
    renderPage();
    expect(
      await screen.findByText(
        'Esta tienda no tiene buzón de correos: existe solo mientras se la desarrolla. Los correos de cada pedido se ven en su página, en Pedidos.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a Pedidos' }).getAttribute('href')).toBe('/admin/pedidos');
    expect(screen.queryByText('No se pudieron cargar los correos.')).toBeNull();
    expect(asked).toBe(1);

    await i18n.changeLanguage('en');
    expect(await screen.findByRole('link', { name: 'Go to Orders' })).toBeTruthy();
    expect(screen.getByTestId('no-outbox').textContent).toContain('This shop has no mail outbox');
  });

  it('says the mails could not be loaded when the outbox is there but failed', async () => {
    answer = () => Response.json({ message: 'Error interno' }, { status: 500 });
    await i18n.changeLanguage('es');
    renderPage();
    expect(await screen.findByText('No se pudieron cargar los correos.')).toBeTruthy();
    expect(screen.queryByTestId('no-outbox')).toBeNull();
  });
});
