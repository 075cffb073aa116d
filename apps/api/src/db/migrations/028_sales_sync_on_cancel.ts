import { type Kysely, sql } from 'kysely';
import type { Dialect } from '../database';

/**
 * An order's copies of its status and date in `order_totals` and `order_lines` (007) are written
 * again only when what the sales figures read from them changes: whether it is cancelled, or
 * its date. A move that keeps it counted (paid → preparing → shipped …) rewrote every copy, and
 * their triggers (011) took each share out of the day's rows and put it back: writes for no change,
 * on the rows every order of the day writes too. The sync itself is 007's, unchanged: SQLite
 * cannot add a condition to a trigger, so its body is written again here as 007 wrote it (a
 * migration stays as it ran); PostgreSQL's keeps 007's function.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') {
    await sql`drop trigger orders_sales_sync`.execute(db);
    await sql`create trigger orders_sales_sync after update of status, created_at on orders
        when (old.status = 'cancelled') <> (new.status = 'cancelled') or old.created_at is not new.created_at
        begin
          update order_totals set created_at = new.created_at, cancelled = (new.status = 'cancelled')
            where order_id = new.id;
          update order_lines set created_at = new.created_at, cancelled = (new.status = 'cancelled')
            where order_id = new.id;
        end`.execute(db);
    return;
  }
  await sql`drop trigger orders_sales_sync on orders`.execute(db);
  await sql`create trigger orders_sales_sync after update of status, created_at on orders
      for each row when (
        (old.status = 'cancelled') is distinct from (new.status = 'cancelled')
        or old.created_at is distinct from new.created_at
      )
      execute function orders_sales_sync()`.execute(db);
}
