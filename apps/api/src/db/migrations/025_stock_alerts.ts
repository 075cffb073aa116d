import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Back-in-stock alerts: an address (a guest's too) waiting for a sold-out product, in the language
 * it asked in, with the shop's address it asked through (the mail's links name it) and a token
 * that unsubscribes it without signing in. An alert is open until its product is back (closed
 * 'notified', its mail written to the outbox in the same transaction) or its address unsubscribes
 * (closed 'unsubscribed'). One open alert per address and product, whatever two requests do at once.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('stock_alerts')
    .addColumn('seq', serial, (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('base_url', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_reason', 'text')
    .execute();
  await db.schema
    .createIndex('stock_alerts_one_open')
    .on('stock_alerts')
    .columns(['product_id', 'email'])
    .unique()
    .where(sql.ref('closed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('stock_alerts_by_email').on('stock_alerts').columns(['email', 'created_at']).execute();
}
