import { sql } from 'kysely';
import {
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  STATS_LIMITS,
  growthPercentage,
  lastMonths,
  sharePercentage,
  type Currency,
  type Stats,
  type StatsScope,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A timestamp's UTC day ('YYYY-MM-DD'), the start of that day and of the next, as ISO text. */
const dayOf = (iso: string) => iso.slice(0, 10);
const dayStart = (iso: string) => `${dayOf(iso)}T00:00:00.000Z`;
const nextDayStart = (iso: string) => new Date(Date.parse(dayStart(iso)) + DAY_MS).toISOString();

/** Sums and counts: PostgreSQL answers 64-bit sums as strings; both fit a double's exact range here. */
const toNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The dashboard's figures for one currency, from the stored orders (cancelled ones excluded).
 * Each figure is one aggregate in the database over the orders' per-currency totals
 * (`order_totals`), or over the lines for the category shares. Timestamps are ISO-8601 text
 * in UTC, so ranges compare as text and a month is the first 7 characters on both databases.
 */
/** `lowStockThreshold`: the shop's setting (a product at or below it is listed as low on stock). */
export async function getStats(
  db: Db,
  query: StatsScope,
  now: Date = new Date(),
  lowStockThreshold: number = STATS_LIMITS.lowStockThreshold,
): Promise<Stats> {
  const kysely = db.kysely;
  const to = now.toISOString();
  const from = new Date(now.getTime() - query.days * DAY_MS).toISOString();
  const previousFrom = new Date(now.getTime() - 2 * query.days * DAY_MS).toISOString();
  const months = lastMonths(now);
  const firstMonthStart = `${months[0]}-01T00:00:00.000Z`;

  const currencies = await currenciesWithOrders(kysely);
  const currency = query.currency ?? defaultCurrency(currencies);

  // Migration 007 keeps each total and line's order date and cancellation beside the amount,
  // and migration 011 their sums per day. A range is read as its whole days from the daily sums
  // plus its partial first and last days from the rows (a range scan of one covering index led
  // by (currency, cancelled, created_at)): a year is about 365 sums and two days of rows.
  const sold = () =>
    kysely
      .selectFrom('order_totals as t')
      .where('t.currency', '=', currency)
      .where('t.cancelled', '=', 0)
      .where('t.created_at', '<=', to);
  const days = () =>
    kysely.selectFrom('sales_days as d').where('d.currency', '=', currency).where('d.day', '<', dayOf(to));
  const onEdgeDays = (column: 't.created_at' | 'l.created_at', ...edges: string[]) =>
    sql<boolean>`(${sql.join(
      edges.map(
        (edge) => sql`(${sql.ref(column)} >= ${dayStart(edge)} and ${sql.ref(column)} < ${nextDayStart(edge)})`,
      ),
      sql` or `,
    )})`;

  // The period and the one before it: rows on the three days a boundary cuts, sums of the others.
  const inPeriod = sql<boolean>`t.created_at >= ${from}`;
  const periodRows = await sold()
    .where('t.created_at', '>=', previousFrom)
    .where(onEdgeDays('t.created_at', previousFrom, from, to))
    .select([
      sql<string>`sum(case when ${inPeriod} then t.cents else 0 end)`.as('cents'),
      sql<string>`sum(case when ${inPeriod} then 1 else 0 end)`.as('orders'),
      sql<string>`sum(case when ${inPeriod} then 0 else t.cents end)`.as('previousCents'),
      sql<string>`sum(case when ${inPeriod} then 0 else 1 end)`.as('previousOrders'),
    ])
    .executeTakeFirstOrThrow();
  const currentDay = sql<boolean>`d.day > ${dayOf(from)}`;
  const periodDays = await days()
    .where('d.day', '>', dayOf(previousFrom))
    .where('d.day', '<>', dayOf(from))
    .select([
      sql<string>`sum(case when ${currentDay} then d.cents else 0 end)`.as('cents'),
      sql<string>`sum(case when ${currentDay} then d.orders else 0 end)`.as('orders'),
      sql<string>`sum(case when ${currentDay} then 0 else d.cents end)`.as('previousCents'),
      sql<string>`sum(case when ${currentDay} then 0 else d.orders end)`.as('previousOrders'),
    ])
    .executeTakeFirstOrThrow();
  const both = (key: keyof typeof periodRows) => toNumber(periodRows[key]) + toNumber(periodDays[key]);

  // The months: today's rows, and the sums of the days before it.
  const todayRows = await sold()
    .where('t.created_at', '>=', dayStart(to))
    .select([sql<string>`sum(t.cents)`.as('cents'), sql<string>`count(*)`.as('orders')])
    .executeTakeFirstOrThrow();
  const month = sql<string>`substr(d.day, 1, 7)`;
  const monthly = await days()
    .where('d.day', '>=', dayOf(firstMonthStart))
    .select([month.as('month'), sql<string>`sum(d.cents)`.as('cents'), sql<string>`sum(d.orders)`.as('orders')])
    .groupBy(month)
    .execute();
  const byMonth = new Map(
    monthly.map((row) => [row.month, { cents: toNumber(row.cents), orders: toNumber(row.orders) }]),
  );
  const thisMonth = byMonth.get(to.slice(0, 7)) ?? { cents: 0, orders: 0 };
  byMonth.set(to.slice(0, 7), {
    cents: thisMonth.cents + toNumber(todayRows.cents),
    orders: thisMonth.orders + toNumber(todayRows.orders),
  });

  // By the category the product had when it was sold (migration 007); lines sold before that
  // migration of products deleted by then have none and form their own bucket (name null,
  // stored as '' in the daily sums).
  const categoryRows = await kysely
    .selectFrom('order_lines as l')
    .where('l.currency', '=', currency)
    .where('l.cancelled', '=', 0)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<=', to)
    .where(onEdgeDays('l.created_at', from, to))
    .select([sql<string>`coalesce(l.category, '')`.as('name'), sql<string>`sum(l.line_total_cents)`.as('cents')])
    .groupBy(sql`coalesce(l.category, '')`)
    .execute();
  const categoryDays = await kysely
    .selectFrom('sales_day_categories as d')
    .where('d.currency', '=', currency)
    .where('d.day', '<', dayOf(to))
    .where('d.day', '>', dayOf(from))
    .select(['d.category as name', sql<string>`sum(d.cents)`.as('cents')])
    .groupBy('d.category')
    .execute();
  const byCategory = new Map<string, number>();
  for (const row of [...categoryRows, ...categoryDays])
    byCategory.set(row.name, (byCategory.get(row.name) ?? 0) + toNumber(row.cents));

  const latest = await sold()
    .innerJoin('orders as o', 'o.id', 't.order_id')
    .leftJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.id', 'o.created_at', 'o.status', 'u.name', 't.cents'])
    .orderBy('t.created_at', 'desc')
    .orderBy('o.seq', 'desc')
    .limit(STATS_LIMITS.latestOrders)
    .execute();

  const inStock = await kysely
    .selectFrom('products')
    .where('stock', '>', 0)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const lowStock = await kysely
    .selectFrom('products')
    .where('stock', '<=', lowStockThreshold)
    .select(['id', 'name', 'name_en', 'stock'])
    .orderBy('stock')
    .orderBy('name')
    .limit(STATS_LIMITS.lowStockItems)
    .execute();

  const totalSalesCents = both('cents');
  const totalOrders = both('orders');
  const categoryCents = [...byCategory]
    .filter(([, cents]) => cents !== 0)
    .map(([name, salesCents]) => ({ name: name === '' ? null : name, salesCents }));
  const categoryTotal = categoryCents.reduce((sum, row) => sum + row.salesCents, 0);

  return {
    currency,
    currencies,
    hasOrders: currencies.length > 0,
    period: { days: query.days, from, to },
    totalSalesCents,
    salesGrowth: growthPercentage(totalSalesCents, both('previousCents')),
    totalOrders,
    ordersGrowth: growthPercentage(totalOrders, both('previousOrders')),
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(totalSalesCents / totalOrders),
    productsInStock: toNumber(inStock.n),
    salesData: months.map((key) => ({
      month: key,
      salesCents: byMonth.get(key)?.cents ?? 0,
      orders: byMonth.get(key)?.orders ?? 0,
    })),
    topCategories: categoryCents
      .sort((a, b) => b.salesCents - a.salesCents || (a.name === null ? 1 : b.name === null ? -1 : 0))
      .map((row) => ({ ...row, percentage: sharePercentage(row.salesCents, categoryTotal) })),
    lowStock,
    latestOrders: latest.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      status: row.status,
      customerName: row.name,
      totalCents: toNumber(row.cents),
    })),
  };
}

/**
 * The currencies that have at least one order that is not cancelled, in the shop's order.
 * One probe per currency that stops at its first order, instead of grouping every total.
 */
async function currenciesWithOrders(kysely: DbExecutor): Promise<Currency[]> {
  const found: Currency[] = [];
  for (const currency of CURRENCY_CODES) {
    const row = await kysely
      .selectFrom('order_totals')
      .where('currency', '=', currency)
      .where('cancelled', '=', 0)
      .select('order_id')
      .limit(1)
      .executeTakeFirst();
    if (row) found.push(currency);
  }
  return found;
}

/** The shop's default currency when it has sales, else the first currency that has. */
function defaultCurrency(currencies: Currency[]): Currency {
  return currencies.includes(DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : (currencies[0] ?? DEFAULT_CURRENCY);
}
