/**
 * Search latency over 100,000 generated products, straight through the
 * product service (the query the API runs), on SQLite and — when
 * TEST_DATABASE_URL is set — on PostgreSQL in a scratch schema.
 * Target (issue 2): p95 at most 30 ms.
 */
import { sql } from 'kysely';
import { productInputSchema, type ProductListQuery } from '@shop/domain';
import type { Db } from '../apps/api/src/db/database';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createProducts, listProducts } from '../apps/api/src/modules/products/service';
import { onEachDatabase, timeQueries } from './harness';

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

  await timeQueries(
    `${label}: ${QUERIES.length * ROUNDS} queries over ${PRODUCTS.toLocaleString('en-US')} products`,
    QUERIES,
    ROUNDS,
    30,
    async (q) => `${JSON.stringify(q)} → ${(await listProducts(db, { ...base, ...q })).total}`,
  );
}

await onEachDatabase('bench-search', measure);
