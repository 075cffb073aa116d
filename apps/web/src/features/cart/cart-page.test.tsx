import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { domainMessage, type CartCheckLine, type CartItem, type ExchangeRates } from '@shop/domain';
import { cartItem } from '../../test/cart-item';
import { cartStore } from '../../shared/cart/cart-store';
import i18n from '../../shared/i18n';
import { AlertProvider } from '../../shared/ui/alerts';
import { CartPage, type CheckoutProps } from './cart-page';

const line = cartItem;

let checkBodies: unknown[] = [];
let exchangeRates: ExchangeRates | null = null;
let checkLines: (items: { productId: string; quantity: number }[]) => CartCheckLine[];

beforeEach(async () => {
  await i18n.changeLanguage('es');
  localStorage.setItem('token', 'tok');
  checkBodies = [];
  checkLines = (items) =>
    items.map((item) => {
      const stored = cartStore.getItems().find((candidate) => candidate.id === item.productId)!;
      return {
        productId: item.productId,
        selectedOptions: {},
        state: 'ok',
        quantity: item.quantity,
        stock: stored.stock,
        unitPrice: stored.price,
        currency: stored.currency,
      };
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      if (new URL(request.url).pathname === '/api/exchange-rates') return Response.json(exchangeRates);
      const body = (await request.json()) as { items: { productId: string; quantity: number }[] };
      checkBodies.push(body);
      return Response.json({ lines: checkLines(body.items) });
    }),
  );
});
afterEach(() => {
  exchangeRates = null;
  vi.unstubAllGlobals();
  cartStore.update(() => []);
});

const openedCheckouts: CheckoutProps[] = [];
function FakeCheckout(props: CheckoutProps) {
  openedCheckouts.push(props);
  return <p>checkout open</p>;
}

function renderPage(items: CartItem[]) {
  cartStore.update(() => items);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AlertProvider>
        <CartPage Checkout={FakeCheckout} />
      </AlertProvider>
    </QueryClientProvider>,
  );
}

const lineOf = (name: string) => screen.getByText(name).closest('[data-testid="cart-line"]') as HTMLElement;

