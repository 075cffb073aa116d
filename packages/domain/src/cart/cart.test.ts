import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartTotals,
  countItems,
  itemKey,
  lineKey,
  parseCart,
  removeFromCart,
  setQuantity,
  unitsInCart,
  type CartItem,
  type CartProduct,
} from './cart';

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

describe('unitsInCart', () => {
  it('counts a product over all its configurations, and nothing of other products', () => {
    const items = added(
      added(added([], { ...phone, stock: 5 }, 2), { ...phone, stock: 5, selectedOptions: { ram: '8' } }, 3),
      {
        ...phone,
        id: 'p2',
      },
    );
    expect(unitsInCart(items, 'p1')).toBe(5);
    expect(unitsInCart(items, 'p2')).toBe(1);
    expect(unitsInCart(items, 'p3')).toBe(0);
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
  it('gives lines saved without a currency or options the shop default and none', () => {
    const saved = JSON.stringify([{ id: 'p1', name: 'Phone', price: 1, quantity: 2, stock: 3 }]);
    expect(parseCart(saved)).toMatchObject([{ id: 'p1', currency: 'ARS', selectedOptions: {} }]);
    const usd = JSON.stringify([{ id: 'p1', name: 'Phone', price: 1, quantity: 2, currency: 'USD' }]);
    expect(parseCart(usd)[0]?.currency).toBe('USD');
  });

  it('keeps a line’s option names only when each has both languages', () => {
    const names = { ram: { es: '16 GB de memoria unificada', en: '16 GB unified memory' } };
    const line = { id: 'p1', name: 'Mac', price: 1, quantity: 1, selectedOptions: { ram: 'ram-16' } };
    expect(parseCart(JSON.stringify([{ ...line, optionNames: names }]))[0]?.optionNames).toEqual(names);
    expect(parseCart(JSON.stringify([{ ...line, optionNames: { ram: { es: 'x' } } }]))[0]).not.toHaveProperty(
      'optionNames',
    );
  });

  it('restores saved lines and drops broken ones', () => {
    const saved = JSON.stringify([...added([], phone, 2), { id: 5 }, 'x']);
    expect(countItems(parseCart(saved))).toBe(2);
    expect(parseCart('{not json')).toEqual([]);
    expect(parseCart(null)).toEqual([]);
  });
});

describe('lineKey', () => {
  it('is the product id alone when there are no options', () => {
    expect(lineKey('p1')).toBe('p1');
    expect(lineKey('p1', {})).toBe('p1');
    expect(lineKey('p1', { color: undefined })).toBe('p1');
  });

  it('does not depend on the order in which options were written, at any depth', () => {
    const a = lineKey('pc', { ram: '32GB', cpu: { brand: 'AMD', cores: 8 } });
    const b = lineKey('pc', { cpu: { cores: 8, brand: 'AMD' }, ram: '32GB' });
    expect(a).toBe(b);
    expect(a).not.toBe('pc');
  });

  it('tells products and configurations apart', () => {
    expect(lineKey('pc', { ram: '32GB' })).not.toBe(lineKey('pc', { ram: '16GB' }));
    expect(lineKey('pc', { ram: '32GB' })).not.toBe(lineKey('pc2', { ram: '32GB' }));
    expect(lineKey('pc', { disks: ['a', 'b'] })).not.toBe(lineKey('pc', { disks: ['b', 'a'] }));
  });
});

describe('lines with options', () => {
  const pc: CartProduct = { ...phone, id: 'pc', stock: 5 };
  const small = { ...pc, selectedOptions: { ram: '16GB', disk: '512GB' } };
  const large = { ...pc, selectedOptions: { ram: '32GB', disk: '1TB' } };

  it('keeps two configurations of a product as two lines, and the same one as one line', () => {
    const items = added(added(added([], small), large, 2), { ...pc, selectedOptions: { disk: '512GB', ram: '16GB' } });
    expect(items.map((item) => [item.selectedOptions, item.quantity])).toEqual([
      [{ ram: '16GB', disk: '512GB' }, 2],
      [{ ram: '32GB', disk: '1TB' }, 2],
    ]);
  });

  it('counts every configuration against the product stock', () => {
    const items = added(added([], small, 3), large, 10);
    expect(items[1]?.quantity).toBe(2);
    expect(addToCart(items, large, 1)).toEqual({ ok: false, reason: 'exceedsStock', stock: 5 });
    expect(setQuantity(items, itemKey(items[0]!), 4)[0]?.quantity).toBe(3);
    expect(setQuantity(items, itemKey(items[1]!), 1)[1]?.quantity).toBe(1);
  });

  it('changes and removes only the line named by its key', () => {
    const items = added(added([], small), large);
    const key = lineKey('pc', { disk: '1TB', ram: '32GB' });
    expect(setQuantity(items, key, 3).map((item) => item.quantity)).toEqual([1, 3]);
    expect(removeFromCart(items, key).map((item) => item.selectedOptions)).toEqual([small.selectedOptions]);
    expect(removeFromCart(added([], phone), 'p1')).toEqual([]);
  });
});

describe('cartTotals', () => {
  const line = (price: number, quantity: number, currency: CartItem['currency']): CartItem => ({
    id: `${price}-${currency}`,
    name: 'x',
    price,
    currency,
    image: '',
    stock: 100,
    category: 'Laptops',
    selectedOptions: {},
    quantity,
  });

  it('adds in whole cents, so the sum is exact', () => {
    // As floats, 0.1 * 3 + 0.2 is 0.5000000000000001 and 1299.99 * 3 is 3899.9700000000003.
    expect(cartTotals([line(0.1, 3, 'USD'), line(0.2, 1, 'USD')])).toEqual([
      { currency: 'USD', cents: 50, amount: 0.5 },
    ]);
    expect(cartTotals([line(1299.99, 3, 'ARS')])).toEqual([{ currency: 'ARS', cents: 389997, amount: 3899.97 }]);
  });

  it('keeps one subtotal per currency, in the order they first appear, never adding them together', () => {
    expect(cartTotals([line(10, 1, 'EUR'), line(5.5, 2, 'ARS'), line(0.99, 1, 'EUR')])).toEqual([
      { currency: 'EUR', cents: 1099, amount: 10.99 },
      { currency: 'ARS', cents: 1100, amount: 11 },
    ]);
    expect(cartTotals([])).toEqual([]);
  });

  it('takes the line currency from the product, the shop default when it has none', () => {
    expect(added([], { ...phone, currency: 'USD' })[0]?.currency).toBe('USD');
    expect(added([], phone)[0]?.currency).toBe('ARS');
    expect(added([], { ...phone, currency: 'XXX' })[0]?.currency).toBe('ARS');
  });
});
