/**
 * Latency of the orders desk's list (GET /api/orders for staff) over 100,000 stored orders,
 * straight through the orders service (the queries the API runs, lines and pictures included),
 * on SQLite and — when TEST_DATABASE_URL is set — on PostgreSQL in a scratch schema. The orders
 * are written in bulk (not through the API): two years of history from 5,000 buyers, 1 to 3
 * lines each, one currency charged, every status and delivery option.
 * Target: p95 at most 50 ms for each shape of query (issue 23). Prints p50/p95 per shape and per
 * database side by side.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { CompiledQuery, type Insertable, sql } from 'kysely';
import { type Currency, type OrderStatus, type StaffOrderListQuery, staffOrderListQuerySchema } from '@shop/domain';
import type { Db } from '../apps/api/src/db/database';
import type { OrderLinesTable, OrderTotalsTable, OrdersTable, UsersTable } from '../apps/api/src/db/schema';
import { listOrders, orderFilter, sortedHeads } from '../apps/api/src/modules/orders/service';
import { onEachDatabase, ordersLoadedOnce, percentile } from './harness';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const BUYERS = 5_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const TARGET_MS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 730;

let seed = 11;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const CURRENCY_MIX: Currency[] = ['ARS', 'ARS', 'ARS', 'ARS', 'ARS', 'USD', 'USD', 'USD', 'BRL', 'EUR'];
const HOME_DONE: OrderStatus[] = ['delivered', 'delivered', 'delivered', 'delivered', 'cancelled'];
const PICKUP_DONE: OrderStatus[] = ['picked_up', 'picked_up', 'picked_up', 'picked_up', 'cancelled'];

/** An order number and an e-mail of the data, for the searches (ids are random: read back). */
const found = { idPrefix: '', emailPrefix: '' };

