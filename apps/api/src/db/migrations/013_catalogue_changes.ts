import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { CATALOGUE_VERSION_KEY } from '../meta-keys';

/** How many of the latest changes are kept; a process further behind reads the catalogue afresh. */
export const KEPT_CATALOGUE_CHANGES = 10_000;

/**
 * The products each change to the catalogue touched, in commit order, so that every process's
 * in-memory catalogue index (modules/products/catalogue-index.ts) rereads only those rows
 * instead of the whole table after an order changes a stock.
 *
 * Commit order: SQLite has one writer at a time. On PostgreSQL the statement trigger first
 * bumps the catalogue version (migration 006), which locks that one meta row until the
 * transaction ends, and only then draws the change ids: two transactions never interleave
 * their ids, so a reader that has seen id n has seen every id below it that will ever commit.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`create table catalogue_changes (id integer primary key autoincrement, seq integer not null)`.execute(db);
    for (const [event, row] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`create trigger ${sql.raw(`products_changes_${event}`)} after ${sql.raw(event)} on products begin
        insert into catalogue_changes (seq) values (${sql.raw(row)}.seq);
        delete from catalogue_changes where id <= (select max(id) from catalogue_changes) - ${sql.lit(KEPT_CATALOGUE_CHANGES)};
      end`.execute(db);
    }
    return;
  }
  await sql`create table catalogue_changes (id bigserial primary key, seq bigint not null)`.execute(db);
  await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from touched_rows) then
        update meta set value = (value::bigint + 1)::text where key = ${sql.lit(CATALOGUE_VERSION_KEY)};
        insert into catalogue_changes (seq) select seq from touched_rows order by seq;
        delete from catalogue_changes
          where id <= (select max(id) from catalogue_changes) - ${sql.lit(KEPT_CATALOGUE_CHANGES)};
      end if;
      return null;
    end $$`.execute(db);
}
