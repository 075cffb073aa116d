/**
 * Search latency over 100,000 generated products, straight through the
 * product service (the query the API runs), on SQLite and — when
 * TEST_DATABASE_URL is set — on PostgreSQL in a scratch schema.
 * Target (issue 2): p95 at most 30 ms.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { productInputSchema, type ProductListQuery } from '@shop/domain';
import { openDatabase, type Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createProducts, listProducts } from '../apps/api/src/modules/products/service';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);

// A small deterministic generator, so every run searches the same catalogue.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const BRANDS = [
  'Samsung',
  'Apple',
  'Lenovo',
  'Dell',
  'HP',
  'ASUS',
  'Acer',
  'Xiaomi',
  'Motorola',
  'LG',
  'Sony',
  'Logitech',
  'Huawei',
  'Razer',
  'MSI',
];
const KINDS = [
  ['Laptops', 'Portátil', 'laptop'],
  ['Smartphones', 'Teléfono', 'phone'],
  ['Tablets', 'Tableta', 'tablet'],
  ['Monitores', 'Monitor', 'monitor'],
  ['Accesorios', 'Cámara web', 'webcam'],
  ['Accesorios', 'Auriculares', 'headphones'],
] as const;
const SERIES = [
  'Pro',
  'Max',
  'Ultra',
  'Lite',
  'Plus',
  'Air',
  'Neo',
  'Edge',
  'Nova',
  'Zen',
  'Aero',
  'Vivo',
  'Flex',
  'Prime',
];
const TRAITS_ES = [
  'batería de larga duración',
  'pantalla OLED',
  'cámara de alta resolución',
  'carga rápida',
  'diseño ultradelgado',
  'sonido envolvente',
  'procesador de última generación',
  'conexión inalámbrica',
  'memoria ampliable',
];
const TRAITS_EN = [
  'long-lasting battery',
  'OLED display',
  'high-resolution camera',
  'fast charging',
  'ultra-thin design',
  'surround sound',
  'latest-generation processor',
  'wireless connection',
  'expandable memory',
];

function generate(count: number) {
  seed = 42; // the same catalogue for every database
  return Array.from({ length: count }, (_, n) => {
    const [category, kindEs, kindEn] = pick(KINDS);
    const brand = pick(BRANDS);
    const trait = Math.floor(random() * TRAITS_ES.length);
    const other = (trait + 1 + Math.floor(random() * (TRAITS_ES.length - 1))) % TRAITS_ES.length;
    return {
      data: productInputSchema.parse({
        name: `${kindEs} ${brand} ${pick(SERIES)} ${100 + (n % 900)}`,
        description: `${kindEs} ${brand} con ${TRAITS_ES[trait]} y ${TRAITS_ES[other]}.`,
        description_en: `${brand} ${kindEn} with ${TRAITS_EN[trait]} and ${TRAITS_EN[other]}.`,
        brand,
        category,
        basePrice: Math.round(random() * 3_000_000) / 100,
        stock: Math.floor(random() * 50),
        images: [`/uploads/bench/${n}.webp`],
      }),
      createdAt: new Date(Date.UTC(2024, 0, 1) + n * 60_000).toISOString(),
    };
  });
}

const QUERIES: Partial<ProductListQuery>[] = [
  { search: 'samsung' },
  { search: 'camara' },
  { search: 'Cámara web' },
  { search: 'portatil lenovo' },
  { search: 'oled', category: 'monitores' },
  { search: 'ultra 512' },
  { search: 'bateria larga duracion' },
  { search: 'pro', sort: 'price_asc' },
  { search: 'hp' },
  { search: 'xyzzy-nothing' },
  { search: 'razer auriculares', sort: 'name' },
  { search: 'wireless', page: 20 },
  { category: 'laptops' },
  { category: 'tablets', sort: 'price_desc' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(label: string, db: Db): Promise<void> {
  await migrateToLatest(db);
  const existing = await listProducts(db, { page: 1, limit: 1, sort: 'newest' });
  if (existing.total < PRODUCTS) {
    const started = Date.now();
    const all = generate(PRODUCTS);
    for (let i = 0; i < all.length; i += 5_000) {
      await db.kysely
        .transaction()
        .execute((trx) => createProducts({ ...db, kysely: trx }, all.slice(i, i + 5_000)).then(() => undefined));
    }
    // What autovacuum / a periodic ANALYZE does on a live database: fresh statistics and visibility map.
    await sql.raw(db.dialect === 'postgres' ? 'vacuum analyze products' : 'analyze').execute(db.kysely);
    console.log(
      `${label}: loaded ${PRODUCTS.toLocaleString('en-US')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const base = { page: 1, limit: 24, sort: 'newest' as const };
  for (const q of QUERIES) await listProducts(db, { ...base, ...q }); // warm caches once

  const timings: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      const started = process.hrtime.bigint();
      const page = await listProducts(db, { ...base, ...q });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      timings.push(ms);
      const key = `${JSON.stringify(q)} → ${page.total}`;
      perQuery.set(key, [...(perQuery.get(key) ?? []), ms]);
    }
  }
  timings.sort((a, b) => a - b);
  console.log(`\n${label}: ${timings.length} queries over ${PRODUCTS.toLocaleString('en-US')} products`);
  console.log(
    `  p50 ${percentile(timings, 50).toFixed(2)} ms   p95 ${percentile(timings, 95).toFixed(2)} ms   p99 ${percentile(timings, 99).toFixed(2)} ms   (target p95 ≤ 30 ms: ${percentile(timings, 95) <= 30 ? 'met' : 'NOT met'})`,
  );
  for (const [key, list] of perQuery) {
    list.sort((a, b) => a - b);
    console.log(`  ${percentile(list, 50).toFixed(2).padStart(7)} ms median  ${key}`);
  }
}

const dir = join(process.cwd(), '.tmp', 'bench-search');
mkdirSync(dir, { recursive: true });
const sqlite = openDatabase({ kind: 'sqlite', file: join(dir, 'shop.db') });
try {
  await measure('SQLite', sqlite);
} finally {
  await sqlite.close();
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const schema = `bench_search_${Date.now().toString(36)}`;
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
if (process.env.BENCH_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
