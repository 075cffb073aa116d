/**
 * Similar and comparable products over 100,000 generated products with processors of every
 * ranking, straight through the product service (what the API runs on a cache miss), on
 * SQLite and — when TEST_DATABASE_URL is set — on PostgreSQL in a scratch schema; every tenth
 * product with features is configurable (processor, memory and storage), and those are asked
 * for again as configured (a choice in each group, the API's `opciones`).
 * Target: p95 at most 50 ms for each. Then the configurator alone: pricing and checking a
 * configuration of 8 groups (what the server runs per order line), target p95 at most 5 ms.
 */
import { CATEGORIES, configurationPrice, offeredOptions, productInputSchema } from '@shop/domain';
import type { Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { comparableProducts, similarProducts } from '../apps/api/src/modules/products/service';
import { loadCatalogue, onEachDatabase, percentile } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

// Deterministic, so every run and both databases hold the same catalogue.
let seed = 7;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

/** A configurable product's groups: a stronger processor, double the memory, more storage. */
function configurableFeatures(ranking: number, n: number) {
  const gigabytes = 2 ** (2 + (n % 4));
  return {
    processor: {
      selectedComponent: { category: 'processor', name: `CPU ${ranking}`, ranking },
      options: [
        {
          id: 'cpu-up',
          name: `CPU ${Math.max(1, ranking - 20)}`,
          ranking: Math.max(1, ranking - 20),
          priceIncrement: 150,
        },
      ],
    },
    ram: {
      selectedComponent: { category: 'ram', name: `${gigabytes} GB` },
      options: [{ id: 'ram-up', name: `${gigabytes * 2} GB`, priceIncrement: 80.5 }],
    },
    storage: {
      selectedComponent: { category: 'storage', name: 'SSD de 512 GB' },
      options: [{ id: 'ssd-1tb', name: 'SSD de 1 TB', priceIncrement: 60 }],
    },
  };
}

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
        ...(withFeatures && n % 10 === 0 ? { variantType: 'CONFIGURABLE' } : {}),
        features: withFeatures
          ? n % 10 === 0
            ? configurableFeatures(ranking, n)
            : {
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
  const configurableIds = (
    await db.kysely.selectFrom('products').select('id').where('variant_type', '=', 'CONFIGURABLE').execute()
  ).map((row) => row.id);
  const configurable = Array.from(
    { length: Math.min(SAMPLES, configurableIds.length) },
    (_, index) => configurableIds[(index * 7919) % configurableIds.length]!,
  );
  const choice = { processor: 'cpu-up', ram: 'ram-up', storage: 'ssd-1tb' };
  for (const id of sample.slice(0, 20)) await similarProducts(db, id); // warm-up
  const similar: number[] = [];
  const compare: number[] = [];
  const similarConfigured: number[] = [];
  const compareConfigured: number[] = [];
  for (const id of sample) {
    similar.push(await time(() => similarProducts(db, id)));
    compare.push(await time(() => comparableProducts(db, id)));
  }
  for (const id of configurable) {
    similarConfigured.push(await time(() => similarProducts(db, id, choice)));
    compareConfigured.push(await time(() => comparableProducts(db, id, choice)));
  }
  for (const [name, timings] of [
    ['similar', similar],
    ['compare-products', compare],
    ['similar, configured', similarConfigured],
    ['compare-products, configured', compareConfigured],
  ] as const) {
    timings.sort((a, b) => a - b);
    const p95 = percentile(timings, 95);
    results.push(
      `| ${label} | ${name} | ${percentile(timings, 50).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${percentile(timings, 99).toFixed(1)} ms | ${p95 <= 50 ? 'met' : 'NOT met'} |`,
    );
  }
}

/** A desktop of 8 groups with 3 options each; its power supplies and memory kinds make the rules fire. */
function eightGroupDesktop() {
  const group = (category: string, base: Record<string, unknown>, options: Record<string, unknown>[]) => ({
    [category]: {
      selectedComponent: { category, id: `${category}-0`, name: `${category} 0`, ...base },
      options: options.map((fields, index) => ({
        id: `${category}-${index + 1}`,
        name: `${category} ${index + 1}`,
        priceIncrement: 10.25 * (index + 1),
        ...fields,
      })),
    },
  });
  return {
    basePrice: 1499.99,
    features: {
      ...group('processor', { tdpW: 65, memoryKinds: ['DDR5'] }, [
        { tdpW: 125, memoryKinds: ['DDR5'] },
        { tdpW: 170, memoryKinds: ['DDR5'] },
        { tdpW: 65, memoryKinds: ['DDR4', 'DDR5'] },
      ]),
      ...group('ram', { kind: 'DDR5' }, [{ kind: 'DDR5' }, { kind: 'DDR4' }, { kind: 'DDR5' }]),
      ...group('gpu', { kind: 'integrated' }, [
        { kind: 'dedicated', tdpW: 115 },
        { kind: 'dedicated', tdpW: 220 },
        { kind: 'dedicated', tdpW: 320 },
      ]),
      ...group('powerSupply', { wattage: 550 }, [{ wattage: 650 }, { wattage: 750 }, { wattage: 1000 }]),
      ...group('storage', {}, [{}, {}, {}]),
      ...group('desktopCase', {}, [{}, {}, {}]),
      ...group('cooling', {}, [{}, {}, {}]),
      ...group('screen', {}, [{}, {}, {}]),
    },
  };
}

function measureConfigurator(): string {
  const desktop = eightGroupDesktop();
  const groups = [...offeredOptions(desktop.features)];
  const timings: number[] = [];
  let refused = 0;
  for (let sampleIndex = 0; sampleIndex < 10_000; sampleIndex++) {
    // Every group chosen, a different mix each time (some break the power or memory rule).
    const choice = Object.fromEntries(
      groups.map(([category, options], index) => [category, options[(sampleIndex + index * 7) % options.length]!.id]),
    );
    const started = process.hrtime.bigint();
    const pricing = configurationPrice(desktop, choice);
    timings.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (!pricing.ok) refused++;
  }
  timings.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  return `| in process | price and check, 8 groups (${refused} of 10,000 refused) | ${percentile(timings, 50).toFixed(3)} ms | ${p95.toFixed(3)} ms | ${percentile(timings, 99).toFixed(3)} ms | ${p95 <= 5 ? 'met' : 'NOT met'} (≤ 5 ms) |`;
}

await onEachDatabase('bench-compare', measure);
const configurator = measureConfigurator();

console.log(`\n${SAMPLES} products each, ${PRODUCTS.toLocaleString('en-US')} in the catalogue, one call at a time\n`);
console.log('| database | call | p50 | p95 | p99 | target p95 ≤ 50 ms |');
console.log('|---|---|---|---|---|---|');
for (const row of results) console.log(row);
console.log(configurator);
