import { describe, expect, it } from 'vitest';
import type { CartCheckLine, OrderLine } from '@shop/domain';
import { cartItem } from '../../test/cart-item';
import { refillCart } from './buy-again';

const sold = (productId: string, changes: Partial<OrderLine> = {}): OrderLine => ({
  productId,
  name: `Producto ${productId}`,
  name_en: '',
  image: `/uploads/${productId}.webp`,
  selectedOptions: {},
  optionNames: {},
  quantity: 2,
  currency: 'USD',
  unitPriceCents: 1000,
  unitPrice: 10,
  lineTotalCents: 2000,
  ...changes,
});

const now = (productId: string, changes: Partial<CartCheckLine> = {}): CartCheckLine => ({
  productId,
  selectedOptions: {},
  state: 'ok',
  quantity: 2,
  stock: 9,
  unitPriceCents: 1000,
  unitPrice: 10,
  currency: 'USD',
  name: `Producto ${productId}`,
  name_en: '',
  image: `/uploads/${productId}.webp`,
  ...changes,
});

describe('buying an order again', () => {
  it('puts each line back with its configuration, at today’s price, and says what changed', () => {
    const options = { ram: 'ram-16gb' };
    const optionNames = { ram: { es: '16 GB', en: '16 GB' } };
    const { items, reports } = refillCart(
      [],
      [sold('a', { selectedOptions: options, optionNames }), sold('b'), sold('c'), sold('d')],
      [
        now('a', { selectedOptions: options, optionNames }),
        now('b', { unitPriceCents: 1250, unitPrice: 12.5 }),
        now('c', { state: 'reduced', quantity: 1, stock: 1 }),
        now('d', { state: 'outOfStock', quantity: 0, stock: 0 }),
      ],
    );
    expect(items.map((item) => [item.id, item.quantity, item.price, item.selectedOptions])).toEqual([
      ['a', 2, 10, options],
      ['b', 2, 12.5, {}],
      ['c', 1, 10, {}],
    ]);
    expect(items[0]!.optionNames).toEqual(optionNames);
    expect(reports.map(({ added, problem, price }) => ({ added, problem, price }))).toEqual([
      { added: 2, problem: undefined, price: undefined },
      { added: 2, problem: undefined, price: { was: 10, wasCurrency: 'USD', now: 12.5, currency: 'USD' } },
      { added: 1, problem: 'reduced', price: undefined },
      { added: 0, problem: 'outOfStock', price: undefined },
    ]);
  });

  it('counts what the cart already holds against the stock, and leaves out what cannot be sold', () => {
    const cart = [cartItem('a', { quantity: 8, stock: 9 }), cartItem('b', { quantity: 9, stock: 9 })];
    const { items, reports } = refillCart(
      cart,
      [sold('a'), sold('b'), sold('gone'), sold('e')],
      [now('a'), now('b'), now('gone', { state: 'gone', quantity: 0, stock: 0 }), now('e', { state: 'incompatible' })],
    );
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['a', 9],
      ['b', 9],
    ]);
    expect(reports.map((report) => [report.added, report.problem])).toEqual([
      [1, 'reduced'],
      [0, 'noRoom'],
      [0, 'gone'],
      [0, 'incompatible'],
    ]);
  });
});
