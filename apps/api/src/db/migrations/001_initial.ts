import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { CATALOGUE_VERSION_KEY } from '../meta-keys';

export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin', 'superadmin')`),
    )
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('birth_date', 'text')
    .addColumn('google_sub', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    // A compact integer key for the full-text index; the public id stays a UUID.
    .addColumn('seq', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('brand', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('base_price', 'real', (c) => c.notNull().check(sql`base_price >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('ARS'))
    .addColumn('stock', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`stock >= 0`),
    )
    .addColumn('images', 'text', (c) => c.notNull())
    .addColumn('video', 'text')
    .addColumn('variant_type', 'text', (c) => c.notNull().defaultTo('CONFIGURABLE'))
    .addColumn('features', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('models', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('default_configuration', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('specifications', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('advantages', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // "Newest" is insertion order (seq), so newest-first pages walk an index without sorting.
  await db.schema.createIndex('products_category_seq').on('products').columns(['category', 'seq']).execute();
  await db.schema.createIndex('products_price').on('products').columns(['base_price', 'seq']).execute();
  await db.schema.createIndex('products_name').on('products').columns(['name', 'seq']).execute();
  await db.schema
    .createIndex('products_category_price')
    .on('products')
    .columns(['category', 'base_price', 'seq'])
    .execute();
  await db.schema.createIndex('products_category_name').on('products').columns(['category', 'name', 'seq']).execute();

  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  // Every change to products bumps one counter in the same transaction, whoever makes it
  // (admin, orders, another process): catalogue caches compare it to know they are current.
  await db
    .insertInto('meta' as never)
    .values({ key: CATALOGUE_VERSION_KEY, value: '1' } as never)
    .execute();
  if (dialect === 'sqlite') {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`products_version_${event}`)} after ${sql.raw(event)} on products begin
        update meta set value = cast(value as integer) + 1 where key = ${sql.lit(CATALOGUE_VERSION_KEY)};
      end`.execute(db);
    }
  } else {
    await sql`create function bump_catalogue_version() returns trigger language plpgsql as $$
      begin
        update meta set value = (value::bigint + 1)::text where key = ${sql.lit(CATALOGUE_VERSION_KEY)};
        return null;
      end $$`.execute(db);
    await sql`create trigger products_version after insert or update or delete on products
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}
