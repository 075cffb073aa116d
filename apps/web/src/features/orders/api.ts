import type { CartCheckAnswer, Order, OrderPage } from '@shop/domain';
import { callApi } from '../../shared/api/client';
import { accountEndpoints } from '@shop/domain/account-api';

export const ORDERS_PER_PAGE = 10;

export const orderKeys = {
  mine: (page: number) => ['orders', 'mine', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** The signed-in shopper's orders, newest first. */
export function fetchMyOrders(page: number, signal?: AbortSignal): Promise<OrderPage> {
  return callApi(
    accountEndpoints.myOrders,
    { query: { page: String(page), limit: String(ORDERS_PER_PAGE) } },
    { signal },
  );
}

/** One order (its owner's or, for staff, anyone's; 404 otherwise). */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return callApi(accountEndpoints.getOrder, { params: { id } }, { signal });
}

/** The order's lines as they could be bought now (current price and stock), in the order's order. */
export function checkOrderLines(order: Order): Promise<CartCheckAnswer> {
  const items = order.lines.map((line) => ({
    productId: line.productId,
    quantity: line.quantity,
    selectedOptions: line.selectedOptions,
  }));
  return callApi(accountEndpoints.checkCart, { body: { items } });
}

/** The shopper cancels their own order while it is paid (409 after). */
export function cancelOrder(id: string): Promise<Order> {
  return callApi(accountEndpoints.cancelOrder, { params: { id } });
}
