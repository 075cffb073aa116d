import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * An order's delivery and its one total (issue 22): the option, its AR$ cost and earliest and
 * latest days as the server quoted them when the order was placed, a copy of the address as it
 * was (JSON, so editing or deleting the saved address never changes the order), or the shop's
 * address for pickup; the one amount charged and, when it was converted, the rates and their
 * day; the carrier and tracking code once shipped. All null on orders placed before (or without
 * a delivery): their total is read from order_totals when it is a single currency.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const cents = dialect === 'postgres' ? 'bigint' : 'integer';
  const columns: [string, string][] = [
    ['delivery_option', 'text'],
    ['delivery_cents', cents],
    ['delivery_earliest', 'text'],
    ['delivery_latest', 'text'],
    ['delivery_address', 'text'],
    ['pickup_address', 'text'],
    ['total_currency', 'text'],
    ['total_cents', cents],
    ['exchange_rates', 'text'],
    ['exchange_rates_date', 'text'],
    ['carrier', 'text'],
    ['tracking_code', 'text'],
  ];
  for (const [name, type] of columns) {
    await db.schema
      .alterTable('orders')
      .addColumn(name, type as 'text')
      .execute();
  }
}
