import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * Each status an order entered and when (issue 21): the 'paid' row is written in the order's own
 * transaction, and every later change in the transaction of the conditional update that makes
 * it, so the history never disagrees with the order's status. `id` keeps the rows of one order
 * in the order they were written, even when two share a timestamp. More statuses (preparing,
 * ready for pickup...) are new values of `status`, not new columns.
 *
 * Orders placed before this migration get the history their row can still tell: 'paid' at their
 * creation and, when they have moved on, their current status at their last update (a
 * delivered order's intermediate 'shipped' was never recorded and cannot be recovered).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('order_status_history')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_status_history_order')
    .on('order_status_history')
    .columns(['order_id', 'id'])
    .execute();
  await sql`insert into order_status_history (order_id, status, at)
    select id, 'paid', created_at from orders order by seq`.execute(db);
  await sql`insert into order_status_history (order_id, status, at)
    select id, status, updated_at from orders where status <> 'paid' order by seq`.execute(db);
}
