import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * Word-prefix search over products.search_text without scanning the table.
 * SQLite: an FTS5 index (words, with prefix indexes) over search_text and
 * category, kept in step by triggers; it also answers counts and newest-first
 * pages by itself, since the row id grows with insertion. PostgreSQL: a stored
 * tsvector of the same text ('simple' configuration: no stemming, so both
 * databases find the same words) under a GIN index, queried with prefixes.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table products_search using fts5(
      search_text, category,
      content='products', content_rowid='seq',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3'
    )`.execute(db);
    await sql`create trigger products_search_insert after insert on products begin
      insert into products_search(rowid, search_text, category) values (new.seq, new.search_text, new.category);
    end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
      insert into products_search(products_search, rowid, search_text, category) values ('delete', old.seq, old.search_text, old.category);
    end`.execute(db);
    await sql`create trigger products_search_update after update of search_text, category on products begin
      insert into products_search(products_search, rowid, search_text, category) values ('delete', old.seq, old.search_text, old.category);
      insert into products_search(rowid, search_text, category) values (new.seq, new.search_text, new.category);
    end`.execute(db);
    return;
  }
  await sql`alter table products add column search_vector tsvector
    generated always as (to_tsvector('simple', search_text)) stored`.execute(db);
  await sql`create index products_search_vector on products using gin (search_vector)`.execute(db);
}
