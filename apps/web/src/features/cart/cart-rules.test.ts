import { describe, expect, it } from 'vitest';
import { addToCart, countItems, parseCart, setQuantity, type CartItem, type CartProduct } from './cart-rules';

const phone: CartProduct = {
  id: 'p1',
  name: 'Phone',
  basePrice: '199.90',
  images: ['/uploads/a.webp'],
  stock: 3,
  category: 'Smartphones',
};

function added(items: CartItem[], product: CartProduct, quantity?: number): CartItem[] {
  const outcome = addToCart(items, product, quantity);
  if (!outcome.ok) throw new Error(`unexpected ${outcome.reason}`);
  return outcome.items;
}

describe('addToCart', () => {
  it('adds a new line with the parsed price and first image', () => {
    const [line] = added([], phone);
    expect(line).toMatchObject({ id: 'p1', price: 199.9, image: '/uploads/a.webp', quantity: 1, selectedOptions: {} });
  });

  it('raises the quantity of a line already present', () => {
    expect(added(added([], phone), phone, 2)[0]?.quantity).toBe(3);
  });

  it('refuses to go beyond stock and leaves the cart unchanged', () => {
    const items = added([], phone, 3);
    expect(addToCart(items, phone, 1)).toEqual({ ok: false, reason: 'exceedsStock', stock: 3 });
  });

  it('caps a new line at the stock', () => {
    expect(added([], phone, 10)[0]?.quantity).toBe(3);
  });

  it('refuses products without stock or without id', () => {
    expect(addToCart([], { ...phone, stock: 0 })).toMatchObject({ ok: false, reason: 'exceedsStock' });
    expect(addToCart([], { ...phone, id: undefined })).toEqual({ ok: false, reason: 'missingId' });
  });

  it('accepts _id when id is absent', () => {
    expect(added([], { ...phone, id: undefined, _id: 'legacy' })[0]?.id).toBe('legacy');
  });
});

describe('setQuantity', () => {
  const items = added([], phone);
  it('ignores quantities below 1 or above stock', () => {
    expect(setQuantity(items, 'p1', 0)).toBe(items);
    expect(setQuantity(items, 'p1', 4)[0]?.quantity).toBe(1);
    expect(setQuantity(items, 'p1', 2)[0]?.quantity).toBe(2);
  });
});

describe('parseCart', () => {
  it('restores saved lines and drops broken ones', () => {
    const saved = JSON.stringify([...added([], phone, 2), { id: 5 }, 'x']);
    expect(countItems(parseCart(saved))).toBe(2);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });
});