async function load(db: Db): Promise<void> {
  seed = 11;
  const now = Date.now();
  const users: Insertable<UsersTable>[] = Array.from({ length: BUYERS }, (_, n) => ({
    id: randomUUID(),
    name: `Comprador ${n}`,
    email: `comprador${String(n).padStart(4, '0')}@tienda.test`,
    password_hash: null,
    token_version: 0,
    role: 'user',
    is_active: 1,
    birth_date: null,
    google_sub: null,
    language: 'es',
    created_at: new Date(now - HISTORY_DAYS * DAY_MS).toISOString(),
    updated_at: new Date(now - HISTORY_DAYS * DAY_MS).toISOString(),
  }));
  for (let i = 0; i < users.length; i += 500)
    await db.kysely
      .insertInto('users')
      .values(users.slice(i, i + 500))
      .execute();

  const BATCH = 500; // lines: at most 1,500 rows × 10 values, under both databases' parameter limits
  for (let start = 0; start < ORDERS; start += BATCH) {
    const orders: Insertable<OrdersTable>[] = [];
    const lines: Insertable<OrderLinesTable>[] = [];
    const totals: Insertable<OrderTotalsTable>[] = [];
    for (let n = start; n < Math.min(ORDERS, start + BATCH); n++) {
      const id = randomUUID();
      const age = 1 - n / ORDERS; // oldest first: seq follows the date
      const createdAt = new Date(now - age * HISTORY_DAYS * DAY_MS).toISOString();
      const option = pick(['standard', 'standard', 'express', 'pickup'] as const);
      // The last weeks' orders are still on their way; older ones are done (or cancelled).
      const recent = age * HISTORY_DAYS < 14;
      const status: OrderStatus = recent
        ? pick(option === 'pickup' ? ['paid', 'preparing', 'ready_for_pickup'] : ['paid', 'preparing', 'shipped'])
        : pick(option === 'pickup' ? PICKUP_DONE : HOME_DONE);
      const currency = pick(CURRENCY_MIX);
      const count = 1 + Math.floor(random() * 3);
      let total = 0;
      for (let position = 0; position < count; position++) {
        const quantity = 1 + Math.floor(random() * 3);
        const unit = 1_000 + Math.floor(random() * 500_000);
        total += unit * quantity;
        lines.push({
          order_id: id,
          position,
          product_id: `bench-${Math.floor(random() * 500)}`,
          name: `Producto ${position}`,
          image: `/uploads/bench/${position}.webp`,
          selected_options: '{}',
          quantity,
          currency,
          unit_price_cents: unit,
          line_total_cents: unit * quantity,
        });
      }
      const delivery = option === 'pickup' ? 0 : option === 'express' ? 250_000 : 120_000;
      totals.push({ order_id: id, currency, cents: total + delivery });
      orders.push({
        id,
        user_id: pick(users).id,
        status,
        idempotency_key: null,
        request_hash: 'bench',
        created_at: createdAt,
        updated_at: createdAt,
        delivery_option: option,
        delivery_cents: delivery,
        delivery_earliest: createdAt.slice(0, 10),
        delivery_latest: createdAt.slice(0, 10),
        delivery_address:
          option === 'pickup' ? null : JSON.stringify({ street: 'Calle 1', city: 'Córdoba', postalCode: '5000' }),
        pickup_address: option === 'pickup' ? 'Av. Siempreviva 742' : null,
        total_currency: currency,
        total_cents: total + delivery,
        exchange_rates: null,
        exchange_rates_date: null,
        carrier: status === 'shipped' || status === 'delivered' ? 'Andreani' : null,
        tracking_code: status === 'shipped' || status === 'delivered' ? `AR${n}` : null,
      });
    }
    await db.transaction(async (trx) => {
      await trx.insertInto('orders').values(orders).execute();
      await trx.insertInto('order_lines').values(lines).execute();
      await trx.insertInto('order_totals').values(totals).execute();
    });
  }
  // What autovacuum does on a live PostgreSQL database: fresh statistics and visibility map. The
  // API never runs ANALYZE on SQLite, so its planner is measured as it runs there: without them.
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** The desk's shapes of query, as the page sends them (strings, parsed by the route's schema). */
function shapes(): { name: string; query: Record<string, string> }[] {
  return [
    { name: 'newest, no filter', query: {} },
    { name: 'pending shipment (paid,preparing)', query: { status: 'paid,preparing' } },
    { name: 'status shipped + last 30 days', query: { status: 'shipped', from: day(30), to: day(0) } },
    { name: 'date range (a month a year ago)', query: { from: day(400), to: day(370) } },
    {
      name: 'delivered + date range, by total',
      query: { status: 'delivered', from: day(200), to: day(100), sort: 'total_desc' },
    },
    { name: 'currency USD, by total desc', query: { currency: 'USD', sort: 'total_desc' } },
    { name: 'currency EUR + status, by total asc', query: { currency: 'EUR', status: 'delivered', sort: 'total_asc' } },
    { name: 'delivery pickup', query: { delivery: 'pickup' } },
    { name: 'delivery express + date range', query: { delivery: 'express', from: day(90), to: day(60) } },
    { name: 'currency ARS + date range', query: { currency: 'ARS', from: day(60), to: day(30) } },
    {
      name: 'currency + delivery + status, by total',
      query: { currency: 'ARS', delivery: 'standard', status: 'delivered', sort: 'total_desc' },
    },
    { name: 'search by order number', query: { q: `#${found.idPrefix}` } },
    { name: 'search by e-mail', query: { q: found.emailPrefix } },
    { name: 'sort by total asc, no filter', query: { sort: 'total_asc' } },
    { name: 'oldest first', query: { sort: 'oldest' } },
    { name: 'deep page (page 2,000 of newest)', query: { page: '2000' } },
    { name: 'deep page, pickup by total', query: { delivery: 'pickup', sort: 'total_desc', page: '500' } },
  ];
}

