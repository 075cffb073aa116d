import type { CartItem, OrderItem } from '@shop/domain';

/**
 * The cart as the endpoints checkCart and placeOrder take it: product, quantity and
 * configuration. No price, name or total: the server prices every line itself.
 */
export function orderItems(items: readonly CartItem[]): OrderItem[] {
  return items.map((item) => ({ productId: item.id, quantity: item.quantity, selectedOptions: item.selectedOptions }));
}
