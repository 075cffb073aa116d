import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '@shop/domain';
import i18n from '../i18n';
import { AlertProvider } from '../ui/alerts';
import { PLACEHOLDER_IMAGE } from '../ui/product-image';
import { cartStore, useCartItems } from '../cart/cart-store';
import { ProductCard } from './product-card';

const product: ProductSummary = {
  _id: 'p1',
  id: 'p1',
  name: 'Zenbook 14',
  name_en: '',
  description: 'Portátil liviano',
  description_en: 'Light laptop',
  brand: 'ASUS',
  basePrice: 1234.5,
  currency: 'USD',
  stock: 2,
  category: 'Laptops',
  images: ['/uploads/a.webp', '/uploads/b.webp', '/uploads/c.webp'],
  image: '/uploads/a.webp',
  variantType: 'MODEL',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function CartSize() {
  return <output data-testid="cart-size">{useCartItems().length}</output>;
}

function renderCard(overrides: Partial<ProductSummary> = {}) {
  render(
    <Router hook={memoryLocation().hook}>
      <AlertProvider>
        <ProductCard product={{ ...product, ...overrides }} />
        <CartSize />
      </AlertProvider>
    </Router>,
  );
  return screen.getByTestId('product-card').querySelector('img')!;
}

describe('ProductCard', () => {
  beforeEach(async () => {
    vi.useFakeTimers();
    await i18n.changeLanguage('es');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the price with 2 decimals in the language format and links to the detail page', async () => {
    renderCard();
    expect(screen.getByText('US$ 1.234,50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zenbook 14' }).getAttribute('href')).toBe('/producto/p1');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('US$ 1,234.50')).toBeTruthy();
    expect(screen.getByText('Light laptop')).toBeTruthy();
  });

  it('gives every card the same price block: a small line for “desde” (empty on a model), then the price alone', async () => {
    renderCard({ variantType: 'CONFIGURABLE', basePrice: 2_399_999, fromPrice: 2_059_999, currency: 'ARS' });
    const configurable = screen.getByTestId('card-price');
    // The label is a line of its own (a block) before the price, read with it: 'Desde AR$ …'.
    const [label, amount] = [...configurable.children] as HTMLElement[];
    expect(configurable.children).toHaveLength(2);
    expect(label!.className).toContain('block');
    expect(label!.textContent!.trim()).toBe('Desde');
    expect(amount!.textContent).toBe('AR$\u00a02.059.999,00');
    await act(() => i18n.changeLanguage('en'));
    expect(label!.textContent!.trim()).toBe('From');
    expect(amount!.textContent).toBe('AR$\u00a02,059,999.00');
    const labelClass = label!.className;
    cleanup();
    renderCard();
    const model = screen.getByTestId('card-price');
    expect(model.children).toHaveLength(2);
    expect((model.children[0] as HTMLElement).className).toBe(labelClass);
    expect(model.children[0]!.textContent).toBe('');
    expect(model.children[1]!.textContent).toBe('US$\u00a01,234.50');
  });

  it('cycles the images every 1500 ms while hovered and resets on leave', () => {
    const image = renderCard();
    expect(image.getAttribute('src')).toBe('/uploads/a-800w.webp');
    expect(image.getAttribute('srcset')).toContain('/uploads/a-400w.webp 400w');
    fireEvent.mouseEnter(image.parentElement!);
    act(() => vi.advanceTimersByTime(1_499));
    expect(image.getAttribute('src')).toBe('/uploads/a-800w.webp');
    act(() => vi.advanceTimersByTime(1));
    expect(image.getAttribute('src')).toBe('/uploads/b-800w.webp');
    act(() => vi.advanceTimersByTime(3_000));
    expect(image.getAttribute('src')).toBe('/uploads/a-800w.webp'); // wrapped after c
    act(() => vi.advanceTimersByTime(1_500));
    fireEvent.mouseLeave(image.parentElement!);
    expect(image.getAttribute('src')).toBe('/uploads/a-800w.webp');
  });

  it('falls back to the placeholder when the image fails', () => {
    const image = renderCard();
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('shows a 300 ms loading state, then adds one unit to the cart', () => {
    renderCard();
    const button = screen.getByRole('button', { name: 'Agregar al carrito' });
    fireEvent.click(button);
    expect(button.textContent).toBe('Agregando...');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByTestId('cart-size').textContent).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('cart-size').textContent).toBe('1');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ id: 'p1', quantity: 1, price: 1234.5 }]);
  });

  it('is disabled, saying why, once the cart holds all of the stock: no warning per press', async () => {
    cartStore.update(() => []);
    renderCard({ stock: 2 });
    const button = screen.getByRole('button', { name: 'Agregar al carrito' }) as HTMLButtonElement;
    for (let press = 0; press < 2; press++) {
      fireEvent.click(button);
      act(() => vi.advanceTimersByTime(300));
    }
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ id: 'p1', quantity: 2 }]);
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Ya tienes todo el stock en el carrito');
    // Pressed again (three more times), a disabled button does nothing: no warning at all.
    for (let press = 0; press < 3; press++) fireEvent.click(button);
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toMatchObject([{ id: 'p1', quantity: 2 }]);
    await act(() => i18n.changeLanguage('en'));
    expect(button.textContent).toBe('You already have all the stock in your cart');
    // One unit fewer in the cart, and the button adds again.
    act(() => cartStore.update((items) => items.map((item) => ({ ...item, quantity: 1 }))));
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Add to cart');
  });

  it('disables adding and shows the badge when out of stock', () => {
    renderCard({ stock: 0 });
    expect(screen.getAllByText('Agotado')).toHaveLength(2);
    expect((screen.getByRole('button', { name: 'Agotado' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
