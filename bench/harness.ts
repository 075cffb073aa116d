/**
 * What the database benchmarks share: a scratch database of each kind (SQLite always,
 * PostgreSQL when TEST_DATABASE_URL is set) and the timing of repeated calls with their
 * percentiles.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createProducts, type NewProduct } from '../apps/api/src/modules/products/service';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Runs every query `rounds` times and prints p50/p95/p99 against the target, then each
 * query's median. `run` answers the query's label (with what it found).
 */
export async function timeQueries<Q>(
  heading: string,
  queries: Q[],
  rounds: number,
  targetP95Ms: number,
  run: (query: Q) => Promise<string>,
): Promise<void> {
  const timings: number[] = [];
  // Processor time of this process: with SQLite (in process) the query's own work, whatever
  // else the machine is running; with PostgreSQL only the client's share.
  const cpuTimings: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const query of queries) {
      const started = process.hrtime.bigint();
      const cpuStarted = process.cpuUsage();
      const label = await run(query);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const cpu = process.cpuUsage(cpuStarted);
      cpuTimings.push((cpu.user + cpu.system) / 1000);
      timings.push(ms);
      perQuery.set(label, [...(perQuery.get(label) ?? []), ms]);
    }
  }
  timings.sort((a, b) => a - b);
  cpuTimings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(`\n${heading} (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(
    `  p50 ${percentile(timings, 50).toFixed(2)} ms   p95 ${p95.toFixed(2)} ms   p99 ${percentile(timings, 99).toFixed(2)} ms   (target p95 ≤ ${targetP95Ms} ms: ${p95 <= targetP95Ms ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  processor time of this process: p50 ${percentile(cpuTimings, 50).toFixed(2)} ms   p95 ${percentile(cpuTimings, 95).toFixed(2)} ms`,
  );
  for (const [label, list] of perQuery) {
    list.sort((a, b) => a - b);
    console.log(`  ${percentile(list, 50).toFixed(2).padStart(7)} ms median  ${label}`);
  }
}

/** `measure` on a SQLite file under .tmp/<name>, then on a fresh PostgreSQL schema if configured. */
export async function onEachDatabase(name: string, measure: (label: string, db: Db) => Promise<void>): Promise<void> {
  // BENCH_DATABASES=postgres re-measures one database alone (when a quiet moment is short).
  const wanted = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
  if (wanted.includes('sqlite')) {
    const dir = join(process.cwd(), '.tmp', name);
    mkdirSync(dir, { recursive: true });
    const sqlite = openDatabase({ kind: 'sqlite', file: join(dir, 'shop.db') });
    try {
      await measure('SQLite', sqlite);
    } finally {
      await sqlite.close();
      if (process.env.BENCH_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
    }
  }

  const url = process.env.TEST_DATABASE_URL;
  if (url && wanted.includes('postgres')) {
    const schema = `${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const db = openDatabase({ kind: 'postgres', url }, { pgSchema: schema });
    try {
      await measure('PostgreSQL', db);
    } finally {
      await db.close();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    }
  } else {
    console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL=postgres://... to measure it)');
  }
}

/**
 * Loads a generated catalogue in transactions of 5,000 products, then refreshes the planner's
 * statistics as autovacuum or a periodic ANALYZE would on a live database.
 */
export async function loadCatalogue(label: string, db: Db, products: NewProduct[]): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < products.length; i += 5_000) {
    await db.kysely
      .transaction()
      .execute((trx) => createProducts({ ...db, kysely: trx }, products.slice(i, i + 5_000)).then(() => undefined));
  }
  await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze products' : 'analyze').execute(db.kysely);
  console.log(
    `${label}: loaded ${products.length.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

/**
 * Migrates `db`, then writes the generated order history with `load` unless it holds `count`
 * orders already (a database kept with BENCH_KEEP=1 is measured again without reloading).
 */
export async function ordersLoadedOnce(
  label: string,
  db: Db,
  count: number,
  load: (db: Db) => Promise<void>,
): Promise<void> {
  await migrateToLatest(db);
  const existing = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) >= count) return;
  const started = Date.now();
  await load(db);
  console.log(
    `${label}: loaded ${count.toLocaleString('en-US')} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
