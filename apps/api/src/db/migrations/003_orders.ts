import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Orders and their lines. Amounts are whole cents in 64-bit integers (a price may reach
 * 10^12 units of a currency), never floating point. An order keeps no copy of its buyer:
 * it points at the account, and deleting the account leaves the order without one
 * (anonymised, kept as the shop's record).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('orders')
    // Creation order for newest-first pages and stable paging; the public id stays a UUID.
    .addColumn('seq', serial, (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One order per key and buyer: a retried checkout finds the order its first try made.
  await db.schema
    .createIndex('orders_idempotency')
    .on('orders')
    .columns(['user_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'seq']).execute();
  await db.schema.createIndex('orders_status').on('orders').columns(['status', 'seq']).execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // No reference: a product may be deleted later, its sold lines stay as they were.
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('selected_options', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('line_total_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'position'])
    .execute();
  await db.schema.createIndex('order_lines_product').on('order_lines').columns(['product_id']).execute();

  // An order's total per currency, written with it: sales figures sum these without reading lines.
  await db.schema
    .createTable('order_totals')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_totals_pk', ['order_id', 'currency'])
    .execute();
}
