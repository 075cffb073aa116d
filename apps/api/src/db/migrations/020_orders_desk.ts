import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * The orders desk (issue 23).
 *
 * - `orders.version`: raised by every status change; the order's ETag. A change sent with
 *   If-Match from an older version is refused (412), so two staff acting on one page's state
 *   never both apply.
 * - `order_status_history.changed_by` and `reason`: who made each change (the account; null for
 *   the order's own 'paid' row and for rows written before) and why an order was cancelled.
 * - Orders placed before migration 019 whose lines were all in one currency get their one total
 *   copied from order_totals (what the API already answered as their total), so the desk's
 *   currency filter and total sort read one column for every order. Mixed-currency older orders
 *   keep none.
 * - Indexes for the desk's filters and sorts: each filter alone with the newest-first order, the
 *   total sort per currency, and status with a date range. The id's unique index answers an order
 *   number (an id prefix), users' unique e-mail index the e-mail search.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .alterTable('orders')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('order_status_history')
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('order_status_history').addColumn('reason', 'text').execute();

  await sql`update orders set
      total_currency = (select min(t.currency) from order_totals t where t.order_id = orders.id),
      total_cents = cast((select min(t.cents) from order_totals t where t.order_id = orders.id) as ${sql.raw(serial)})
    where total_currency is null
      and (select count(*) from order_totals t where t.order_id = orders.id) = 1`.execute(db);

  await db.schema.createIndex('orders_delivery').on('orders').columns(['delivery_option', 'seq']).execute();
  await db.schema.createIndex('orders_total').on('orders').columns(['total_currency', 'total_cents', 'seq']).execute();
  await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();
  await db.schema
    .createIndex('orders_status_total')
    .on('orders')
    .columns(['status', 'total_currency', 'total_cents', 'seq'])
    .execute();
}
