import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';
import { CATALOGUE_VERSION_KEY } from '../meta-keys';

/**
 * PostgreSQL bumped the catalogue version once per statement on products, so a statement
 * that changed nothing (deleting or updating a product that does not exist) still threw
 * every cached answer and page away, and changed a row on a refused request (the fuzz test
 * found it). Now only a statement that touched rows bumps it: one trigger per event, each
 * looking at the rows it saw (PostgreSQL allows a transition table on one event only).
 * SQLite's triggers run per row and never fired for nothing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`drop trigger products_version on products`.execute(db);
  await sql`create or replace function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from touched_rows) then
        update meta set value = (value::bigint + 1)::text where key = ${sql.lit(CATALOGUE_VERSION_KEY)};
      end if;
      return null;
    end $$`.execute(db);
  for (const [event, rows] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`products_version_${event}`)} after ${sql.raw(event)} on products
      referencing ${sql.raw(rows)} table as touched_rows
      for each statement execute function bump_catalogue_version()`.execute(db);
  }
}
