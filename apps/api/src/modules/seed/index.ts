import { createHash } from 'node:crypto';
import { productInputSchema } from '@shop/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createProducts } from '../products';
import type { MediaStore } from '../uploads';
import { deactivateAccount, ensureAccount } from '../users';
import { seedCatalogue } from './catalogue';
import { CATALOGUE_ENGLISH, addSeedEnglish, hasMeta } from './english';
import { seedImageUrls, writeSeedImages } from './images';

const CATALOGUE_SEEDED = 'seed.catalogue';

/** A stable UUID per seeded product, so links to seeded products survive a re-install. */
export function seedProductId(slug: string): string {
  const hex = createHash('sha1').update(`tienda-tech:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Draws the seeded products' images that are missing (all of them at the first
 * start, none later; a wiped uploads folder heals itself). Slow — about a
 * minute on two cores — so the server calls it after it is listening.
 */
export async function drawSeedImages(store: MediaStore): Promise<number> {
  let drawn = 0;
  for (const product of seedCatalogue) {
    const urls = await writeSeedImages(store, product);
    drawn += urls.length;
  }
  return drawn;
}

/**
 * Idempotent start-up seed: the accounts the configuration asks for, and the
 * demo catalogue once per database (a product an admin deleted stays deleted).
 */
export async function seedDatabase(db: Db, config: Pick<Config, 'demo' | 'superadmin'>): Promise<void> {
  if (config.demo.enabled) {
    await ensureAccount(db, {
      email: config.demo.email,
      password: config.demo.password,
      role: 'admin',
      name: 'Admin Demo',
    });
  } else {
    // Its password is public: once demo mode is off, the demo account must not open anything.
    await deactivateAccount(db, config.demo.email);
  }
  if (config.superadmin) {
    await ensureAccount(db, { ...config.superadmin, role: 'superadmin', name: 'Super Admin' });
  }

  if (await hasMeta(db, CATALOGUE_SEEDED)) {
    if (!(await hasMeta(db, CATALOGUE_ENGLISH))) await upgradeCatalogue(db);
    return;
  }
  try {
    await insertCatalogue(db);
  } catch (error) {
    // Concurrent first starts (several processes on one PostgreSQL) race; only one may win.
    if (!(await hasMeta(db, CATALOGUE_SEEDED))) throw error;
  }
}

/** A catalogue seeded before the seed had English gets it (once; see addSeedEnglish). */
async function upgradeCatalogue(db: Db): Promise<void> {
  try {
    await db.transaction(async (trx) => {
      await addSeedEnglish(trx, seedCatalogue, seedProductId);
      await trx.insertInto('meta').values({ key: CATALOGUE_ENGLISH, value: new Date().toISOString() }).execute();
    });
  } catch (error) {
    // Several processes starting at once: the one that recorded it did the work.
    if (!(await hasMeta(db, CATALOGUE_ENGLISH))) throw error;
  }
}

async function insertCatalogue(db: Db): Promise<void> {
  await db.transaction(async (trx) => {
    const now = Date.now();
    await createProducts(
      trx,
      // Oldest first: "newest" is insertion order, so it must agree with createdAt.
      [...seedCatalogue]
        .sort((a, b) => b.ageDays - a.ageDays)
        .map((product) => ({
          data: productInputSchema.parse({ ...product, images: seedImageUrls(product) }),
          id: seedProductId(product.slug),
          createdAt: new Date(now - product.ageDays * 86_400_000).toISOString(),
        })),
    );
    const seededAt = new Date().toISOString();
    // Seeded with its English already, so the upgrade of older databases never runs here.
    await trx
      .insertInto('meta')
      .values([
        { key: CATALOGUE_SEEDED, value: seededAt },
        { key: CATALOGUE_ENGLISH, value: seededAt },
      ])
      .execute();
  });
}
