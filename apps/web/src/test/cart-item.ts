import type { CartItem } from '@shop/domain';

/** A cart line for tests: a plain USD product with stock 5, changed where a test needs it. */
export function cartItem(id: string, changes: Partial<CartItem> = {}): CartItem {
  return {
    id,
    name: `Producto ${id}`,
    price: 10,
    currency: 'USD',
    image: '',
    stock: 5,
    category: 'Accesorios',
    selectedOptions: {},
    quantity: 1,
    ...changes,
  };
}
