import { sql } from 'kysely';
import { isProductId } from '@shop/domain';
import type { DbExecutor } from '../../db/database';
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
