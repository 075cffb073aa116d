/**
 * Latency of the dashboard's figures (GET /api/admin/stats) over 100,000 stored orders,
 * straight through the stats service (the queries the API runs), on SQLite and — when
 * TEST_DATABASE_URL is set — on PostgreSQL in a scratch schema. The orders are written in
 * bulk, as two years of history: 1 to 3 lines each, in one or two currencies, 5 % cancelled.
 * Target: p95 at most 100 ms.
 */
import { randomUUID } from 'node:crypto';
import { type Insertable, sql } from 'kysely';
import { productInputSchema, type Currency, type StatsScope } from '@shop/domain';
import type { Db } from '../apps/api/src/db/database';
import type { OrderLinesTable, OrderTotalsTable, OrdersTable } from '../apps/api/src/db/schema';
import { createProducts } from '../apps/api/src/modules/products/service';
import { getStats } from '../apps/api/src/modules/stats/service';
import { onEachDatabase, ordersLoadedOnce, timeQueries } from './harness';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PRODUCTS = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;

// A small deterministic generator, so every run measures the same orders.
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const CATEGORIES = ['Laptops', 'Smartphones', 'Tablets', 'Monitores', 'Accesorios'] as const;
// Most sales in pesos, some in dollars, few in reais and euros.
const CURRENCY_MIX: Currency[] = ['ARS', 'ARS', 'ARS', 'ARS', 'ARS', 'USD', 'USD', 'USD', 'BRL', 'EUR'];

async function load(db: Db): Promise<void> {
  seed = 7;
  const products = await createProducts(
    db,
    Array.from({ length: PRODUCTS }, (_, n) => ({
      data: productInputSchema.parse({
        name: `Producto ${n}`,
        description: 'Producto de la prueba de rendimiento',
        description_en: 'Benchmark product',
        brand: 'Acme',
        category: pick(CATEGORIES),
        currency: pick(CURRENCY_MIX),
        basePrice: Math.round(random() * 500_000) / 100,
        stock: Math.floor(random() * 40),
        images: [`/uploads/bench/${n}.webp`],
      }),
      createdAt: new Date().toISOString(),
    })),
  );
  const buyer = randomUUID();
  const now = Date.now();
  await db.kysely
    .insertInto('users')
    .values({
      id: buyer,
      name: 'Comprador',
      email: 'bench@tienda.test',
      password_hash: null,
      token_version: 0,
      role: 'user',
      is_active: 1,
      birth_date: null,
      google_sub: null,
      language: 'es',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  const BATCH = 500; // lines: at most 1,500 rows × 10 values, under both databases' parameter limits
  for (let start = 0; start < ORDERS; start += BATCH) {
    const orders: Insertable<OrdersTable>[] = [];
    const lines: Insertable<OrderLinesTable>[] = [];
    const totals: Insertable<OrderTotalsTable>[] = [];
    for (let n = start; n < Math.min(ORDERS, start + BATCH); n++) {
      const id = randomUUID();
      // Oldest first, like real history: seq follows the date.
      const createdAt = new Date(now - HISTORY_DAYS * DAY_MS + (n / ORDERS) * HISTORY_DAYS * DAY_MS).toISOString();
      orders.push({
        id,
        user_id: buyer,
        status: random() < 0.05 ? ('cancelled' as const) : pick(['paid', 'shipped', 'delivered'] as const),
        idempotency_key: null,
        request_hash: 'bench',
        created_at: createdAt,
        updated_at: createdAt,
      });
      const byCurrency = new Map<string, number>();
      const count = 1 + Math.floor(random() * 3);
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(Math.floor(random() * PRODUCTS));
      [...chosen].forEach((index, position) => {
        const product = products[index]!;
        const quantity = 1 + Math.floor(random() * 3);
        const unit = Math.round(product.basePrice * 100);
        lines.push({
          order_id: id,
          position,
          product_id: product.id,
          name: product.name,
          image: product.images[0]!,
          selected_options: '{}',
          quantity,
          currency: product.currency,
          unit_price_cents: unit,
          line_total_cents: unit * quantity,
        });
        byCurrency.set(product.currency, (byCurrency.get(product.currency) ?? 0) + unit * quantity);
      });
      for (const [currency, cents] of byCurrency) totals.push({ order_id: id, currency, cents });
    }
    await db.transaction(async (trx) => {
      await trx.insertInto('orders').values(orders).execute();
      await trx.insertInto('order_lines').values(lines).execute();
      await trx.insertInto('order_totals').values(totals).execute();
    });
  }
  // What autovacuum / a periodic ANALYZE does on a live database: fresh statistics and visibility map.
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze' : 'analyze').execute(db.kysely);
}

const QUERIES: StatsScope[] = [
  { days: 30 },
  { days: 30, currency: 'USD' },
  { days: 7, currency: 'ARS' },
  { days: 90, currency: 'BRL' },
  { days: 365, currency: 'ARS' },
  { days: 365, currency: 'EUR' },
];

async function measure(label: string, db: Db): Promise<void> {
  await ordersLoadedOnce(label, db, ORDERS, load);
  for (const q of QUERIES) await getStats(db, q); // warm caches once

  await timeQueries(
    `${label}: ${QUERIES.length * ROUNDS} calls over ${ORDERS.toLocaleString('en-US')} orders`,
    QUERIES,
    ROUNDS,
    100,
    async (query) => `${JSON.stringify(query)} → ${(await getStats(db, query)).totalOrders} orders in the period`,
  );
}

await onEachDatabase('bench-stats', measure);
