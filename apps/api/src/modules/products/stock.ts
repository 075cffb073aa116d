import { sql } from 'kysely';
import { isProductId } from '@shop/domain';
import type { DbExecutor, Dialect } from '../../db/database';
import { tellIfBackInStock } from '../stock-alerts';

/** What taking stock did: took it (and what is left), or why it could not. */
export type StockTaking =
  | { taken: true; remaining: number }
  | { taken: false; reason: 'not-found' }
  | { taken: false; reason: 'insufficient'; available: number };

/**
 * Takes `quantity` units of a product's stock in one conditional statement that
 * refuses, in its WHERE clause, to take more than there is: race-free, so stock
 * never goes negative however many orders take it at once. Run it inside the
 * caller's transaction (an order takes the stock of every line, or of none).
 * When nothing matched, says why: the product does not exist, or has fewer units
 * (the units available, as the transaction sees them).
 */
export async function takeStock(executor: DbExecutor, productId: string, quantity: number): Promise<StockTaking> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`takeStock: quantity must be a positive integer, got ${quantity}`);
  }
  if (!isProductId(productId)) return { taken: false, reason: 'not-found' };
  // A new version: an admin form opened before the sale must not save its old stock back.
  const row = await executor
    .updateTable('products')
    .set({ stock: sql<number>`stock - ${quantity}`, version: sql<number>`version + 1` })
    .where('id', '=', productId)
    .where('stock', '>=', quantity)
    .returning('stock')
    .executeTakeFirst();
  if (row) return { taken: true, remaining: row.stock };
  const product = await executor.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirst();
  return product
    ? { taken: false, reason: 'insufficient', available: product.stock }
    : { taken: false, reason: 'not-found' };
}

/**
 * Puts units back (a cancelled order's), in the caller's transaction; a product deleted since is
 * left alone. Units back on a sold-out product tell the addresses waiting for it.
 */
export async function returnStock(executor: DbExecutor, productId: string, quantity: number): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`returnStock: quantity must be a positive integer, got ${quantity}`);
  }
  const row = await executor
    .updateTable('products')
    .set({ stock: sql<number>`stock + ${quantity}`, version: sql<number>`version + 1` })
    .where('id', '=', productId)
    .returning(['id', 'name', 'name_en', 'stock'])
    .executeTakeFirst();
  if (row) await tellIfBackInStock(executor, row.stock - quantity, row);
}

/** Units per product: the units of one product's several lines (configurations) go together. */
export function unitsPerProduct(lines: Iterable<{ productId: string; quantity: number }>): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

/**
 * Takes the units of every product of an order, in the caller's transaction, product by product in
 * id order (two writes of the same products then lock them in the same order, so they cannot
 * deadlock on PostgreSQL); answers the products it could not take, each with the units it has (0:
 * not found). Whatever is short, the caller rolls back what was taken.
 */
export async function takeStocks(
  executor: DbExecutor,
  _dialect: Dialect,
  units: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const short = new Map<string, number>();
  for (const id of [...units.keys()].sort()) {
    const taking = await takeStock(executor, id, units.get(id)!);
    if (!taking.taken) short.set(id, taking.reason === 'insufficient' ? taking.available : 0);
  }
  return short;
}

/**
 * Puts the units of every product of a cancelled order back (a product deleted since is left
 * alone), in the caller's transaction and in takeStocks' order.
 */
export async function returnStocks(
  executor: DbExecutor,
  _dialect: Dialect,
  units: ReadonlyMap<string, number>,
): Promise<void> {
  for (const id of [...units.keys()].sort()) await returnStock(executor, id, units.get(id)!);
}
