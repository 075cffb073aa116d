import { createHash } from 'node:crypto';
import { productInputSchema } from '@shop/domain';
import type { Config } from '../../config';
import { createProducts } from '../../modules/products/service';
import { ensureAccount } from '../../modules/users/service';
import type { Db } from '../database';
import { seedCatalogue, type SeedProduct } from './catalogue';
import { writeSeedImages } from './images';

const CATALOGUE_SEEDED = 'seed.catalogue';

/** A stable UUID per seeded product, so links to seeded products survive a re-install. */
export function seedProductId(slug: string): string {
  const hex = createHash('sha1').update(`tienda-tech:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function seedImageUrls(product: SeedProduct): string[] {
  const views = ['Laptops', 'Smartphones', 'Tablets'].includes(product.category) ? 3 : 2;
  return Array.from({ length: views }, (_, n) => `/uploads/seed/${product.slug}-${n + 1}.webp`);
}

export interface SeedOptions {
  /** Draw the product images (skipped by API tests, which never load them). */
  images: boolean;
}

/**
 * Idempotent start-up seed: the accounts the configuration asks for, and the
 * demo catalogue once per database (a product an admin deleted stays deleted).
 */
export async function seedDatabase(db: Db, config: Pick<Config, 'demo' | 'superadmin' | 'uploadsDir'>, options: SeedOptions): Promise<void> {
  if (config.demo.enabled) {
    await ensureAccount(db, { email: config.demo.email, password: config.demo.password, role: 'admin', name: 'Admin Demo' });
  }
  if (config.superadmin) {
    await ensureAccount(db, { ...config.superadmin, role: 'superadmin', name: 'Super Admin' });
  }

  // Missing image files are redrawn at every start (a wiped uploads folder heals itself).
  const images = new Map<string, string[]>();
  for (const product of seedCatalogue) {
    images.set(product.slug, options.images ? await writeSeedImages(config.uploadsDir, product) : seedImageUrls(product));
  }

  if (await isCatalogueSeeded(db)) return;
  try {
    await insertCatalogue(db, images);
  } catch (error) {
    // Concurrent first starts (several processes on one PostgreSQL) race; only one may win.
    if (!(await isCatalogueSeeded(db))) throw error;
  }
}

async function isCatalogueSeeded(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('meta').select('value').where('key', '=', CATALOGUE_SEEDED).executeTakeFirst();
  return row !== undefined;
}

async function insertCatalogue(db: Db, images: Map<string, string[]>): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const now = Date.now();
    await createProducts(
      { ...db, kysely: trx },
      seedCatalogue.map((product) => ({
        data: productInputSchema.parse({ ...product, images: images.get(product.slug) }),
        id: seedProductId(product.slug),
        createdAt: new Date(now - product.ageDays * 86_400_000).toISOString(),
      })),
    );
    await trx.insertInto('meta').values({ key: CATALOGUE_SEEDED, value: new Date().toISOString() }).execute();
  });
}
