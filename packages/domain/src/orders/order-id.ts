/**
 * How an order is named to a person: the first block of its UUID, upper-cased. Enough to
 * tell one's own orders apart; the full id stays in the order's address. The shop's pages and
 * the change log's entries (written by the API) both name orders so.
 */
export function shortOrderId(id: string): string {
  return id.slice(0, 8).toUpperCase();
}
