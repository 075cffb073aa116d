import { type Kysely, sql } from 'kysely';
import { missingEnglishTexts } from '@shop/domain/product-admin';
import type { Dialect } from '../database';

/**
 * How many of a product's Spanish texts still lack their English twin, kept on the row
 * (`missingEnglishTexts`, written by every product write) so the staff list filters 'missing
 * English' from an index instead of reading every product's texts. Existing rows are counted
 * here, a few hundred at a time. Stock gets an index too: the staff list filters and sorts by it.
 */
export async function up(db: Kysely<unknown>, _dialect: Dialect): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('english_missing', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  interface TextsRow {
    id: string;
    name: string;
    name_en: string;
    description: string;
    description_en: string;
    advantages: string;
    advantages_en: string;
    specifications: string;
    specifications_en: string;
  }
  const BATCH = 500;
  for (let after = ''; ;) {
    const { rows } = await sql<TextsRow>`
      select id, name, name_en, description, description_en, advantages, advantages_en, specifications, specifications_en
      from products where id > ${after} order by id limit ${BATCH}`.execute(db);
    for (const row of rows) {
      const missing = missingEnglishTexts({
        name: row.name,
        name_en: row.name_en,
        description: row.description,
        description_en: row.description_en,
        advantages: JSON.parse(row.advantages) as string[],
        advantages_en: JSON.parse(row.advantages_en) as string[],
        specifications: JSON.parse(row.specifications) as Record<string, unknown>,
        specifications_en: JSON.parse(row.specifications_en) as Record<string, string>,
      });
      if (missing > 0) await sql`update products set english_missing = ${missing} where id = ${row.id}`.execute(db);
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  await db.schema.createIndex('products_english_missing').on('products').columns(['english_missing', 'seq']).execute();
  await db.schema.createIndex('products_stock').on('products').columns(['stock', 'seq']).execute();
}
