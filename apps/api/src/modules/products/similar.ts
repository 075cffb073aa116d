import {
  type Comparable,
  type ComparableProduct,
  type SimilarAnswer,
  SIMILARITY,
  comparisonDistance,
  configuredProduct,
  isProductId,
  pickComparable,
  pickSimilar,
  priceWindow,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { type ProductRow, SUMMARY_COLUMNS, toSummary } from './rows';

/**
 * Similar and comparable products. The database narrows the candidates
 * to the product's category and currency, nearest in price (walks of the category-and-price
 * index), so the domain's scores run over a few hundred rows whatever the catalogue's size. Prices in other currencies are not compared: 30 %
 * of a price in pesos says nothing about one in dollars.
 */

const COMPARABLE_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'features',
  'specifications',
  'advantages',
  'specifications_en',
] as const;

/** Candidates first taken from each side of the product's price. */
const NEAREST_EACH_WAY = 150;

type Row = Pick<ProductRow, (typeof COMPARABLE_COLUMNS)[number]>;
interface PriceRange {
  min: number;
  max: number;
}

/** What scoring needs of a candidate: the full rows are read for the chosen few only. */
const CANDIDATE_COLUMNS = ['id', 'base_price', 'features'] as const;
type CandidateRow = Pick<ProductRow, (typeof CANDIDATE_COLUMNS)[number]>;

function peersOf(db: Db, anchor: Row) {
  return db.kysely
    .selectFrom('products')
    .select(CANDIDATE_COLUMNS)
    .where('category', '=', anchor.category)
    .where('currency', '=', anchor.currency)
    .where('id', '!=', anchor.id);
}

/** A price range; bounds are left out of the query when unlimited (PostgreSQL's `real` has no room for them). */
function within<Q extends ReturnType<typeof peersOf>>(query: Q, range: PriceRange): Q {
  let bounded = query;
  if (Number.isFinite(range.min)) bounded = bounded.where('base_price', '>=', range.min) as Q;
  if (Number.isFinite(range.max)) bounded = bounded.where('base_price', '<=', range.max) as Q;
  return bounded;
}

function nearestOneWay(db: Db, anchor: Row, price: number, direction: 'up' | 'down', range: PriceRange) {
  const query =
    direction === 'up'
      ? within(peersOf(db, anchor), range).where('base_price', '>=', price).orderBy('base_price', 'asc')
      : within(peersOf(db, anchor), range).where('base_price', '<', price).orderBy('base_price', 'desc');
  return query.limit(NEAREST_EACH_WAY).execute();
}

function toComparable(row: Row): ComparableProduct {
  const summary = toSummary(row);
  return {
    _id: summary._id,
    id: summary.id,
    name: summary.name,
    name_en: summary.name_en,
    images: summary.images,
    image: summary.image,
    basePrice: summary.basePrice,
    currency: summary.currency,
    variantType: summary.variantType,
    ...(summary.fromPrice === undefined ? {} : { fromPrice: summary.fromPrice }),
    category: summary.category,
    brand: summary.brand,
    stock: summary.stock,
    features: JSON.parse(row.features) as Record<string, unknown>,
    specifications: JSON.parse(row.specifications) as ComparableProduct['specifications'],
    advantages: JSON.parse(row.advantages) as string[],
    specifications_en: JSON.parse(row.specifications_en) as Record<string, string>,
  };
}

function toCandidate(row: CandidateRow): Comparable {
  return { id: row.id, basePrice: row.base_price, features: JSON.parse(row.features) as Record<string, unknown> };
}

