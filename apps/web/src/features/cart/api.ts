import type { CartCheckAnswer, CartItem } from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { orderItems } from '../../shared/cart/order-items';
import { endpoints } from '@shop/domain';

/** Each line's current price and stock, in the order sent. */
export function checkCart(items: readonly CartItem[], signal?: AbortSignal): Promise<CartCheckAnswer> {
  return callApi(endpoints.checkCart, { body: { items: orderItems(items) } }, { signal });
}
