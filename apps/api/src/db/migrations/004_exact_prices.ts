import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * On PostgreSQL `real` is a 4-byte float: about 7 significant digits, so a price of
 * 1,234,567.89 came back as 1,234,567.875 and an order priced from it was a cent off.
 * An 8-byte float (SQLite's REAL already is one) keeps every price up to the schema's
 * 10^12 limit close enough that rounding to whole cents is exact. Existing prices are
 * rounded to cents on the way.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`alter table products alter column base_price type double precision
    using round(base_price::numeric, 2)::double precision`.execute(db);
}
