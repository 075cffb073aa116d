import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Order } from '@shop/domain';
import i18n from '../../shared/i18n';
import { OrdersPage, pageFromSearch } from './orders-page';
import { endpointPath } from '../../shared/api/client';
import { accountEndpoints } from '@shop/domain/account-api';

const order: Order = {
  id: '0b6c1d3e-7f1a-4c55-9a0e-2f5b8c9d1e2f',
  number: '0B6C1D3E',
  version: 3,
  paymentReference: 'SIM-0B6C1D3E7F1A4C55',
  status: 'shipped',
  createdAt: '2026-11-23T10:40:00.000Z',
  updatedAt: '2026-11-23T11:00:00.000Z',
  lines: [
    {
      productId: 'p1',
      name: 'Mouse Pro',
      name_en: '',
      image: '',
      selectedOptions: {},
      optionNames: {},
      quantity: 2,
      currency: 'USD',
      unitPriceCents: 2550,
      unitPrice: 25.5,
      lineTotalCents: 5100,
    },
    {
      productId: 'p2',
      name: 'Parlante',
      name_en: 'Speaker',
      image: '',
      selectedOptions: { storage: 'storage-64gb' },
      optionNames: { storage: { es: '64 GB', en: '64 GB' } },
      quantity: 1,
      currency: 'ARS',
      unitPriceCents: 15000000,
      unitPrice: 150000,
      lineTotalCents: 15000000,
    },
  ],
  totals: [
    { currency: 'USD', cents: 5100, amount: 51 },
    { currency: 'ARS', cents: 15000000, amount: 150000 },
  ],
  customer: null,
  history: [
    { status: 'paid', at: '2026-11-23T10:40:00.000Z' },
    { status: 'shipped', at: '2026-11-23T11:00:00.000Z' },
  ],
  delivery: null,
  total: null,
  exchange: null,
  tracking: null,
};
let asked: string[] = [];

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      return Response.json({ orders: [order], total: 23, page: Number(url.searchParams.get('page')), limit: 10 });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <OrdersPage />
      </Router>
    </QueryClientProvider>,
  );
}

describe('OrdersPage', () => {
  it('lists an order with its date, status, lines and one total per currency, and pages', async () => {
    await i18n.changeLanguage('es');
    renderAt('/mis-pedidos?page=2');
    const card = await screen.findByTestId('order-card');
    expect(asked).toEqual([`${endpointPath(accountEndpoints.myOrders)}?page=2&limit=10`]);
    expect(within(card).getByRole('heading').textContent).toBe('Pedido 0B6C1D3E');
    expect(within(card).getByText(/^Realizado el 23 de noviembre de 2026/)).toBeTruthy();
    expect(within(card).getByTestId('order-status').textContent).toBe('Estado: Enviado');
    expect(within(card).getByText('Mouse Pro').closest('li')!.textContent).toBe('2 × Mouse Pro');
    expect(within(card).getByText('Parlante').getAttribute('lang')).toBeNull();
    // A configured line says what it was bought with, under its name; a plain one says nothing more.
    const lines = within(card).getAllByTestId('order-card-line');
    expect(lines.map((line) => line.textContent)).toEqual(['2 × Mouse Pro', '1 × ParlanteAlmacenamiento: 64 GB']);
    expect(within(lines[1]!).getByTestId('order-card-line-configuration').textContent).toBe('Almacenamiento: 64 GB');
    // Each line with its picture (the placeholder where it has none).
    expect(
      [...card.querySelectorAll('[data-testid="order-card-line"] img')].map((img) => img.getAttribute('src')),
    ).toEqual(['/placeholder.svg', '/placeholder.svg']);
    expect(
      within(card)
        .getAllByTestId('order-total')
        .map((total) => total.textContent),
    ).toEqual(['Total (USD)US$ 51,00', 'Total (ARS)AR$ 150.000,00']);
    expect(within(card).getByRole('link', { name: 'Ver el detalle del pedido 0B6C1D3E' }).getAttribute('href')).toBe(
      `/mis-pedidos/${order.id}`,
    );
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Anterior' }).getAttribute('href')).toBe('/mis-pedidos?page=1');
    expect(screen.getByRole('link', { name: 'Siguiente' }).getAttribute('href')).toBe('/mis-pedidos?page=3');
  });

  it('speaks English with English dates and status names', async () => {
    await i18n.changeLanguage('en');
    renderAt('/mis-pedidos');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText(/^Placed on November 23, 2026/)).toBeTruthy();
    expect(within(card).getByTestId('order-status').textContent).toBe('Status: Shipped');
    // The English name it was sold with; the Spanish one, marked as Spanish, where it had none.
    expect(within(card).getByText('Speaker').closest('li')!.textContent).toBe('1 × SpeakerStorage: 64 GB');
    expect(within(card).getByText('Speaker').getAttribute('lang')).toBeNull();
    expect(within(card).queryByText('Parlante')).toBeNull();
    expect(within(card).getByText('Mouse Pro').getAttribute('lang')).toBe('es');
  });

  it("names each order's delivery on its card: the option, its dates and where, in the page's language", async () => {
    const pickup: Order = {
      ...order,
      delivery: {
        option: 'pickup',
        currency: 'ARS',
        cents: 0,
        amount: 0,
        earliest: '2026-12-01',
        latest: '2026-12-02',
        address: null,
        pickupAddress: { es: 'Av. Corrientes 1234, CABA', en: 'Av. Corrientes 1234, Buenos Aires City' },
        pickupHours: null,
      },
    };
    vi.stubGlobal('fetch', async () => Response.json({ orders: [pickup], total: 1, page: 1, limit: 10 }));
    await i18n.changeLanguage('en');
    renderAt('/mis-pedidos');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-card-delivery').textContent).toBe(
      'Pickup at the shop · Ready for pickup between Tue, December 1 and Wed, December 2 · Av. Corrientes 1234, Buenos Aires City',
    );
  });

  it('gives a mixed order one AR$ total with the rate and its day, in the language of the page', async () => {
    const mixed: Order = {
      ...order,
      total: { currency: 'ARS', cents: 20_357_550, amount: 203_575.5 },
      exchange: { rates: { USD: '1050.5' }, setOn: '2026-11-01' },
      delivery: {
        option: 'standard',
        currency: 'ARS',
        cents: 0,
        amount: 0,
        earliest: '2026-11-26',
        latest: '2026-11-30',
        address: null,
        pickupAddress: null,
        pickupHours: null,
      },
    };
    vi.stubGlobal('fetch', async () => Response.json({ orders: [mixed], total: 1, page: 1, limit: 10 }));
    await i18n.changeLanguage('es');
    renderAt('/mis-pedidos');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByTestId('order-total').textContent).toBe('TotalAR$ 203.575,50');
    expect(within(card).getByTestId('order-rate').textContent).toBe(
      'Total convertido a AR$ con la cotización de US$ 1 = AR$ 1.050,50 del 1 de noviembre de 2026.',
    );
  });

  it('reads the page from the address, 1 unless a whole number above 0', () => {
    expect(pageFromSearch('page=3')).toBe(3);
    for (const search of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) expect(pageFromSearch(search)).toBe(1);
  });
});
