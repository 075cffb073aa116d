import { randomUUID } from 'node:crypto';
import {
  type Language,
  type OwnReview,
  REVIEWABLE_ORDER_STATUSES,
  type RatingSummary,
  type Review,
  type ReviewEligibility,
  type ReviewInput,
  type ReviewModeration,
  type ReviewPage,
  type ReviewSort,
  type ReviewStatus,
  type StaffReview,
  isProductId,
  ratingAverage,
  reviewAuthorName,
} from '@shop/domain';
import { type Selectable, sql } from 'kysely';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import type { ReviewsTable, UsersTable } from '../../db/schema';
import { httpError } from '../../errors';
import { productRowNow } from '../products';

/**
 * Reviews of verified buyers. Only a buyer whose order holding the product was delivered or
 * picked up may write one, once per product (a unique index says so whatever two requests do at
 * once). A review waits for staff; only approved ones show and count.
 *
 * The product's rating is an exact sum and count on its own row, moved by relative updates in
 * the transaction that changes a review's standing. Every change first locks the review's row
 * (PostgreSQL; SQLite runs one transaction at a time), so the standing it reads is the one it
 * changes: an approval, an edit and a deletion of the same review at once move the figures once
 * each, in some order, and never twice.
 */

export const REVIEW_PAGE_SIZE = 10;
type ReviewRow = Selectable<ReviewsTable>;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.product_id,
    rating: Number(row.rating),
    text: row.text,
    language: row.language,
    authorName: row.author_name,
    verifiedPurchase: true,
    usefulCount: Number(row.useful_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    answer: row.answer && row.answered_at ? { text: row.answer, answeredAt: row.answered_at } : null,
  };
}

function toOwnReview(row: ReviewRow): OwnReview {
  const { verifiedPurchase: _verified, ...review } = toReview(row);
  return { ...review, status: row.status, rejectionReason: row.rejection_reason };
}

