import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * The English twins of a product's texts (issue 14), beside the spec's description_en:
 * name_en, advantages_en (a JSON list) and specifications_en (a JSON map under the keys of
 * specifications). The defaults read as "not translated yet", so every existing row is valid
 * at once and shows its Spanish texts until the seed's upgrade or an admin fills them in.
 * The English features' texts live inside the features JSON and need no column.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('advantages_en', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('specifications_en', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
}
