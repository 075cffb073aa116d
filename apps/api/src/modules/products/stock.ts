import { sql } from 'kysely';
import { isProductId } from '@shop/domain';
import type { DbExecutor, Dialect } from '../../db/database';
import { CATALOGUE_VERSION_KEY } from '../../db/meta-keys';
import { tellIfBackInStock } from '../stock-alerts';

/*
 * The one order of the shared rows (PostgreSQL; SQLite runs one writing transaction at a time).
 * A transaction that writes rows other transactions also write takes them in this order, each
 * group after the one before, never back:
 *
 *   1. its own rows (the order, its history, audit entries, mail);
 *   2. the products' rows, by ascending id, all of them before any is written: a write's statement
 *      trigger takes the catalogue version (3) at once, so a second product locked after the first
 *      write would be waited for while holding (3) — takeStocks and returnStocks lock them in one
 *      statement, staff's bulk changes and imports with lockProducts first;
 *   3. `catalogue.version` (the products' statement trigger, migration 006; `catalogue_changes`
 *      with it, 013), or lockCatalogueVersion where nothing is written to the products;
 *   4. the day's sales rows (`sales_days`, then `sales_day_categories`, by the triggers on the
 *      order's totals and lines, migration 011): written only while (3) is held, so two
 *      transactions never take them at once, whatever order an order's currencies come in;
 *   5. an order's account (its language, written by every order, after the rest: orders already
 *      take turns at (3), so the account's row adds no wait).
 *
 * lock-order.test.ts runs each such path against orders of the same products.
 */

/**
 * Locks the rows of `ids` in ascending id order, before the caller reads them to write them back
 * (step 2 above), even a single one: what the caller reads then is what it saves over, so an
 * order committing in between cannot move the version under it. On SQLite nothing: its writers
 * take turns.
 */
export async function lockProducts(executor: DbExecutor, dialect: Dialect, ids: Iterable<string>): Promise<void> {
  if (dialect !== 'postgres') return;
  const sorted = [...new Set(ids)].filter(isProductId).sort();
  if (sorted.length === 0) return;
  await executor.selectFrom('products').select('id').where('id', 'in', sorted).orderBy('id').forUpdate().execute();
}

/**
 * Takes `catalogue.version` (step 3 above) without raising it: for a write of the day's rows
 * (step 4) that may write no product first (a cancel whose products are all deleted), so that it waits for the
 * orders holding it instead of taking the day's rows in its own order. On SQLite nothing.
 */
export async function lockCatalogueVersion(executor: DbExecutor, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await executor.selectFrom('meta').select('key').where('key', '=', CATALOGUE_VERSION_KEY).forUpdate().execute();
}

/** What taking stock did: took it (and what is left), or why it could not. */
export type StockTaking =
  | { taken: true; remaining: number }
  | { taken: false; reason: 'not-found' }
  | { taken: false; reason: 'insufficient'; available: number };

/** A number of units a stock write takes or returns: a positive integer, or a programming error. */
function checkUnits(caller: string, quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`${caller}: quantity must be a positive integer, got ${quantity}`);
  }
  return quantity;
}

/**
 * Takes `quantity` units of a product's stock in one conditional statement that
 * refuses, in its WHERE clause, to take more than there is: race-free, so stock
 * never goes negative however many orders take it at once. Run it inside the
 * caller's transaction (an order takes the stock of every line, or of none).
 * When nothing matched, says why: the product does not exist, or has fewer units
 * (the units available, as the transaction sees them).
 */
export async function takeStock(executor: DbExecutor, productId: string, quantity: number): Promise<StockTaking> {
  checkUnits('takeStock', quantity);
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
  checkUnits('returnStock', quantity);
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
 * The products of `units` (a map from product id to units), as one VALUES list and each row's
 * lock taken in id order: two writes of several products then lock them in the same order and
 * cannot deadlock on PostgreSQL. `materialized`: a CTE used once would otherwise be folded into
 * the update, whose join may reach the rows in any order.
 */
function lockedInIdOrder(units: ReadonlyMap<string, number>) {
  const rows = [...units.keys()].sort().map((id) => sql`(${id}, cast(${units.get(id)!} as integer))`);
  return sql`wanted (id, units) as (values ${sql.join(rows)}),
    locked as materialized (
      select products.id from products join wanted on wanted.id = products.id
      order by products.id for update of products
    )`;
}

/**
 * Takes the units of every product of an order, in the caller's transaction; answers the products
 * it could not take, each with the units it has (0: not found). On PostgreSQL several products are
 * one statement (one round trip and, by its statement trigger, one catalogue version), each row
 * refusing in the WHERE to go below zero as takeStock does; one product, and every product on
 * SQLite (one writer at a time, no round trips), is takeStock, product by product in id order.
 * Whatever is short, the caller rolls back what was taken.
 */
export async function takeStocks(
  executor: DbExecutor,
  dialect: Dialect,
  units: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const short = new Map<string, number>();
  const ids = [...units.keys()].sort();
  if (dialect === 'sqlite' || ids.length < 2) {
    for (const id of ids) {
      const taking = await takeStock(executor, id, units.get(id)!);
      if (!taking.taken) short.set(id, taking.reason === 'insufficient' ? taking.available : 0);
    }
    return short;
  }
  const wanted = new Map<string, number>();
  for (const id of ids) {
    const quantity = checkUnits('takeStocks', units.get(id)!);
    if (isProductId(id)) wanted.set(id, quantity);
    else short.set(id, 0);
  }
  if (wanted.size === 0) return short;
  const { rows: taken } = await sql<{ id: string }>`with ${lockedInIdOrder(wanted)}
    update products set stock = products.stock - wanted.units, version = products.version + 1
    from wanted join locked on locked.id = wanted.id
    where products.id = wanted.id and products.stock >= wanted.units
    returning products.id`.execute(executor);
  if (taken.length === wanted.size) return short;
  const takenIds = new Set(taken.map((row) => row.id));
  const missing = [...wanted.keys()].filter((id) => !takenIds.has(id));
  // Their rows are still locked by the statement above: the stock read is the one it refused.
  const left = await executor.selectFrom('products').select(['id', 'stock']).where('id', 'in', missing).execute();
  const stockOf = new Map(left.map((row) => [row.id, row.stock]));
  for (const id of missing) short.set(id, stockOf.get(id) ?? 0);
  return short;
}

/**
 * Puts the units of every product of a cancelled order back (a product deleted since is left
 * alone), in the caller's transaction and in takeStocks' order: one statement for several products
 * on PostgreSQL, returnStock product by product in id order otherwise. Units back on a sold-out
 * product tell the addresses waiting for it.
 */
export async function returnStocks(
  executor: DbExecutor,
  dialect: Dialect,
  units: ReadonlyMap<string, number>,
): Promise<void> {
  const ids = [...units.keys()].sort();
  if (dialect === 'sqlite' || ids.length < 2) {
    for (const id of ids) await returnStock(executor, id, units.get(id)!);
    return;
  }
  for (const quantity of units.values()) checkUnits('returnStocks', quantity);
  const { rows } = await sql<{ id: string; name: string; name_en: string | null; stock: number; units: number }>`
    with ${lockedInIdOrder(units)}
    update products set stock = products.stock + wanted.units, version = products.version + 1
    from wanted join locked on locked.id = wanted.id
    where products.id = wanted.id
    returning products.id, products.name, products.name_en, products.stock, wanted.units`.execute(executor);
  rows.sort((a, b) => (a.id < b.id ? -1 : 1));
  for (const row of rows) await tellIfBackInStock(executor, row.stock - row.units, row);
}