/** The plans of each shape's two statements (the page's seqs, the count), with BENCH_EXPLAIN=1. */
async function explain(db: Db, list: { name: string; parsed: StaffOrderListQuery }[]): Promise<void> {
  for (const { name, parsed } of list) {
    const orders = db.kysely.selectFrom('orders').where(orderFilter(parsed));
    const page = sortedHeads(orders.select('orders.seq'), parsed.sort)
      .limit(parsed.limit)
      .offset((parsed.page - 1) * parsed.limit)
      .compile();
    const count = orders.select((eb) => eb.fn.countAll().as('n')).compile();
    console.log(`\n${name}`);
    for (const statement of [page, count]) {
      const prefix = db.dialect === 'postgres' ? 'explain (analyze, costs off) ' : 'explain query plan ';
      const plan = await db.kysely.executeQuery(CompiledQuery.raw(prefix + statement.sql, [...statement.parameters]));
      for (const row of plan.rows as Record<string, unknown>[])
        console.log(`  ${String(row.detail ?? row['QUERY PLAN'])}`);
    }
  }
}

const results = new Map<string, Map<string, number[]>>();
const cpuResults = new Map<string, Map<string, number[]>>();

async function measure(label: string, db: Db): Promise<void> {
  await ordersLoadedOnce(label, db, ORDERS, load);
  const some = await db.kysely
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'users.email'])
    .where('orders.seq', '=', 4_321)
    .executeTakeFirstOrThrow();
  found.idPrefix = some.id.slice(0, 8);
  found.emailPrefix = some.email.slice(0, 13);
  const list = shapes().map((shape) => ({ ...shape, parsed: staffOrderListQuerySchema.parse(shape.query) }));
  if (process.env.BENCH_EXPLAIN === '1') await explain(db, list);
  const counts = new Map<string, number>();
  for (const shape of list) counts.set(shape.name, (await listOrders(db, shape.parsed)).total); // warm once
  const timings = new Map<string, number[]>();
  // Processor time of this process: with SQLite (in process) the query's own work whatever else
  // the machine runs; with PostgreSQL only the client's share.
  const cpuTimes = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const shape of list) {
      const started = process.hrtime.bigint();
      const cpuStarted = process.cpuUsage();
      await listOrders(db, shape.parsed);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = process.cpuUsage(cpuStarted);
      timings.set(shape.name, [...(timings.get(shape.name) ?? []), ms]);
      cpuTimes.set(shape.name, [...(cpuTimes.get(shape.name) ?? []), (cpu.user + cpu.system) / 1000]);
    }
  }
  results.set(label, timings);
  cpuResults.set(label, cpuTimes);
  console.log(`${label}: measured (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  for (const shape of list) console.log(`  ${String(counts.get(shape.name)).padStart(7)} orders match  ${shape.name}`);
}

await onEachDatabase('bench-orders', measure);

const sides = [...results.keys()];
const cell = (list: number[] | undefined) => {
  if (!list) return '—'.padStart(22);
  const sorted = [...list].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  return `${percentile(sorted, 50).toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(6)} ${p95 <= TARGET_MS ? 'met' : 'MISSED'}`.padStart(
    22,
  );
};
console.log(
  `\nGET /api/orders (staff), ${ORDERS.toLocaleString('en-US')} orders, ${ROUNDS} calls per shape; p50 p95 in ms, target p95 ≤ ${TARGET_MS} ms`,
);
console.log(`${'shape'.padEnd(40)}${sides.map((side) => side.padStart(22)).join('')}`);
let missed = 0;
for (const { name } of shapes()) {
  console.log(`${name.padEnd(40)}${sides.map((side) => cell(results.get(side)?.get(name))).join('')}`);
  for (const side of sides) {
    const sorted = [...(results.get(side)?.get(name) ?? [])].sort((a, b) => a - b);
    if (sorted.length && percentile(sorted, 95) > TARGET_MS) missed++;
  }
}
console.log(missed ? `\n${missed} shape(s) over the target` : '\nEvery shape within the target');
console.log(`\nProcessor time of the bench's process per call, p50 p95 in ms (SQLite: the query's own work)`);
for (const { name } of shapes()) {
  const cells = sides.map((side) => {
    const sorted = [...(cpuResults.get(side)?.get(name) ?? [])].sort((a, b) => a - b);
    return sorted.length
      ? `${percentile(sorted, 50).toFixed(1).padStart(6)} ${percentile(sorted, 95).toFixed(1).padStart(6)}`.padStart(22)
      : '—'.padStart(22);
  });
  console.log(`${name.padEnd(40)}${cells.join('')}`);
}
