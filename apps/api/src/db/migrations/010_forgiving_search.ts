import { type Kysely, sql } from 'kysely';
import { foldForSearch } from '@shop/domain';
import type { Dialect } from '../database';

/** Bumped whenever a product's searchable words may have changed: the server then reloads its vocabulary. */
export const SEARCH_WORDS_VERSION_KEY = 'search.words_version';

/**
 * Forgiving search (issue 15):
 * - `search_title`: the folded name and brand on their own, so a match there ranks above one in
 *   a description. The server writes it (`searchTexts` in modules/products/rows.ts); here it is
 *   filled once for the products that exist.
 * - The vocabulary of product words, from which typos are corrected in the app: SQLite reads it
 *   off the FTS5 index (an `fts5vocab` table); PostgreSQL keeps `search_words`, filled by
 *   triggers from the stored tsvector (words are never removed: a stale word only costs a
 *   lookup that finds nothing). A meta version tells every process when to reload it.
 * - SQLite's FTS5 index gains the title column; PostgreSQL a tsvector of it under a GIN index.
 * - (currency, base_price, seq): price sorts walk each currency's prices in order, since
 *   prices of different currencies are never compared as equal.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await sql`alter table products add column search_title text not null default ''`.execute(db);
  const products = await sql<{ id: string; name: string; brand: string }>`select id, name, brand from products`.execute(
    db,
  );
  for (const product of products.rows) {
    await sql`update products set search_title = ${foldForSearch(`${product.name} ${product.brand}`)} where id = ${product.id}`.execute(
      db,
    );
  }
  await sql`insert into meta (key, value) values (${SEARCH_WORDS_VERSION_KEY}, '0')`.execute(db);
  await sql`create index products_currency_price on products (currency, base_price, seq)`.execute(db);
  const bump = sql`update meta set value = ${sql.raw(dialect === 'postgres' ? '(value::bigint + 1)::text' : 'value + 1')} where key = ${sql.lit(SEARCH_WORDS_VERSION_KEY)}`;

  if (dialect === 'sqlite') {
    for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table products_search`.execute(db);
    await sql`create virtual table products_search using fts5(
      search_title, search_text, category,
      content='products', content_rowid='seq',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
    await sql`insert into products_search(products_search) values ('rebuild')`.execute(db);
    await sql`create trigger products_search_insert after insert on products begin
      insert into products_search(rowid, search_title, search_text, category) values (new.seq, new.search_title, new.search_text, new.category);
      ${bump};
    end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
      insert into products_search(products_search, rowid, search_title, search_text, category) values ('delete', old.seq, old.search_title, old.search_text, old.category);
      ${bump};
    end`.execute(db);
    await sql`create trigger products_search_update after update of search_title, search_text, category on products begin
      insert into products_search(products_search, rowid, search_title, search_text, category) values ('delete', old.seq, old.search_title, old.search_text, old.category);
      insert into products_search(rowid, search_title, search_text, category) values (new.seq, new.search_title, new.search_text, new.category);
      ${bump};
    end`.execute(db);
    // Each word of the index with the number of products holding it, per column.
    await sql`create virtual table products_search_words using fts5vocab(products_search, 'col')`.execute(db);
    return;
  }

  await sql`alter table products add column title_vector tsvector
    generated always as (to_tsvector('simple', search_title)) stored`.execute(db);
  await sql`create index products_title_vector on products using gin (title_vector)`.execute(db);
  await sql`create table search_words (word text primary key)`.execute(db);
  await sql`insert into search_words (word)
    select distinct unnest(tsvector_to_array(search_vector)) from products on conflict do nothing`.execute(db);
  await sql`create function add_search_words() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select distinct word from (select unnest(tsvector_to_array(search_vector)) as word from changed_rows) words
        order by word
        on conflict do nothing;
      ${bump};
      return null;
    end $$`.execute(db);
  await sql`create trigger products_words_insert after insert on products
    referencing new table as changed_rows
    for each statement execute function add_search_words()`.execute(db);
  // A column list cannot have a transition table, so updates add their words row by row (admin edits: rare).
  await sql`create function add_search_words_of_row() returns trigger language plpgsql as $$
    begin
      insert into search_words (word)
        select distinct unnest(tsvector_to_array(new.search_vector)) order by 1 on conflict do nothing;
      ${bump};
      return null;
    end $$`.execute(db);
  await sql`create trigger products_words_update after update of search_text on products
    for each row when (old.search_text is distinct from new.search_text)
    execute function add_search_words_of_row()`.execute(db);
}
