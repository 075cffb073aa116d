import type { CartCheckAnswer, CartItem } from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { orderItems } from '../../shared/cart/order-items';
import { accountEndpoints } from '@shop/domain/account-api';

/** Each line's current price and stock, in the order sent. */
export function checkCart(items: readonly CartItem[], signal?: AbortSignal): Promise<CartCheckAnswer> {
  return callApi(accountEndpoints.checkCart, { body: { items: orderItems(items) } }, { signal });
}
