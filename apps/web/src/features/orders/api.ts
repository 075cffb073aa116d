import type { Order, OrderPage } from '@shop/domain';
import { requestJson } from '../../shared/api/http';

export const ORDERS_PER_PAGE = 10;

export const orderKeys = {
  mine: (page: number) => ['orders', 'mine', page] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** `GET /api/orders/mine`: the signed-in shopper's orders, newest first. */
export function fetchMyOrders(page: number, signal?: AbortSignal): Promise<OrderPage> {
  return requestJson<OrderPage>('/api/orders/mine', {
    method: 'get',
    auth: true,
    searchParams: { page: String(page), limit: String(ORDERS_PER_PAGE) },
    signal,
  });
}

/** `GET /api/orders/:id`: one order (its owner's or, for staff, anyone's; 404 otherwise). */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return requestJson<Order>(`/api/orders/${encodeURIComponent(id)}`, { method: 'get', auth: true, signal });
}
