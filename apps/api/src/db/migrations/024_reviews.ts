import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Reviews from verified buyers, their 'useful' votes, and each product's rating kept as an exact
 * sum and count of its approved reviews on the product's own row: the catalogue's change log
 * (migration 013) then carries a new rating to every process's index and answer cache like any
 * other change, and the review's transaction updates both at once.
 *
 * A review outlives its author's account (user_id set null): it was a verified purchase, and the
 * product's figures must not change behind the moderation's back. Its author's first name is
 * copied when it is written.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .alterTable('products')
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('reviews')
    .addColumn('seq', serial, (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('rejection_reason', 'text')
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'text')
    .addColumn('useful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One review per account and product, whatever two requests do at once.
  await db.schema
    .createIndex('reviews_one_per_buyer')
    .on('reviews')
    .columns(['user_id', 'product_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_id', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('reviews_status').on('reviews').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'text', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute();
}