describe('CartPage', () => {
  it('keeps one line for the check of prices and stock, which says where it stands (nothing below moves)', async () => {
    renderPage([line('a')]);
    const status = screen.getByTestId('cart-check');
    expect(status.textContent).toBe('Comprobando precios y stock...');
    await waitFor(() => expect(status.textContent).toContain('Precios y stock al día'));
    expect(screen.getByTestId('cart-check')).toBe(status);
  });

  it('shows the empty view with a link to the catalogue', () => {
    renderPage([]);
    expect(screen.getByText('Tu carrito está vacío')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver productos' }).getAttribute('href')).toBe('/productos');
    expect(checkBodies).toEqual([]);
  });

  it('gives one subtotal and one total per currency, never their sum', async () => {
    renderPage([line('a', { price: 19.99, quantity: 3 }), line('b', { price: 150000, currency: 'ARS' })]);
    await waitFor(() => expect(checkBodies).toHaveLength(1));
    const totals = screen.getAllByTestId('cart-total');
    expect(totals.map((total) => [total.dataset.currency, total.querySelector('dd')!.textContent])).toEqual([
      ['USD', 'US$ 59,97'],
      ['ARS', 'AR$ 150.000,00'],
    ]);
    expect(screen.getAllByTestId('cart-subtotal')).toHaveLength(2);
    expect(screen.getByText('Se elige al pagar')).toBeTruthy();
    expect(screen.getByText('Incluidos')).toBeTruthy();
  });

  it('says why a mixed cart cannot be paid without a rate, and what it is charged with one', async () => {
    const mixed = [line('a', { price: 19.99, quantity: 3 }), line('b', { price: 150000, currency: 'ARS' })];
    renderPage(mixed);
    const reason = await screen.findByTestId('checkout-reason');
    expect(reason.textContent).toMatch(/precios en US\$ y en AR\$.*no se puede pagar en un solo pago/);
    const checkout = screen.getByRole('button', { name: 'Proceder al pago' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(reason.id);
  });

  /** The summary below the screen, as in a long cart on a phone: the checkout bar shows. */
  function summaryBelowTheScreen() {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe() {
          const entry = { isIntersecting: false, boundingClientRect: { top: 2000 } } as IntersectionObserverEntry;
          this.report([entry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
  }

  it('says on the phone’s checkout bar why it cannot pay, in the summary’s words, and a tap leads to them', async () => {
    summaryBelowTheScreen();
    renderPage([line('a', { price: 19.99 }), line('b', { price: 150000, currency: 'ARS' })]);
    const bar = screen.getByTestId('cart-checkout-bar');
    await waitFor(() => expect(bar.hidden).toBe(false));
    const reason = await within(bar).findByTestId('cart-checkout-bar-reason');
    const summaryReason = screen.getByTestId('checkout-reason');
    // One text, the domain's (the API's own refusal), in both places.
    expect(reason.textContent).toBe(`${domainMessage('orders.currencyMix', 'es', { currencies: 'US$' })}.`);
    expect(summaryReason.textContent).toBe(reason.textContent);
    const checkout = within(bar).getByRole('button', { name: 'Proceder al pago' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    expect(checkout.getAttribute('aria-describedby')).toBe(reason.id);
    summaryReason.scrollIntoView = vi.fn();
    fireEvent.click(reason);
    expect(summaryReason.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement).toBe(summaryReason);
  });

  it('says on the bar, in English too, that unavailable lines stop the checkout, and nothing once it can pay', async () => {
    await i18n.changeLanguage('en');
    summaryBelowTheScreen();
    checkLines = (items) =>
      items.map((item) =>
        item.productId === 'a'
          ? { productId: 'a', selectedOptions: {}, state: 'outOfStock', quantity: 0, stock: 0 }
          : { productId: 'b', selectedOptions: {}, state: 'ok', quantity: 1, stock: 5, unitPrice: 10, currency: 'USD' },
      );
    renderPage([line('a', {}), line('b', {})]);
    const bar = screen.getByTestId('cart-checkout-bar');
    const reason = await within(bar).findByTestId('cart-checkout-bar-reason');
    expect(reason.textContent).toBe('Remove the products that are not available to be able to pay.');
    expect(screen.getByTestId('checkout-reason').textContent).toBe(reason.textContent);
    const checkout = within(bar).getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement;
    expect(checkout.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Producto a from the cart' }));
    await waitFor(() => expect(screen.queryByTestId('cart-checkout-bar-reason')).toBeNull());
    expect(checkout.disabled).toBe(false);
    expect(checkout.hasAttribute('aria-describedby')).toBe(false);
  });

  it('charges a mixed cart in AR$ when staff set a rate', async () => {
    exchangeRates = { base: 'ARS', rates: { USD: '1050' }, setOn: '2026-11-01' };
    renderPage([line('a', { price: 19.99, quantity: 3 }), line('b', { price: 150000, currency: 'ARS' })]);
    expect(
      await screen.findByText(/el total se cobra en AR\$ con la cotización del 1 de noviembre de 2026/),
    ).toBeTruthy();
    expect(screen.queryByTestId('checkout-reason')).toBeNull();
  });

  it('checks every line in one call that carries product, quantity and options only', async () => {
    renderPage([line('a', { quantity: 2 }), line('b', {})]);
    await waitFor(() => expect(checkBodies).toHaveLength(1));
    expect(checkBodies[0]).toEqual({
      items: [
        { productId: 'a', quantity: 2, selectedOptions: {} },
        { productId: 'b', quantity: 1, selectedOptions: {} },
      ],
    });
  });

  it('names a configured line’s options in English, marking one without an English name as Spanish', async () => {
    await i18n.changeLanguage('en');
    renderPage([
      line('laptop', {
        name: 'Notebook configurable',
        name_en: 'Configurable laptop',
        selectedOptions: { ram: 'ram-16', storage: 'ssd-1tb' },
        optionNames: {
          ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' },
          storage: { es: 'SSD de 1 TB', en: '' },
        },
      }),
    ]);
    await waitFor(() => expect(checkBodies).toHaveLength(1));
    const configuration = within(lineOf('Configurable laptop')).getByTestId('line-configuration');
    expect(configuration.textContent).toBe('Configuration: RAM: 16 GB unified memory · Storage: SSD de 1 TB');
    expect(
      [...configuration.querySelectorAll('[lang]')].map((element) => [
        element.textContent,
        element.getAttribute('lang'),
      ]),
    ).toEqual([['SSD de 1 TB', 'es']]);
  });

  it('disables minus at 1 and plus at the stock', async () => {
    renderPage([line('a', { quantity: 1, stock: 2 })]);
    await waitFor(() => expect(checkBodies).toHaveLength(1));
    const minus = screen.getByRole('button', { name: 'Quitar una unidad de Producto a' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Agregar una unidad de Producto a' }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    expect(screen.queryByTestId('line-stock-limit')).toBeNull();
    fireEvent.click(plus);
    expect(within(lineOf('Producto a')).getByTestId('line-quantity').textContent).toBe('2');
    expect(plus.disabled).toBe(true);
    // The reason beside it, and named by the button.
    const reason = within(lineOf('Producto a')).getByTestId('line-stock-limit');
    expect(reason.textContent).toBe('Solo hay 2 unidades disponibles');
    expect(plus.getAttribute('aria-describedby')).toBe(reason.id);
    expect(minus.disabled).toBe(false);
    expect(JSON.parse(localStorage.getItem('cart')!)[0].quantity).toBe(2);
  });

  it('lowers a quantity above the new stock and says so', async () => {
    checkLines = () => [
      { productId: 'a', selectedOptions: {}, state: 'reduced', quantity: 2, stock: 2, unitPrice: 10, currency: 'USD' },
    ];
    renderPage([line('a', { quantity: 4 })]);
    expect(await screen.findByText('Solo quedan 2 unidades: la cantidad bajó de 4 a 2.')).toBeTruthy();
    expect(cartStore.getItems()[0]).toMatchObject({ quantity: 2, stock: 2 });
    expect((screen.getByRole('button', { name: 'Proceder al pago' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('flags a gone product and keeps checkout closed until it is removed', async () => {
    checkLines = (items) =>
      items.map((item) =>
        item.productId === 'gone'
          ? { productId: 'gone', selectedOptions: {}, state: 'gone', quantity: 0, stock: 0 }
          : {
              productId: item.productId,
              selectedOptions: {},
              state: 'ok',
              quantity: 1,
              stock: 5,
              unitPrice: 10,
              currency: 'USD',
            },
      );
    renderPage([line('ok', {}), line('gone', {})]);
    expect(
      await screen.findByText('Este producto ya no está disponible: quítalo del carrito para poder pagar.'),
    ).toBeTruthy();
    const checkout = screen.getByRole('button', { name: 'Proceder al pago' }) as HTMLButtonElement;
    expect(checkout.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Producto gone del carrito' }));
    expect(checkout.disabled).toBe(false);
    fireEvent.click(checkout);
    expect(await screen.findByText('checkout open')).toBeTruthy();
    expect(openedCheckouts.at(-1)!.items.map((item) => item.id)).toEqual(['ok']);
  });

  it('clears the cart only after Confirmar', async () => {
    renderPage([line('a', {})]);
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    // The confirm dialog's code loads on first use: slow on a busy machine.
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('¿Vaciar el carrito?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    expect(cartStore.getItems()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Vaciar carrito' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog', {}, { timeout: 5000 })).getByRole('button', { name: 'Confirmar' }),
    );
    expect(await screen.findByText('Tu carrito está vacío', {}, { timeout: 5000 })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
  });
});
