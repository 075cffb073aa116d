import type { CartCheckAnswer, CartItem } from '@shop/domain';
import { requestJson } from '../../shared/api/http';
import { orderItems } from '../../shared/cart/order-items';

/** `POST /api/orders/check`: each line's current price and stock, in the order sent. */
export function checkCart(items: readonly CartItem[], signal?: AbortSignal): Promise<CartCheckAnswer> {
  return requestJson<CartCheckAnswer>('/api/orders/check', {
    method: 'post',
    auth: true,
    json: { items: orderItems(items) },
    signal,
  });
}
