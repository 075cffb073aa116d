/**
 * How an order is named to a shopper: the first block of its UUID, upper-cased. Enough to
 * tell one's own orders apart; the full id stays in the order's address.
 */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