/** A review of the account (another's is not found: its existence is not told), locked for the change. */
async function lockedReview(trx: DbExecutor, db: Db, id: string, userId?: string): Promise<ReviewRow> {
  if (!isProductId(id)) throw httpError('REVIEW_NOT_FOUND');
  let query = trx.selectFrom('reviews').selectAll().where('id', '=', id);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const row = await (db.dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  if (!row) throw httpError('REVIEW_NOT_FOUND');
  return row;
}

/** Moves the product's figures by one review entering (+1) or leaving (-1) the approved ones. */
async function moveRating(trx: DbExecutor, productId: string, rating: number, direction: 1 | -1): Promise<void> {
  await trx
    .updateTable('products')
    .set({
      rating_sum: sql<number>`rating_sum + ${direction * rating}`,
      rating_count: sql<number>`rating_count + ${direction}`,
    })
    .where('id', '=', productId)
    .execute();
}

/** Whether the account received the product: an order of theirs holding it was delivered or picked up. */
export async function hasReceived(executor: DbExecutor, userId: string, productId: string): Promise<boolean> {
  const row = await executor
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .select('orders.id')
    .where('orders.user_id', '=', userId)
    .where('order_lines.product_id', '=', productId)
    .where('orders.status', 'in', REVIEWABLE_ORDER_STATUSES)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

async function requireProduct(executor: DbExecutor, productId: string) {
  const product = isProductId(productId)
    ? await executor
        .selectFrom('products')
        .select(['id', 'name', 'rating_sum', 'rating_count'])
        .where('id', '=', productId)
        .executeTakeFirst()
    : undefined;
  if (!product) throw httpError('PRODUCT_NOT_FOUND');
  return product;
}

/**
 * The product's stored rating (average to one decimal and count), without the reviews per star:
 * what the catalogue shows and its page's structured data names. Undefined for an unknown product.
 */
/**
 * The product's stored rating as the catalogue stands now, from the product's row as its API
 * answer read it (one read per catalogue version for both): a rendered page's input.
 */
export async function ratingNow(
  db: Db,
  productId: string,
): Promise<{ average: number | null; count: number } | undefined> {
  const product = await productRowNow(db, productId);
  return product && ratingOf(product);
}

function ratingOf(product: { rating_sum: number | string; rating_count: number | string }) {
  const count = Number(product.rating_count);
  return { average: ratingAverage(Number(product.rating_sum), count), count };
}

export async function storedRating(
  db: Db | DbExecutor,
  productId: string,
): Promise<{ average: number | null; count: number } | undefined> {
  if (!isProductId(productId)) return undefined;
  const product = await executorOf(db)
    .selectFrom('products')
    .select(['rating_sum', 'rating_count'])
    .where('id', '=', productId)
    .executeTakeFirst();
  return product && ratingOf(product);
}

/** The product's rating as its approved reviews give it: average (one decimal), count and the reviews per star. */
export async function reviewSummary(db: Db | DbExecutor, productId: string): Promise<RatingSummary | undefined> {
  const rating = await storedRating(db, productId);
  if (!rating) return undefined;
  const stars = await executorOf(db)
    .selectFrom('reviews')
    .select(['rating', (eb) => eb.fn.countAll().as('n')])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .groupBy('rating')
    .execute();
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const star of stars) distribution[Number(star.rating) as 1 | 2 | 3 | 4 | 5] = Number(star.n);
  return { ...rating, distribution };
}

/** A page of the product's approved reviews, newest first or most useful first, with its rating. */
export async function listReviews(
  db: Db,
  productId: string,
  { sort, page }: { sort: ReviewSort; page: number },
): Promise<ReviewPage> {
  return db.transaction(async (trx) => {
    const summary = await reviewSummary(trx, productId);
    if (!summary) throw httpError('PRODUCT_NOT_FOUND');
    let query = trx
      .selectFrom('reviews')
      .selectAll()
      .where('product_id', '=', productId)
      .where('status', '=', 'approved');
    query =
      sort === 'useful' ? query.orderBy('useful_count', 'desc').orderBy('seq', 'desc') : query.orderBy('seq', 'desc');
    const rows = await query
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE)
      .execute();
    return {
      reviews: rows.map(toReview),
      total: summary.count,
      page,
      pageSize: REVIEW_PAGE_SIZE,
      summary,
    };
  });
}

/** Whether the account may review the product, and its own review (whatever its standing). */
export async function reviewEligibility(db: Db, userId: string, productId: string): Promise<ReviewEligibility> {
  await requireProduct(db.kysely, productId);
  const [received, own] = await Promise.all([
    hasReceived(db.kysely, userId, productId),
    db.kysely
      .selectFrom('reviews')
      .selectAll()
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirst(),
  ]);
  return { canReview: received && !own, review: own ? toOwnReview(own) : null };
}

export async function createReview(
  db: Db,
  user: Pick<UsersTable, 'id' | 'name'>,
  productId: string,
  input: ReviewInput,
  language: Language,
): Promise<OwnReview> {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    await requireProduct(trx, productId);
    if (!(await hasReceived(trx, user.id, productId))) throw httpError('REVIEW_NOT_BOUGHT');
    const row: ReviewRow = {
      seq: 0,
      id: randomUUID(),
      product_id: productId,
      user_id: user.id,
      author_name: reviewAuthorName(user.name),
      rating: input.rating,
      text: input.text,
      language: input.language ?? language,
      status: 'pending',
      rejection_reason: null,
      answer: null,
      answered_at: null,
      useful_count: 0,
      created_at: now,
      updated_at: now,
    };
    const { seq: _seq, ...values } = row;
    const inserted = await trx
      .insertInto('reviews')
      .values(values)
      .onConflict((conflict) => conflict.columns(['user_id', 'product_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw httpError('REVIEW_EXISTS');
    return toOwnReview(row);
  });
}

/** The author rewrites the review: it waits for staff again, and leaves the figures until approved. */
export async function updateReview(
  db: Db,
  userId: string,
  id: string,
  input: ReviewInput,
  language: Language,
): Promise<OwnReview> {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    const current = await lockedReview(trx, db, id, userId);
    if (current.status === 'approved') await moveRating(trx, current.product_id, Number(current.rating), -1);
    const changes = {
      rating: input.rating,
      text: input.text,
      language: input.language ?? language,
      status: 'pending' as ReviewStatus,
      rejection_reason: null,
      updated_at: now,
    };
    await trx.updateTable('reviews').set(changes).where('id', '=', id).execute();
    return toOwnReview({ ...current, ...changes });
  });
}

