import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { savedAddress } from '../../test/address';
import { cartItem } from '../../test/cart-item';
import { cartStore } from '../../shared/cart/cart-store';
import i18n from '../../shared/i18n';
import { PaymentModal } from './payment-modal';

const items = [cartItem('p1', { name: 'Mouse Pro', price: 20, quantity: 2 })];
const order = {
  id: '0b6c1d3e-7f1a-4c55-9a0e-2f5b8c9d1e2f',
  status: 'paid',
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  lines: [],
  totals: [],
  customer: null,
  history: [{ status: 'paid', at: '2026-11-23T10:00:00.000Z' }],
  delivery: null,
  total: null,
  exchange: null,
  tracking: null,
};

/** What the delivery step is answered: one saved address and the three options. */
const address = savedAddress;
const ars = (cents: number) => ({ currency: 'ARS', cents, amount: cents / 100 });
const quote = {
  province: 'AR-C',
  postalCode: 'C1425ABC',
  zone: 'amba',
  dispatchDay: '2026-11-24',
  subtotal: ars(0),
  freeDeliveryThreshold: ars(20_000_000),
  options: [
    { option: 'standard', ...ars(450_000), free: false, earliest: '2026-11-26', latest: '2026-11-30' },
    { option: 'express', ...ars(890_000), free: false, earliest: '2026-11-25', latest: '2026-11-25' },
    {
      option: 'pickup',
      ...ars(0),
      free: false,
      earliest: '2026-11-25',
      latest: '2026-11-26',
      address: { es: 'Av. Corrientes 1234, CABA', en: 'Av. Corrientes 1234, Buenos Aires City' },
    },
  ],
};

let requests: { url: string; headers: Record<string, string>; body: string }[] = [];
let answer: () => Response;

