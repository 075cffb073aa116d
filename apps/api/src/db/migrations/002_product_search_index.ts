import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * Substring search over products.search_text without scanning the table:
 * SQLite gets an FTS5 trigram index kept in step by triggers, PostgreSQL a
 * pg_trgm GIN index (LIKE '%word%' uses it). Queries stay correct without the
 * PostgreSQL extension, only slower.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create virtual table products_search using fts5(search_text, content='products', content_rowid='seq', tokenize='trigram')`.execute(db);
    await sql`create trigger products_search_insert after insert on products begin
      insert into products_search(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    await sql`create trigger products_search_delete after delete on products begin
      insert into products_search(products_search, rowid, search_text) values ('delete', old.seq, old.search_text);
    end`.execute(db);
    await sql`create trigger products_search_update after update of search_text on products begin
      insert into products_search(products_search, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into products_search(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    return;
  }
  // Another process (or test file) may create the extension at the same moment; either way it ends up present.
  await sql`do $$ begin
      create extension if not exists pg_trgm schema public;
    exception when others then raise notice 'pg_trgm not available: %', sqlerrm;
    end $$`.execute(db);
  await sql`do $$ begin
      if exists (select 1 from pg_extension where extname = 'pg_trgm') then
        execute 'create index products_search_trgm on products using gin (search_text public.gin_trgm_ops)';
      end if;
    end $$`.execute(db);
}
