import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { SEARCH_WORDS_VERSION_KEY } from './010_forgiving_search';

/**
 * The databases' own word indexes go: the server's in-memory catalogue index answers every list,
 * count, facet, suggestion and sort, and its words are the vocabulary typos are corrected
 * against, kept current by the catalogue's change log alone. What goes, as migrations 002 and 010
 * made it: SQLite's FTS5 table over the searchable texts with its vocabulary table and the
 * triggers that fed both; PostgreSQL's two tsvector columns and their GIN indexes, the table of
 * words with the triggers and functions that filled it; and on both, the meta version that told
 * every process to reload those words. The folded texts (search_title, search_text) stay: the
 * index reads them.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    for (const trigger of ['products_search_insert', 'products_search_delete', 'products_search_update']) {
      await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table products_search_words`.execute(db);
    await sql`drop table products_search`.execute(db);
  } else {
    await sql`drop trigger products_words_insert on products`.execute(db);
    await sql`drop trigger products_words_update on products`.execute(db);
    await sql`drop function add_search_words()`.execute(db);
    await sql`drop function add_search_words_of_row()`.execute(db);
    await sql`drop table search_words`.execute(db);
    // Their GIN indexes go with the columns.
    await sql`alter table products drop column title_vector, drop column search_vector`.execute(db);
  }
  await sql`delete from meta where key = ${SEARCH_WORDS_VERSION_KEY}`.execute(db);
}
