import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { type Currency, productInputSchema } from '@shop/domain';
import { createProducts } from '../src/modules/products/service';
import { getStats } from '../src/modules/stats/service';
import { createTestContext, testDialect, type TestContext } from './context';

/**
 * The dashboard reads whole days from the daily sums (migration 011) and the days a period's
 * boundaries cut from the rows. Orders are written straight into the tables at times that sit
 * on and around every boundary, then cancelled, restored, re-dated and deleted; after each round
 * the daily sums must equal the rows they summarise and every figure must equal a count made
 * here from the test's own record of the orders.
 */

let ctx: TestContext;
const DAY_MS = 24 * 60 * 60 * 1000;
// A fixed "now" in the middle of a day, so periods start at a time that cuts a day in two.
const NOW = new Date('2026-11-20T15:30:00.000Z');
const CURRENCIES: Currency[] = ['USD', 'ARS'];
const CATEGORIES = ['Laptops', 'Tablets', null] as const;

interface Line {
  currency: Currency;
  cents: number;
  category: string | null;
}
interface Recorded {
  id: string;
  createdAt: string;
  cancelled: boolean;
  lines: Line[];
}
const orders: Recorded[] = [];
let productByCategory: Map<string | null, string>;

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A time near one of the boundaries of the periods measured (or anywhere in two years). */
function someTime(): string {
  const boundaries = [0, 1, 7, 14, 30, 60, 90, 180, 365, 730].map((days) => NOW.getTime() - days * DAY_MS);
  const base = random() < 0.7 ? pick(boundaries) : NOW.getTime() - random() * 800 * DAY_MS;
  const offset = pick([-1, 0, 1, -DAY_MS / 2, DAY_MS / 3, -60_000, 60_000, 0]);
  return new Date(Math.min(base + offset, NOW.getTime())).toISOString();
}

async function writeOrder(): Promise<void> {
  const id = randomUUID();
  const createdAt = someTime();
  const cancelled = random() < 0.2;
  const lines: Line[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
    currency: pick(CURRENCIES),
    cents: 1 + Math.floor(random() * 500_000),
    category: pick(CATEGORIES),
  }));
  await ctx.db.transaction(async (trx) => {
    await trx
      .insertInto('orders')
      .values({
        id,
        user_id: null,
        status: cancelled ? 'cancelled' : 'paid',
        request_hash: 'test',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    await trx
      .insertInto('order_lines')
      .values(
        lines.map((line, position) => ({
          order_id: id,
          position,
          product_id: productByCategory.get(line.category)!,
          name: 'Línea',
          image: '/uploads/test/a.webp',
          selected_options: '{}',
          quantity: 1,
          currency: line.currency,
          unit_price_cents: line.cents,
          line_total_cents: line.cents,
        })),
      )
      .execute();
    const totals = new Map<Currency, number>();
    for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.cents);
    await trx
      .insertInto('order_totals')
      .values([...totals].map(([currency, cents]) => ({ order_id: id, currency, cents })))
      .execute();
  });
  orders.push({ id, createdAt, cancelled, lines });
}

function expected(currency: Currency, days: number) {
  const to = NOW.getTime();
  const from = to - days * DAY_MS;
  const previousFrom = to - 2 * days * DAY_MS;
  const counted = orders.filter((o) => !o.cancelled && o.lines.some((l) => l.currency === currency));
  const total = (o: Recorded) => o.lines.filter((l) => l.currency === currency).reduce((sum, l) => sum + l.cents, 0);
  const at = (o: Recorded) => Date.parse(o.createdAt);
  const current = counted.filter((o) => at(o) >= from && at(o) <= to);
  const previous = counted.filter((o) => at(o) >= previousFrom && at(o) < from);
  const months = new Map<string, { salesCents: number; orders: number }>();
  for (const o of counted) {
    const month = o.createdAt.slice(0, 7);
    const figures = months.get(month) ?? { salesCents: 0, orders: 0 };
    months.set(month, { salesCents: figures.salesCents + total(o), orders: figures.orders + 1 });
  }
  const categories = new Map<string, number>();
  for (const o of current)
    for (const line of o.lines.filter((l) => l.currency === currency))
      categories.set(String(line.category), (categories.get(String(line.category)) ?? 0) + line.cents);
  return {
    totalSalesCents: current.reduce((sum, o) => sum + total(o), 0),
    totalOrders: current.length,
    previousCents: previous.reduce((sum, o) => sum + total(o), 0),
    previousOrders: previous.length,
    months,
    categories: Object.fromEntries(categories),
  };
}

