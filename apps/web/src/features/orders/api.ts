import type { Order, OrderPage } from '@shop/domain';
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
