import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * An order line keeps its product's English name beside the Spanish one (issue 14), so an
 * English shopper reads their orders in English after the product is renamed or deleted.
 * Null where the product had no English name, and on every line sold before this migration:
 * those lines show the Spanish name, marked as Spanish.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('order_lines').addColumn('name_en', 'text').execute();
}