export async function deleteReview(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (trx) => {
    const current = await lockedReview(trx, db, id, userId);
    await trx.deleteFrom('reviews').where('id', '=', id).execute();
    if (current.status === 'approved') await moveRating(trx, current.product_id, Number(current.rating), -1);
  });
}

/** One 'useful' vote per account on an approved review (not one's own); answers the new count. */
export async function markUseful(db: Db, userId: string, id: string): Promise<{ usefulCount: number }> {
  return db.transaction(async (trx) => {
    const review = await lockedReview(trx, db, id);
    if (review.status !== 'approved') throw httpError('REVIEW_NOT_FOUND');
    if (review.user_id === userId) throw httpError('REVIEW_OWN_VOTE');
    const inserted = await trx
      .insertInto('review_votes')
      .values({ review_id: id, user_id: userId, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.columns(['review_id', 'user_id']).doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw httpError('REVIEW_ALREADY_VOTED');
    await trx
      .updateTable('reviews')
      .set({ useful_count: sql<number>`useful_count + 1` })
      .where('id', '=', id)
      .execute();
    return { usefulCount: Number(review.useful_count) + 1 };
  });
}

function staffReviewsQuery(executor: DbExecutor) {
  return executor
    .selectFrom('reviews')
    .innerJoin('products', 'products.id', 'reviews.product_id')
    .leftJoin('users', 'users.id', 'reviews.user_id')
    .selectAll('reviews')
    .select(['products.name as product_name', 'users.email as author_email']);
}

type StaffRow = ReviewRow & { product_name: string; author_email: string | null };
const toStaffReview = (row: StaffRow): StaffReview => ({
  ...toOwnReview(row),
  productName: row.product_name,
  authorEmail: row.author_email,
});

/** Staff's list of one standing, oldest first (the queue), at most 200. */
export async function staffReviews(db: Db, status: ReviewStatus): Promise<StaffReview[]> {
  const rows = await staffReviewsQuery(db.kysely)
    .where('reviews.status', '=', status)
    .orderBy('reviews.seq', status === 'pending' ? 'asc' : 'desc')
    .limit(200)
    .execute();
  return rows.map(toStaffReview);
}

/** Approve, reject with a reason, and/or answer publicly (an empty answer removes it). */
export async function moderateReview(db: Db, id: string, moderation: ReviewModeration): Promise<StaffReview> {
  const now = new Date().toISOString();
  return db.transaction(async (trx) => {
    const current = await lockedReview(trx, db, id);
    const status = moderation.status ?? current.status;
    if (current.status !== 'approved' && status === 'approved')
      await moveRating(trx, current.product_id, Number(current.rating), 1);
    if (current.status === 'approved' && status !== 'approved')
      await moveRating(trx, current.product_id, Number(current.rating), -1);
    await trx
      .updateTable('reviews')
      .set({
        status,
        rejection_reason: status === 'rejected' ? (moderation.reason ?? current.rejection_reason) : null,
        ...(moderation.answer !== undefined
          ? { answer: moderation.answer || null, answered_at: moderation.answer ? now : null }
          : {}),
      })
      .where('id', '=', id)
      .execute();
    const row = await staffReviewsQuery(trx).where('reviews.id', '=', id).executeTakeFirstOrThrow();
    return toStaffReview(row);
  });
}
