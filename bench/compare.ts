/**
 * Similar and comparable products over 100,000 generated products with processors of every
 * ranking, straight through the product service (what the API runs on a cache miss), on
 * SQLite and — when TEST_DATABASE_URL is set — on PostgreSQL in a scratch schema.
 * Target: p95 at most 50 ms for each.
 */
import { CATEGORIES, productInputSchema } from '@shop/domain';
import type { Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { comparableProducts, similarProducts } from '../apps/api/src/modules/products/service';
import { loadCatalogue, onEachDatabase, percentile } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

// Deterministic, so every run and both databases hold the same catalogue.
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

function generate(count: number) {
  seed = 7;
  return Array.from({ length: count }, (_, n) => {
    const ranking = Math.floor(random() * 150);
    const withFeatures = random() < 0.85;
    return {
      data: productInputSchema.parse({
        name: `Equipo ${n}`,
        brand: 'Marca',
        category: CATEGORIES[n % CATEGORIES.length],
        currency: random() < 0.8 ? 'USD' : 'ARS',
        basePrice: Math.round((100 + random() * 2900) * 100) / 100,
        stock: Math.floor(random() * 20),
        images: [`/uploads/bench/${n}.webp`],
        features: withFeatures
          ? {
              processor: { selectedComponent: { category: 'processor', name: `CPU ${ranking}`, ranking } },
              ram: { selectedComponent: { category: 'ram', name: `${2 ** (2 + (n % 4))} GB` } },
            }
          : {},
      }),
      createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString(),
    };
  });
}

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const results: string[] = [];

async function measure(label: string, db: Db): Promise<void> {
  await migrateToLatest(db);
  const stored = await db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  // A catalogue kept from an earlier run (BENCH_KEEP=1) is measured again as it is.
  if (Number(stored.count) === 0) {
    await loadCatalogue(label, db, generate(PRODUCTS));
  }
  const ids = (await db.kysely.selectFrom('products').select('id').execute()).map((row) => row.id);
  const sample = Array.from({ length: SAMPLES }, (_, index) => ids[(index * 7919) % ids.length]!);
  for (const id of sample.slice(0, 20)) await similarProducts(db, id); // warm-up
  const similar: number[] = [];
  const compare: number[] = [];
  for (const id of sample) {
    similar.push(await time(() => similarProducts(db, id)));
    compare.push(await time(() => comparableProducts(db, id)));
  }
  for (const [name, timings] of [
    ['similar', similar],
    ['compare-products', compare],
  ] as const) {
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    results.push(
      `| ${label} | ${name} | ${percentile(timings, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${percentile(timings, 99).toFixed(1)} ms | ${p95 <= 50 ? 'met' : 'NOT met'} |`,
    );
  }
}

await onEachDatabase('bench-compare', measure);

console.log(`\n${SAMPLES} products each, ${PRODUCTS.toLocaleString('en-US')} in the catalogue, one call at a time\n`);
console.log('| database | call | p50 | p95 | p99 | target p95 ≤ 50 ms |');
console.log('|---|---|---|---|---|---|');
for (const row of results) console.log(row);