async function checkEveryFigure(): Promise<void> {
  // The daily sums equal the rows they summarise.
  const rows = await ctx.db.kysely
    .selectFrom('order_totals')
    .where('cancelled', '=', 0)
    .select(['currency', 'created_at', 'cents'])
    .execute();
  const byDay = new Map<string, { orders: number; cents: number }>();
  for (const row of rows) {
    const key = `${row.currency} ${row.created_at!.slice(0, 10)}`;
    const sum = byDay.get(key) ?? { orders: 0, cents: 0 };
    byDay.set(key, { orders: sum.orders + 1, cents: sum.cents + Number(row.cents) });
  }
  const stored = await ctx.db.kysely.selectFrom('sales_days').selectAll().execute();
  const storedByDay = new Map(
    stored
      .filter((row) => Number(row.orders) !== 0 || Number(row.cents) !== 0)
      .map((row) => [`${row.currency} ${row.day}`, { orders: Number(row.orders), cents: Number(row.cents) }]),
  );
  expect(storedByDay).toEqual(byDay);

  for (const currency of CURRENCIES)
    for (const days of [1, 7, 30, 90, 365]) {
      const stats = await getStats(ctx.db, { days, currency }, NOW);
      const want = expected(currency, days);
      const label = `${currency} over ${days} days`;
      expect(stats.totalSalesCents, label).toBe(want.totalSalesCents);
      expect(stats.totalOrders, label).toBe(want.totalOrders);
      // Growth against the previous period, to one decimal as the domain rounds it.
      expect(stats.salesGrowth, label).toBe(
        want.previousCents === 0
          ? null
          : Math.round(((want.totalSalesCents - want.previousCents) / want.previousCents) * 1000) / 10,
      );
      expect(stats.ordersGrowth, label).toBe(
        want.previousOrders === 0
          ? null
          : Math.round(((want.totalOrders - want.previousOrders) / want.previousOrders) * 1000) / 10,
      );
      for (const month of stats.salesData)
        expect({ month: month.month, salesCents: month.salesCents, orders: month.orders }, label).toEqual({
          month: month.month,
          ...(want.months.get(month.month) ?? { salesCents: 0, orders: 0 }),
        });
      expect(Object.fromEntries(stats.topCategories.map((c) => [String(c.name), c.salesCents])), label).toEqual(
        want.categories,
      );
    }
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const products = await createProducts(
    ctx.db,
    CATEGORIES.map((category) => ({
      data: productInputSchema.parse({
        name: `Producto ${category ?? 'sin categoría'}`,
        description: 'Para el panel',
        brand: 'Acme',
        basePrice: 10,
        currency: 'USD',
        stock: 5,
        category: category ?? 'Accesorios',
        images: ['/uploads/test/a.webp'],
      }),
    })),
  );
  productByCategory = new Map(CATEGORIES.map((category, index) => [category, products[index]!.id]));
});
afterAll(async () => ctx?.close());

describe(`the dashboard's daily sums (${testDialect})`, () => {
  it('equal the stored orders on and around every boundary, through cancels, re-dates and deletes', async () => {
    for (let n = 0; n < 150; n++) await writeOrder();
    // The line category null: a product deleted before migration 007 copied categories.
    await ctx.db.kysely
      .updateTable('order_lines')
      .set({ category: null })
      .where('product_id', '=', productByCategory.get(null)!)
      .execute();
    await checkEveryFigure();

    for (const order of orders.slice(0, 60)) {
      const change = pick(['cancel', 'restore', 'redate', 'delete'] as const);
      if (change === 'delete') {
        await ctx.db.kysely.deleteFrom('order_totals').where('order_id', '=', order.id).execute();
        await ctx.db.kysely.deleteFrom('order_lines').where('order_id', '=', order.id).execute();
        await ctx.db.kysely.deleteFrom('orders').where('id', '=', order.id).execute();
        orders.splice(orders.indexOf(order), 1);
        continue;
      }
      if (change === 'redate') order.createdAt = someTime();
      else order.cancelled = change === 'cancel';
      await ctx.db.kysely
        .updateTable('orders')
        .set({ status: order.cancelled ? 'cancelled' : 'paid', created_at: order.createdAt })
        .where('id', '=', order.id)
        .execute();
    }
    await checkEveryFigure();
  });

  it('are not written by a move that keeps an order counted; a cancel takes its share out', async () => {
    // Every update of the day's rows and of the order's copies they are summed from, counted.
    const written = ['sales_days', 'sales_day_categories', 'order_totals', 'order_lines'];
    await sql`create table day_writes (n integer)`.execute(ctx.db.kysely);
    if (testDialect === 'sqlite') {
      for (const table of written)
        await sql
          .raw(`create trigger ${table}_counted after update on ${table} begin insert into day_writes values (1); end`)
          .execute(ctx.db.kysely);
    } else {
      await sql`create function day_written() returns trigger language plpgsql as $$
          begin insert into day_writes values (1); return null; end $$`.execute(ctx.db.kysely);
      for (const table of written)
        await sql
          .raw(`create trigger ${table}_counted after update on ${table} for each row execute function day_written()`)
          .execute(ctx.db.kysely);
    }
    const writes = async () =>
      Number((await sql<{ n: number }>`select count(*) as n from day_writes`.execute(ctx.db.kysely)).rows[0]!.n);

    const kept = orders.find((order) => !order.cancelled)!;
    for (const status of ['preparing', 'shipped', 'delivered'] as const)
      await ctx.db.kysely.updateTable('orders').set({ status }).where('id', '=', kept.id).execute();
    expect(await writes()).toBe(0);
    await checkEveryFigure();

    await ctx.db.kysely.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', kept.id).execute();
    kept.cancelled = true;
    expect(await writes()).toBeGreaterThan(0);
    await checkEveryFigure();
  });
});
