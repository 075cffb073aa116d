import type { DeliveryOption } from '../shipping/settings';

// Apart from orders.ts, whose schemas would bring zod into the shopper's order pages with them.
export const ORDER_STATUSES = [
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'ready_for_pickup',
  'picked_up',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order reaches its buyer: carried home (also orders without a delivery), or picked up at the shop. */
export type Fulfilment = 'home' | 'pickup';
export function fulfilmentOf(option: DeliveryOption | null | undefined): Fulfilment {
  return option === 'pickup' ? 'pickup' : 'home';
}

/**
 * Which status an order may move to from which, one step at a time (a jump such as paid →
 * delivered is refused): paid → preparing → shipped → delivered, or for pickup paid → preparing
 * → ready_for_pickup → picked_up. Staff may cancel until the goods leave the shop (shipped) or
 * are handed over; the buyer only while paid (SHOPPER_CANCELLABLE). Delivered, picked up and
 * cancelled are final. Cancelling returns the stock.
 */
const NEXT_STATUSES: Record<Fulfilment, Record<OrderStatus, readonly OrderStatus[]>> = {
  home: {
    paid: ['preparing', 'cancelled'],
    preparing: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    delivered: [],
    ready_for_pickup: [],
    picked_up: [],
    cancelled: [],
  },
  pickup: {
    paid: ['preparing', 'cancelled'],
    preparing: ['ready_for_pickup', 'cancelled'],
    ready_for_pickup: ['picked_up', 'cancelled'],
    picked_up: [],
    shipped: [],
    delivered: [],
    cancelled: [],
  },
};

/** The statuses from which the buyer may cancel an order (`POST /api/orders/:id/cancel`). */
export const SHOPPER_CANCELLABLE: readonly OrderStatus[] = ['paid'];

export function canChangeStatus(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment = 'home'): boolean {
  return NEXT_STATUSES[fulfilment][from].includes(to);
}

/** The statuses an order must be in to move to `to` (the WHERE of the conditional update). */
export function statusesBefore(to: OrderStatus, fulfilment: Fulfilment = 'home'): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canChangeStatus(from, to, fulfilment));
}

/** The statuses an order may move to next (what staff's buttons offer; named in a refused jump). */
export function nextStatuses(from: OrderStatus, fulfilment: Fulfilment = 'home'): readonly OrderStatus[] {
  return NEXT_STATUSES[fulfilment][from];
}
