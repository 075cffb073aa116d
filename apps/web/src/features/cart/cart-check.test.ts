import { describe, expect, it } from 'vitest';
import type { CartCheckLine, CartItem } from '@shop/domain';
import { cartItem } from '../../test/cart-item';
import { applyCartCheck, blocksCheckout } from './cart-check';

const item = (id: string, quantity: number, changes: Partial<CartItem> = {}) =>
  cartItem(id, { image: `/uploads/${id}.webp`, stock: 10, quantity, ...changes });

const checked = (
  productId: string,
  state: CartCheckLine['state'],
  extra: Partial<CartCheckLine> = {},
): CartCheckLine => ({
  productId,
  selectedOptions: {},
  state,
  quantity: 0,
  stock: 0,
  ...extra,
});

describe('the cart after the server’s check', () => {
  it('learns the chosen options’ names, and keeps its own when the answer has none', () => {
    const options = { selectedOptions: { ram: 'ram-16' } };
    const names = { ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' } };
    const line = checked('a', 'ok', { ...options, quantity: 1, stock: 5, optionNames: names });
    expect(applyCartCheck([item('a', 1, options)], [line]).items[0]?.optionNames).toEqual(names);
    const older = { es: '16 GB', en: '16 GB' };
    const kept = applyCartCheck(
      [item('a', 1, { ...options, optionNames: { ram: older } })],
      [{ ...line, optionNames: {} }],
    );
    expect(kept.items[0]?.optionNames).toEqual({ ram: older });
  });

  it('takes the current price, currency, name, image and stock of a line that is fine', () => {
    const { items, notices } = applyCartCheck(
      [item('a', 2)],
      [
        checked('a', 'ok', {
          quantity: 2,
          stock: 7,
          unitPrice: 12.5,
          unitPriceCents: 1250,
          currency: 'ARS',
          name: 'Nuevo nombre',
          image: '/uploads/new.webp',
        }),
      ],
    );
    expect(items).toEqual([
      item('a', 2, { price: 12.5, currency: 'ARS', name: 'Nuevo nombre', image: '/uploads/new.webp', stock: 7 }),
    ]);
    expect(notices).toEqual({});
  });

  it('leaves the very cart when the answer changes nothing, and a line it changes alone new', () => {
    const cart = [item('a', 1), item('b', 2, { optionNames: { ram: { es: '16 GB', en: '16 GB' } } })];
    const same = (line: CartItem) =>
      checked(line.id, 'ok', {
        quantity: line.quantity,
        stock: line.stock,
        unitPrice: line.price,
        currency: line.currency,
        name: line.name,
        image: line.image,
        optionNames: line.optionNames,
      });
    const unchanged = applyCartCheck(cart, cart.map(same));
    expect(unchanged.items).toBe(cart);
    const repriced = applyCartCheck(cart, [same(cart[0]!), { ...same(cart[1]!), unitPrice: 9 }]);
    expect(repriced.items).not.toBe(cart);
    expect(repriced.items[0]).toBe(cart[0]);
    expect(repriced.items[1]).toEqual({ ...cart[1], price: 9 });
  });

  it('lowers a quantity above the new stock and says from what to what', () => {
    const { items, notices } = applyCartCheck(
      [item('a', 5)],
      [checked('a', 'reduced', { quantity: 3, stock: 3, unitPrice: 10, currency: 'USD' })],
    );
    expect(items[0]).toMatchObject({ quantity: 3, stock: 3 });
    expect(notices).toEqual({ a: { kind: 'reduced', from: 5, to: 3 } });
    expect(blocksCheckout(notices.a)).toBe(false);
  });

  it('keeps a gone, sold-out or no-longer-offered line in the cart and flags it so it cannot be paid', () => {
    const cart = [item('gone', 1), item('sold', 2), item('opts', 1, { selectedOptions: { ram: '32' } })];
    const { items, notices } = applyCartCheck(cart, [
      checked('gone', 'gone'),
      checked('sold', 'outOfStock', { stock: 0, unitPrice: 10, currency: 'USD' }),
      checked('opts', 'optionsNotOffered', {
        selectedOptions: { ram: '32' },
        stock: 4,
        unitPrice: 10,
        currency: 'USD',
      }),
    ]);
    expect(items.map((line) => line.quantity)).toEqual([1, 2, 1]);
    expect(items[0]).toEqual(cart[0]);
    expect(items[1]!.stock).toBe(0);
    expect(Object.values(notices).map((notice) => notice.kind)).toEqual(['gone', 'outOfStock', 'optionsNotOffered']);
    expect(Object.values(notices).every(blocksCheckout)).toBe(true);
  });

  it('matches lines by product and configuration, not by position, and leaves unchecked lines alone', () => {
    const cart = [item('a', 1), item('a', 1, { selectedOptions: { ram: '16' } }), item('new', 4)];
    const { items, notices } = applyCartCheck(cart, [
      checked('a', 'ok', { selectedOptions: { ram: '16' }, quantity: 1, stock: 2, unitPrice: 99, currency: 'USD' }),
      checked('a', 'ok', { quantity: 1, stock: 2, unitPrice: 20, currency: 'USD' }),
    ]);
    expect(items.map((line) => line.price)).toEqual([20, 99, 10]);
    expect(items[2]).toEqual(cart[2]);
    expect(notices).toEqual({});
  });

  it('lowers a quantity raised while the check was on its way when it passes the stock', () => {
    const { items, notices } = applyCartCheck(
      [item('a', 6)],
      [checked('a', 'ok', { quantity: 2, stock: 4, unitPrice: 10, currency: 'USD' })],
    );
    expect(items[0]!.quantity).toBe(4);
    expect(notices).toEqual({ a: { kind: 'reduced', from: 6, to: 4 } });
  });
});
