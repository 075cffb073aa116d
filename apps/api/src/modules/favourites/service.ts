import { type Favourite, type FavouriteWrite, MAX_FAVOURITES } from '@shop/domain';
import type { Db, DbExecutor } from '../../db/database';
import { httpError } from '../../errors';
import { SUMMARY_COLUMNS, toSummary } from '../products';

/**
 * An account's favourite products. Every query names the account, so no account ever reads or
 * changes another's. A favourite of a product that does not exist is refused (404), nothing
 * stored; at most MAX_FAVOURITES per account (409 past it). The account's row is locked while one
 * is added, so two requests at once cannot pass the limit together on PostgreSQL (SQLite runs one
 * transaction at a time); the unique (account, product) pair makes a repeat harmless.
 */

/** The account's favourites, the latest first, each product as a card shows it now. */
export async function listFavourites(db: Db, userId: string): Promise<Favourite[]> {
  const rows = await db.kysely
    .selectFrom('favourites')
    .innerJoin('products', 'products.id', 'favourites.product_id')
    .select(SUMMARY_COLUMNS.map((column) => `products.${column}` as const))
    .select(['favourites.created_at as added_at'])
    .where('favourites.user_id', '=', userId)
    .orderBy('favourites.seq', 'desc')
    .execute();
  return rows.map((row) => ({ productId: row.id, addedAt: row.added_at, product: toSummary(row) }));
}

async function lockAccount(trx: DbExecutor, db: Db, userId: string): Promise<void> {
  if (db.dialect === 'postgres')
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

async function countOf(trx: DbExecutor, userId: string): Promise<number> {
  const { n } = await trx
    .selectFrom('favourites')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Makes the product a favourite of the account; already one, nothing changes (`created: false`). */
export async function addFavourite(
  db: Db,
  userId: string,
  productId: string,
  now = new Date(),
): Promise<FavouriteWrite> {
  return db.transaction(async (trx) => {
    const product = await trx.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
    if (!product) throw httpError('PRODUCT_NOT_FOUND');
    await lockAccount(trx, db, userId);
    const existing = await trx
      .selectFrom('favourites')
      .select('created_at')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (existing) return { productId, addedAt: existing.created_at, created: false };
    if ((await countOf(trx, userId)) >= MAX_FAVOURITES) {
      throw httpError('FAVOURITE_LIMIT', { params: { count: MAX_FAVOURITES } });
    }
    const addedAt = now.toISOString();
    await trx
      .insertInto('favourites')
      .values({ user_id: userId, product_id: productId, created_at: addedAt })
      .execute();
    return { productId, addedAt, created: true };
  });
}

/**
 * Takes the product off the account's favourites. Idempotent: a product that is not one (any
 * more) answers the same; a product that does not exist answers 404.
 */
export async function removeFavourite(db: Db, userId: string, productId: string): Promise<void> {
  const deleted = await db.kysely
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) > 0) return;
  const product = await db.kysely.selectFrom('products').select('id').where('id', '=', productId).executeTakeFirst();
  if (!product) throw httpError('PRODUCT_NOT_FOUND');
}

/**
 * A guest's favourites (kept in the browser) added to the account at sign-in, oldest first so the
 * list keeps the guest's order. Products that no longer exist and ones already favourites are
 * skipped quietly; what would pass MAX_FAVOURITES is left out. Answers the merged list.
 */
export async function mergeFavourites(
  db: Db,
  userId: string,
  productIds: string[],
  now = new Date(),
): Promise<Favourite[]> {
  const wanted = [...new Set(productIds)];
  if (wanted.length > 0) {
    await db.transaction(async (trx) => {
      await lockAccount(trx, db, userId);
      const known = new Set(
        (await trx.selectFrom('products').select('id').where('id', 'in', wanted).execute()).map((row) => row.id),
      );
      const already = new Set(
        (
          await trx
            .selectFrom('favourites')
            .select('product_id')
            .where('user_id', '=', userId)
            .where('product_id', 'in', wanted)
            .execute()
        ).map((row) => row.product_id),
      );
      const room = MAX_FAVOURITES - (await countOf(trx, userId));
      // The browser's list is the latest first: stored oldest first, its latest ends up on top.
      const added = wanted
        .filter((id) => known.has(id) && !already.has(id))
        .slice(0, Math.max(0, room))
        .reverse();
      if (added.length === 0) return;
      const at = now.toISOString();
      await trx
        .insertInto('favourites')
        .values(added.map((productId) => ({ user_id: userId, product_id: productId, created_at: at })))
        .execute();
    });
  }
  return listFavourites(db, userId);
}
