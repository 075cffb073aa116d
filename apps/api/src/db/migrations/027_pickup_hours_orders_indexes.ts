import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * - `orders.pickup_hours`: the pickup point's opening hours ({ es, en } as JSON) when a pickup
 *   order was placed, shown with its pickup address; null for home deliveries and older orders.
 * - The orders desk's indexes (issue 23, measured by bench/orders.ts at 100,000 orders): each
 *   index the desk's filters start from also holds the other filter columns (status, creation
 *   date, currency, delivery option), so a page and its count are found in the index alone,
 *   never reading the rows a filter leaves out. Before, a filter on one column combined with
 *   another (express + a date range, AR$ + a date range, pickup sorted by total) read every row
 *   of the first filter: up to seconds at 100,000 orders. New: delivery option with the total
 *   sort and with dates, currency with dates.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pickup_hours', 'text').execute();

  const replace = async (name: string, columns: string[]) => {
    await db.schema.dropIndex(name).ifExists().execute();
    await db.schema.createIndex(name).on('orders').columns(columns).execute();
  };
  await replace('orders_total', ['total_currency', 'total_cents', 'seq', 'status', 'delivery_option', 'created_at']);
  await replace('orders_status_created', ['status', 'created_at', 'total_currency', 'total_cents', 'delivery_option']);
  await replace('orders_status_total', [
    'status',
    'total_currency',
    'total_cents',
    'seq',
    'delivery_option',
    'created_at',
  ]);
  await replace('orders_delivery_total', [
    'delivery_option',
    'total_currency',
    'total_cents',
    'seq',
    'status',
    'created_at',
  ]);
  await replace('orders_delivery_created', ['delivery_option', 'created_at', 'status', 'total_currency']);
  await replace('orders_currency_created', ['total_currency', 'created_at', 'status', 'delivery_option']);
}
