import type { Kysely } from 'kysely';

/**
 * A version per product, raised by every write to its row (an admin's save, stock taken by an
 * order or returned by a cancellation). It is the product's ETag: a save that says which
 * version it started from (If-Match or `version`) is refused with 412 when the product moved
 * on meanwhile, so two staff saving at once cannot silently overwrite each other, and an old
 * form cannot put back stock that was sold since it was opened. Existing products start at 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
