import type { CartItem, Order, OrderDeliveryRequest } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { callApi } from '../../shared/api/client';
import { RETRY_DELAYS_MS } from '../../shared/api/http';
import { orderItems } from '../../shared/cart/order-items';

/**
 * One key per checkout attempt. crypto.randomUUID exists only in secure contexts (https or
 * localhost), so a shop served over plain http on a LAN gets the same version-4 UUID from
 * getRandomValues, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface PlaceOrderOptions {
  /** The attempt's Idempotency-Key, the same for each of its automatic retries. */
  key: string;
  /** Waits before each retry (the HTTP client's schedule by default); injectable for tests. */
  retryDelaysMs?: readonly number[];
  /** The chosen delivery: option and address only (the server quotes its cost and dates again). */
  delivery?: OrderDeliveryRequest;
}

/**
 * Places the order with the cart's lines (never a price, never the card: the card's data
 * stays in the payment form). Resolves with the order the server made (201); any refusal
 * arrives as the client's ApiCallError. The order may have been made although no answer said
 * so (the network failed, the answer came too late, a proxy gave up): the endpoint's retry
 * rule sends the same attempt again then, and its key makes the server return the order it made.
 */
export async function placeOrder(
  items: readonly CartItem[],
  { key, retryDelaysMs = RETRY_DELAYS_MS, delivery }: PlaceOrderOptions,
): Promise<Order> {
  return callApi(
    accountEndpoints.placeOrder,
    { body: { items: orderItems(items), ...(delivery ? { delivery } : {}) } },
    { headers: { 'idempotency-key': key }, retryDelaysMs },
  );
}
