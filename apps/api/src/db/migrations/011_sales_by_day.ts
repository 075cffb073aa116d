import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * Daily sales kept beside the orders, so the dashboard reads a year as 365 rows instead of
 * scanning every order of the year (a 365-day period over 100,000 orders took a few hundred
 * ms; see docs/performance.md). `sales_days` holds, per currency and UTC day, the orders that
 * are not cancelled and their total cents; `sales_day_categories` the lines' cents per category
 * ('' stands for a line without a category, since a key column cannot be null).
 *
 * Triggers on the copies that migration 007 keeps (created_at, cancelled on order_totals and
 * order_lines) add and subtract each row's share, so whoever writes an order, cancels it or
 * corrects its date, the days stay equal to the rows they summarise.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const money = dialect === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('sales_days')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('orders', money, (c) => c.notNull())
    .addColumn('cents', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_days_key', ['currency', 'day'])
    .execute();
  await db.schema
    .createTable('sales_day_categories')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('cents', money, (c) => c.notNull())
    .addPrimaryKeyConstraint('sales_day_categories_key', ['currency', 'day', 'category'])
    .execute();

  await sql`insert into sales_days (currency, day, orders, cents)
      select currency, substr(created_at, 1, 10), count(*), sum(cents) from order_totals
      where cancelled = 0 and created_at is not null group by currency, substr(created_at, 1, 10)`.execute(db);
  await sql`insert into sales_day_categories (currency, day, category, cents)
      select currency, substr(created_at, 1, 10), coalesce(category, ''), sum(line_total_cents) from order_lines
      where cancelled = 0 and created_at is not null
      group by currency, substr(created_at, 1, 10), coalesce(category, '')`.execute(db);

  // Each statement adds a row's share (sign 1) or takes it back (sign -1) on its day, when the
  // row counts (dated and not cancelled). An update takes the old row back and adds the new one.
  const counted = (row: 'new' | 'old') => `${row}.created_at is not null and ${row}.cancelled = 0`;
  const addTotal = (row: 'new' | 'old', sign: 1 | -1) =>
    `insert into sales_days (currency, day, orders, cents)
       select ${row}.currency, substr(${row}.created_at, 1, 10), ${sign}, ${sign} * ${row}.cents where ${counted(row)}
       on conflict (currency, day) do update
       set orders = sales_days.orders + excluded.orders, cents = sales_days.cents + excluded.cents`;
  const addLine = (row: 'new' | 'old', sign: 1 | -1) =>
    `insert into sales_day_categories (currency, day, category, cents)
       select ${row}.currency, substr(${row}.created_at, 1, 10), coalesce(${row}.category, ''),
         ${sign} * ${row}.line_total_cents where ${counted(row)}
       on conflict (currency, day, category) do update set cents = sales_day_categories.cents + excluded.cents`;

  for (const [table, add] of [
    ['order_totals', addTotal],
    ['order_lines', addLine],
  ] as const) {
    if (dialect === 'sqlite') {
      await sql
        .raw(`create trigger ${table}_days_insert after insert on ${table} begin ${add('new', 1)}; end`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_days_update after update on ${table} begin ${add('old', -1)}; ${add('new', 1)}; end`,
        )
        .execute(db);
      await sql
        .raw(`create trigger ${table}_days_delete after delete on ${table} begin ${add('old', -1)}; end`)
        .execute(db);
      continue;
    }
    await sql
      .raw(
        `create function ${table}_days() returns trigger language plpgsql as $$
          begin
            if tg_op in ('UPDATE', 'DELETE') then ${add('old', -1)}; end if;
            if tg_op in ('INSERT', 'UPDATE') then ${add('new', 1)}; end if;
            return null;
          end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_days after insert or update or delete on ${table} for each row execute function ${table}_days()`,
      )
      .execute(db);
  }
}
