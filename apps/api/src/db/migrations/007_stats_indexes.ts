import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * What the sales dashboard reads, kept beside the amounts: each order total and order line
 * carries its order's creation time and whether it was cancelled, and a line the category its
 * product had when it was sold. With those, every dashboard figure is one range scan of a
 * covering index ((currency, cancelled, created_at) first) instead of a lookup per order by
 * its random UUID (3 s over 100,000 orders before, see docs/performance.md).
 *
 * Triggers keep the copies in step whoever writes (the orders service, a bulk import, a
 * status change or a corrected date), so no writer has to know about the dashboard.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const table of ['order_totals', 'order_lines'] as const) {
    await db.schema.alterTable(table).addColumn('created_at', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('cancelled', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  // The category at the time of sale: a product deleted or moved later keeps its history.
  await db.schema.alterTable('order_lines').addColumn('category', 'text').execute();

  await sql`update order_totals set
      created_at = (select o.created_at from orders o where o.id = order_totals.order_id),
      cancelled = (select case when o.status = 'cancelled' then 1 else 0 end from orders o where o.id = order_totals.order_id)`.execute(
    db,
  );
  await sql`update order_lines set
      created_at = (select o.created_at from orders o where o.id = order_lines.order_id),
      cancelled = (select case when o.status = 'cancelled' then 1 else 0 end from orders o where o.id = order_lines.order_id),
      category = (select p.category from products p where p.id = order_lines.product_id)`.execute(db);

  await db.schema
    .createIndex('order_totals_sales')
    .on('order_totals')
    .columns(['currency', 'cancelled', 'created_at', 'cents', 'order_id'])
    .execute();
  await db.schema
    .createIndex('order_lines_sales')
    .on('order_lines')
    .columns(['currency', 'cancelled', 'created_at', 'category', 'line_total_cents'])
    .execute();

  if (dialect === 'sqlite') {
    // SQLite cannot change the row in a BEFORE trigger: the copies are written right after it.
    await sql`create trigger order_totals_sales_fill after insert on order_totals begin
        update order_totals set
          created_at = (select created_at from orders where id = new.order_id),
          cancelled = (select status = 'cancelled' from orders where id = new.order_id)
        where order_id = new.order_id and currency = new.currency;
      end`.execute(db);
    await sql`create trigger order_lines_sales_fill after insert on order_lines begin
        update order_lines set
          created_at = (select created_at from orders where id = new.order_id),
          cancelled = (select status = 'cancelled' from orders where id = new.order_id),
          category = (select category from products where id = new.product_id)
        where order_id = new.order_id and position = new.position;
      end`.execute(db);
    await sql`create trigger orders_sales_sync after update of status, created_at on orders begin
        update order_totals set created_at = new.created_at, cancelled = (new.status = 'cancelled')
          where order_id = new.id;
        update order_lines set created_at = new.created_at, cancelled = (new.status = 'cancelled')
          where order_id = new.id;
      end`.execute(db);
    return;
  }
  await sql`create function order_totals_sales_fill() returns trigger language plpgsql as $$
      begin
        select o.created_at, (o.status = 'cancelled')::int into new.created_at, new.cancelled
          from orders o where o.id = new.order_id;
        return new;
      end $$`.execute(db);
  await sql`create trigger order_totals_sales_fill before insert on order_totals
      for each row execute function order_totals_sales_fill()`.execute(db);
  await sql`create function order_lines_sales_fill() returns trigger language plpgsql as $$
      begin
        select o.created_at, (o.status = 'cancelled')::int into new.created_at, new.cancelled
          from orders o where o.id = new.order_id;
        select p.category into new.category from products p where p.id = new.product_id;
        return new;
      end $$`.execute(db);
  await sql`create trigger order_lines_sales_fill before insert on order_lines
      for each row execute function order_lines_sales_fill()`.execute(db);
  await sql`create function orders_sales_sync() returns trigger language plpgsql as $$
      begin
        update order_totals set created_at = new.created_at, cancelled = (new.status = 'cancelled')::int
          where order_id = new.id;
        update order_lines set created_at = new.created_at, cancelled = (new.status = 'cancelled')::int
          where order_id = new.id;
        return null;
      end $$`.execute(db);
  await sql`create trigger orders_sales_sync after update of status, created_at on orders
      for each row execute function orders_sales_sync()`.execute(db);
}