beforeEach(async () => {
  await i18n.changeLanguage('es');
  localStorage.setItem('token', 'tok');
  cartStore.update(() => items);
  requests = [];
  answer = () => Response.json(order, { status: 201 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/account/addresses') return Response.json([address]);
      if (path === '/api/shipping/quote') return Response.json(quote);
      if (path === '/api/exchange-rates') return Response.json(null);
      requests.push({
        url: request.url,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return answer();
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  cartStore.update(() => []);
});

let location = memoryLocation({ path: '/carrito', record: true });

function renderModal(onClose = vi.fn()) {
  location = memoryLocation({ path: '/carrito', record: true });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PaymentModal items={items} onClose={onClose} />
      </Router>
    </QueryClientProvider>,
  );
  return onClose;
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Through the delivery step with pickup (free), on to the card. */
async function toPayment(onClose = vi.fn()) {
  renderModal(onClose);
  fireEvent.click(await screen.findByRole('radio', { name: /Retiro en la tienda/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
  await screen.findByLabelText('Número de tarjeta');
  return onClose;
}

describe('PaymentModal', () => {
  it('asks where and how first, with each option’s dates and cost', async () => {
    renderModal();
    const standard = await screen.findByRole('radio', { name: /Envío a domicilio estándar/ });
    expect(standard.closest('label')!.textContent).toMatch(
      /AR\$ 4\.500,00.*Llega entre el jue 26 y el lun 30 de noviembre/,
    );
    expect(screen.getByRole('radio', { name: /Envío a domicilio express/ }).closest('label')!.textContent).toMatch(
      /AR\$ 8\.900,00.*Llega el mié 25 de noviembre/,
    );
    expect(screen.getByRole('radio', { name: /Av. Santa Fe 1234/ })).toBeTruthy();
    // US$ lines and an AR$ delivery without a rate cannot make one payment: home delivery is
    // not offered, with the reason, and the free pickup is chosen instead.
    await waitFor(() => expect((standard as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('radio', { name: /Envío a domicilio express/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('delivery-needs-rate').textContent).toBe(
      'El envío a domicilio se cobra en AR$ y tu carrito está en US$, que la tienda todavía no cotizó: no se pueden pagar juntos. Elige el retiro en la tienda, sin cargo.',
    );
    expect((screen.getByRole('radio', { name: /Retiro en la tienda/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await screen.findByLabelText('Número de tarjeta');
    expect(screen.getByTestId('payment-amount').textContent).toContain('US$ 40,00');
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the rates cannot be read, still refuses to charge US$ lines and an AR$ delivery in one payment', async () => {
    const answered = globalThis.fetch;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/exchange-rates'
          ? Response.json({ error: 'down' }, { status: 503 })
          : answered(request),
      ),
    );
    renderModal();
    const standard = await screen.findByRole('radio', { name: /Envío a domicilio estándar/ });
    fireEvent.click(standard);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar al pago' }));
    await screen.findByLabelText('Número de tarjeta');
    expect(await screen.findByText(/no se puede pagar en un solo pago/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('comes prefilled with the demo card and says it is a demo', async () => {
    await toPayment();
    expect(field('Número de tarjeta').value).toBe('4242 4242 4242 4242');
    expect(field('Fecha de vencimiento').value).toBe('12/30');
    expect(field('CVV').value).toBe('123');
    expect(screen.getByText(/Modo demostración/)).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toContain('US$ 40,00');
  });

  it('formats as the shopper types', async () => {
    await toPayment();
    fireEvent.change(field('Número de tarjeta'), { target: { value: '1234567812345678999' } });
    expect(field('Número de tarjeta').value).toBe('1234 5678 1234 5678');
    fireEvent.change(field('Fecha de vencimiento'), { target: { value: '0731' } });
    expect(field('Fecha de vencimiento').value).toBe('07/31');
  });

  it('shows each broken rule under the validation title and places no order', async () => {
    await toPayment();
    fireEvent.change(field('Número de tarjeta'), { target: { value: '4242 4242' } });
    fireEvent.change(field('Fecha de vencimiento'), { target: { value: '13/30' } });
    fireEvent.change(field('CVV'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const errors = screen.getByTestId('payment-errors');
    expect(within(errors).getByText('Error de validación')).toBeTruthy();
    expect([...errors.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'El número de tarjeta debe tener 16 dígitos',
      'La fecha de vencimiento debe tener el formato MM/AA, con un mes entre 01 y 12',
      'El CVV debe tener exactamente 3 dígitos',
    ]);
    expect(field('CVV').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field('Fecha de vencimiento'), { target: { value: '01/20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(screen.getByText('La tarjeta está vencida')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('goes on to the order’s confirmation page only after the 201, empties the cart, and never sends the card', async () => {
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(screen.getByText('Procesando pago...')).toBeTruthy();
    expect(location.history).toEqual(['/carrito']);
    await waitFor(() => expect(location.history).toEqual(['/carrito', `/mis-pedidos/${order.id}?confirmado=1`]), {
      timeout: 4000,
    });
    expect(cartStore.getItems()).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/\/api\/orders$/);
    expect(requests[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    // The option only: the server quotes its cost and dates again.
    expect((JSON.parse(requests[0]!.body) as { delivery: unknown }).delivery).toEqual({ option: 'pickup' });
    const sent = JSON.stringify(requests[0]);
    for (const secret of ['4242', '12/30', '"123"']) expect(sent).not.toContain(secret);
  });

  it('names the refused lines with the units left and keeps the cart', async () => {
    answer = () =>
      Response.json(
        {
          message: 'x',
          code: 'ORDER_LINES_UNAVAILABLE',
          details: [{ path: 'items.0', code: 'orders.line.outOfStock', message: 'x', productId: 'p1', available: 1 }],
        },
        { status: 409 },
      );
    const onClose = await toPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Error en el pago', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByTestId('refused-lines').textContent).toBe('Mouse Pro: solo queda 1 unidad');
    expect(cartStore.getItems()).toEqual(items);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledWith({ refused: true });
  });

  it('shows the general payment error for anything else with its reference, and a new attempt gets a new key', async () => {
    answer = () => Response.json({ message: 'x', code: 'INTERNAL_ERROR' }, { status: 500 });
    await toPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByText(
        'Hubo un error al procesar tu pago. Por favor, intenta nuevamente.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Error en el pago')).toBeTruthy();
    // The request's id, which the server logs, is the reference the shopper can quote.
    const sentId = requests[0]!.headers['x-request-id'];
    expect(sentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(screen.getByTestId('error-reference').textContent).toBe(`Referencia del error: ${sentId}`);
    fireEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByText('Intentar de nuevo', {}, { timeout: 4000 });
    expect(requests).toHaveLength(2);
    expect(requests[0]!.headers['idempotency-key']).not.toBe(requests[1]!.headers['idempotency-key']);
  });
});
