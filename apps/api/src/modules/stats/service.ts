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
  type StatsQuery,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Sums and counts: PostgreSQL answers 64-bit sums as strings; both fit a double's exact range here. */
const toNumber = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/**
 * The dashboard's figures for one currency, from the stored orders (cancelled ones excluded).
 * Each figure is one aggregate in the database over the orders' per-currency totals
 * (`order_totals`), or over the lines for the category shares. Timestamps are ISO-8601 text
 * in UTC, so ranges compare as text and a month is the first 7 characters on both databases.
 */
export async function getStats(db: Db, query: StatsQuery, now: Date = new Date()): Promise<Stats> {
  const kysely = db.kysely;
  const to = now.toISOString();
  const from = new Date(now.getTime() - query.days * DAY_MS).toISOString();
  const previousFrom = new Date(now.getTime() - 2 * query.days * DAY_MS).toISOString();
  const months = lastMonths(now);
  const firstMonthStart = `${months[0]}-01T00:00:00.000Z`;

  const currencies = await currenciesWithOrders(kysely);
  const currency = query.currency ?? defaultCurrency(currencies);

  // Migration 004 keeps each total and line's order date and cancellation beside the amount,
  // so each figure below is a range scan of one covering index led by (currency, cancelled, created_at).
  const sold = () =>
    kysely
      .selectFrom('order_totals as t')
      .where('t.currency', '=', currency)
      .where('t.cancelled', '=', 0)
      .where('t.created_at', '<=', to);

  const inPeriod = sql<boolean>`t.created_at >= ${from}`;
  const periods = await sold()
    .where('t.created_at', '>=', previousFrom)
    .select([
      sql<string>`sum(case when ${inPeriod} then t.cents else 0 end)`.as('cents'),
      sql<string>`sum(case when ${inPeriod} then 1 else 0 end)`.as('orders'),
      sql<string>`sum(case when ${inPeriod} then 0 else t.cents end)`.as('previousCents'),
      sql<string>`sum(case when ${inPeriod} then 0 else 1 end)`.as('previousOrders'),
    ])
    .executeTakeFirstOrThrow();

  const month = sql<string>`substr(t.created_at, 1, 7)`;
  const monthly = await sold()
    .where('t.created_at', '>=', firstMonthStart)
    .select([month.as('month'), sql<string>`sum(t.cents)`.as('cents'), sql<string>`count(*)`.as('orders')])
    .groupBy(month)
    .execute();

  // By the category the product had when it was sold (migration 004); lines sold before that
  // migration of products deleted by then have none and form their own bucket (name null).
  const categories = await kysely
    .selectFrom('order_lines as l')
    .where('l.currency', '=', currency)
    .where('l.cancelled', '=', 0)
    .where('l.created_at', '>=', from)
    .where('l.created_at', '<=', to)
    .select(['l.category as name', sql<string>`sum(l.line_total_cents)`.as('cents')])
    .groupBy('l.category')
    .execute();

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
    .where('stock', '<=', STATS_LIMITS.lowStockThreshold)
    .select(['id', 'name', 'stock'])
    .orderBy('stock')
    .orderBy('name')
    .limit(STATS_LIMITS.lowStockItems)
    .execute();

  const totalSalesCents = toNumber(periods.cents);
  const totalOrders = toNumber(periods.orders);
  const byMonth = new Map(monthly.map((row) => [row.month, row]));
  const categoryCents = categories.map((row) => ({ name: row.name, salesCents: toNumber(row.cents) }));
  const categoryTotal = categoryCents.reduce((sum, row) => sum + row.salesCents, 0);

  return {
    currency,
    currencies,
    hasOrders: currencies.length > 0,
    period: { days: query.days, from, to },
    totalSalesCents,
    salesGrowth: growthPercentage(totalSalesCents, toNumber(periods.previousCents)),
    totalOrders,
    ordersGrowth: growthPercentage(totalOrders, toNumber(periods.previousOrders)),
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(totalSalesCents / totalOrders),
    productsInStock: toNumber(inStock.n),
    salesData: months.map((key) => ({
      month: key,
      salesCents: toNumber(byMonth.get(key)?.cents),
      orders: toNumber(byMonth.get(key)?.orders),
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