/** The chosen candidates as full comparable products, in the order chosen. */
async function comparableRows<T extends Comparable>(
  db: Db,
  chosen: T[],
): Promise<(ComparableProduct & Omit<T, keyof Comparable>)[]> {
  if (chosen.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('products')
    .select(COMPARABLE_COLUMNS)
    .where(
      'id',
      'in',
      chosen.map((candidate) => candidate.id),
    )
    .execute();
  const byId = new Map(rows.map((row) => [row.id, toComparable(row)]));
  return chosen.flatMap((candidate) => {
    const product = byId.get(candidate.id);
    if (!product) return [];
    const { id: _id, basePrice: _price, features: _features, ...extra } = candidate;
    return [{ ...product, ...extra }];
  });
}

async function anchorOf(db: Db, id: string): Promise<Row | undefined> {
  if (!isProductId(id)) return undefined;
  return db.kysely.selectFrom('products').select(COMPARABLE_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/**
 * The product to pick against: as the shopper configured it (`wanted`, the address's
 * `opciones`), so a 16 GB choice is compared as 16 GB and at its configured price. A choice the
 * product does not offer or that does not fit is dropped, as the product page drops it.
 */
function configuredAnchor(anchor: Row, wanted: Record<string, string>): ComparableProduct {
  const { selectedOptions: _chosen, ...product } = configuredProduct(toComparable(anchor), wanted);
  return product;
}

/**
 * The candidates a pick needs: the nearest in price (the configured price) each way, then, when a side was cut short
 * before the price share that `reach` says a candidate could still enter from, every peer up
 * to that share. Exact, and a few hundred rows in practice: the better the first pick, the
 * narrower the reach.
 */
async function candidates(
  db: Db,
  anchor: Row,
  price: number,
  range: PriceRange,
  reach: (nearest: Comparable[]) => number,
): Promise<Comparable[]> {
  const [up, down] = await Promise.all([
    nearestOneWay(db, anchor, price, 'up', range),
    nearestOneWay(db, anchor, price, 'down', range),
  ]);
  const nearest = [...up, ...down].map(toCandidate);
  const share = reach(nearest);
  const needed = Number.isFinite(share)
    ? { min: Math.max(range.min, price * (1 - share)), max: Math.min(range.max, price * (1 + share)) }
    : range;
  const upCut = up.length === NEAREST_EACH_WAY && up.at(-1)!.base_price < needed.max;
  const downCut = down.length === NEAREST_EACH_WAY && down.at(-1)!.base_price > needed.min;
  if (!upCut && !downCut) return nearest;
  const all = await within(peersOf(db, anchor), needed).execute();
  return all.map(toCandidate);
}

/** Beyond this price share no candidate can beat the third best score (or 30 % until there are 3). */
function similarReach(product: Comparable) {
  return (nearest: Comparable[]) => {
    const best = pickSimilar(product, nearest);
    if (best.length < SIMILARITY.shown) return SIMILARITY.priceWindow;
    // A candidate's score is at most (10 + priceScore) / 2, which falls below the third best beyond this share.
    return (SIMILARITY.priceWindow * (10 - best.at(-1)!.score)) / 5;
  };
}

/** Beyond this price share no candidate is nearer than the tenth nearest (distance ≥ price share). */
function comparableReach(product: Comparable) {
  return (nearest: Comparable[]) => {
    const best = pickComparable(product, nearest);
    return best.length < SIMILARITY.comparable ? Infinity : comparisonDistance(product, best.at(-1)!);
  };
}

/**
 * Undefined for an unknown product; otherwise the similar products of the product as
 * configured (`wanted`), or the related fallback.
 */
export async function similarProducts(
  db: Db,
  id: string,
  wanted: Record<string, string> = {},
): Promise<SimilarAnswer | undefined> {
  const anchor = await anchorOf(db, id);
  if (!anchor) return undefined;
  const product = configuredAnchor(anchor, wanted);
  const similar = pickSimilar(
    product,
    await candidates(db, anchor, product.basePrice, priceWindow(product.basePrice), similarReach(product)),
  );
  if (similar.length > 0) return { kind: 'similar', products: await comparableRows(db, similar) };
  const related = await db.kysely
    .selectFrom('products')
    .select(COMPARABLE_COLUMNS)
    .where('category', '=', anchor.category)
    .where('id', '!=', anchor.id)
    .orderBy('seq', 'desc')
    .limit(SIMILARITY.shown)
    .execute();
  return { kind: 'related', products: related.map(toComparable) };
}

/**
 * Undefined for an unknown product; otherwise up to 10 products nearest in price and
 * performance to the product as configured (`wanted`).
 */
export async function comparableProducts(
  db: Db,
  id: string,
  wanted: Record<string, string> = {},
): Promise<ComparableProduct[] | undefined> {
  const anchor = await anchorOf(db, id);
  if (!anchor) return undefined;
  const product = configuredAnchor(anchor, wanted);
  const candidatesFound = await candidates(
    db,
    anchor,
    product.basePrice,
    { min: -Infinity, max: Infinity },
    comparableReach(product),
  );
  return comparableRows(db, pickComparable(product, candidatesFound));
}
