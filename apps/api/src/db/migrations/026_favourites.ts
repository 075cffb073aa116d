import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The favourites of accounts (at most MAX_FAVOURITES each, checked by the service): one row per
 * account and product, whatever two requests do at once. They go with their account or product.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('favourites')
    // The order they were added in: the list shows the latest first.
    .addColumn('seq', serial, (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('favourites_one_per_product', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('favourites_by_product').on('favourites').column('product_id').execute();
}
