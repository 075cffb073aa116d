import { sql } from 'kysely';
import {
  CATEGORIES,
  CURRENCY_CODES,
  type Currency,
  type ExchangeRates,
  listSort,
  MAX_SUGGESTED_PRODUCTS,
  type ProductFacets,
  type ProductListQuery,
  type ProductSort,
  type SuggestAnswer,
  type SuggestQuery,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { CatalogueCache } from './list-cache';
import { conditions, type FilterName, filtersOf, indexOnlyMatch, type ProductFilters, wordMatcher } from './filters';
import {
  cardsBySeq,
  type ProductPage,
  type ProductQuery,
  pricePage,
  SCORE_ALL_UP_TO,
  scoredPage,
  simplePage,
  tieredPage,
} from './listing';
import { planSearch } from './search-vocabulary';

export { searchWords } from '@shop/domain';

/** What the search needs beyond the query: the exchange rates staff configured, if any. */
export interface SearchOptions {
  exchange?: ExchangeRates | null;
  /** false: facets recount their groups instead of reusing those of an unchanged catalogue (the benchmark). */
  reuseFacetGroups?: boolean;
}

/** A list page, and the corrected words when its results are those of a corrected spelling. */
export interface SearchedPage extends ProductPage {
  correction?: string;
}

function filteredQuery(db: Db, filters: ProductFilters, omit: readonly FilterName[] = []): ProductQuery {
  const match = wordMatcher(db.dialect);
  return db.kysely.selectFrom('products').where((eb) => eb.and(conditions(eb, filters, match, omit)));
}

async function countOf(db: Db, filters: ProductFilters, query: ProductQuery): Promise<number> {
  const indexOnly = indexOnlyMatch(db.dialect, filters);
  if (indexOnly !== undefined) {
    const { rows } = await sql<{
      total: number;
    }>`select count(*) as total from products_search where products_search match ${indexOnly}`.execute(db.kysely);
    return Number(rows[0]?.total ?? 0);
  }
  const row = await query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * One page of the catalogue: category, brands, stock, price bounds and a forgiving search
 * (typos, synonyms, the last word as a prefix), sorted by relevance while searching unless
 * another order is asked for.
 */
export async function listProducts(
  db: Db,
  query: ProductListQuery,
  { exchange = null }: SearchOptions = {},
): Promise<SearchedPage> {
  const plan = query.search?.trim() ? await planSearch(db, query.search, query.asTyped) : undefined;
  // A search with nothing searchable in it matches nothing (not an error: shared links must not break).
  if (plan && plan.words.length === 0) return { items: [], total: 0 };
  const filters = filtersOf(query, plan?.words ?? [], exchange);
  if (filters.category === null) return { items: [], total: 0 };
  const page = await sortedPage(db, filters, listSort(query), query.limit, (query.page - 1) * query.limit, exchange);
  return plan?.correction && page.total > 0 ? { ...page, correction: plan.correction } : page;
}

/** One page of the filtered products in a sort order; `knownTotal` spares the count when the caller has it. */
async function sortedPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
  exchange: ExchangeRates | null,
  knownTotal?: number,
): Promise<ProductPage> {
  const filtered = filteredQuery(db, filters);
  if (sort === 'price_asc' || sort === 'price_desc') {
    const direction = sort === 'price_asc' ? 'asc' : 'desc';
    const { seqs, total } = await pricePage(filtered, direction, limit, offset, exchange);
    return { items: await cardsBySeq(db.kysely, seqs), total };
  }
  const total = knownTotal ?? (await countOf(db, filters, filtered));
  if (offset >= total) return { items: [], total };
  if (sort === 'relevance' && filters.words.length > 0) {
    const seqs =
      total <= SCORE_ALL_UP_TO
        ? await scoredPage(filtered, filters.words, limit, offset)
        : await tieredPage(filtered, wordMatcher(db.dialect)(filters.words, 'title'), limit, offset);
    return { items: await cardsBySeq(db.kysely, seqs), total };
  }
  return { items: await simplePage(filtered, sort === 'name' ? 'name' : 'newest', limit, offset), total };
}

/** The products of one group of brand, category, currency and stock, with their price range. */
interface FacetGroup {
  brand: string;
  category: string;
  currency: Currency;
  inStock: boolean;
  count: number;
  /** How many of them lie within the price bounds (all of them without bounds). */
  inPrice: number;
  min: number;
  max: number;
}

/** Products counted per brand, category, currency and whether in stock. */
function groupedForFacets(query: ProductQuery) {
  return query
    .select((eb) => [
      'brand',
      'category',
      'currency',
      eb.case().when('stock', '>', 0).then(1).else(0).end().as('in_stock'),
      eb.fn.countAll<number | string>().as('count'),
    ])
    .groupBy(['brand', 'category', 'currency', 'in_stock']);
}

/** Grouped rows per search (and price bounds), reused while the catalogue is unchanged. */
const facetGroupCaches = new WeakMap<Db, CatalogueCache<FacetGroup[]>>();

async function facetGroups(db: Db, filters: ProductFilters, reuse: boolean): Promise<FacetGroup[]> {
  let cache = facetGroupCaches.get(db);
  if (!cache) facetGroupCaches.set(db, (cache = new CatalogueCache(db, 200)));
  const key = JSON.stringify({ words: filters.words, prices: filters.prices });
  return reuse ? cache.get(key, () => countFacetGroups(db, filters)) : countFacetGroups(db, filters);
}

async function countFacetGroups(db: Db, filters: ProductFilters): Promise<FacetGroup[]> {
  // Only the search narrows the rows here; every other filter is applied per facet below,
  // so each facet can leave its own selection out.
  const rows = await groupedForFacets(filteredQuery(db, filters, ['category', 'brand', 'inStock', 'price']))
    .select((eb) => [eb.fn.min('base_price').as('min'), eb.fn.max('base_price').as('max')])
    .execute();
  const keyOf = (row: { brand: string; category: string; currency: string; in_stock: unknown }) =>
    `${row.brand}\u0000${row.category}\u0000${row.currency}\u0000${Number(row.in_stock)}`;
  let inPrice: Map<string, number> | undefined;
  if (filters.prices) {
    const priced = await groupedForFacets(filteredQuery(db, filters, ['category', 'brand', 'inStock'])).execute();
    inPrice = new Map(priced.map((row) => [keyOf(row), Number(row.count)]));
  }
  return rows.map((row) => ({
    brand: row.brand,
    category: row.category,
    currency: row.currency as Currency,
    inStock: Number(row.in_stock) === 1,
    count: Number(row.count),
    inPrice: inPrice ? (inPrice.get(keyOf(row)) ?? 0) : Number(row.count),
    min: Number(row.min),
    max: Number(row.max),
  }));
}

/**
 * GET /api/products/facets: counts for the filtered set, each facet counted with every filter
 * but its own (with Samsung picked, Apple still shows how many it would add).
 */
export async function productFacets(
  db: Db,
  query: ProductListQuery,
  { exchange = null, reuseFacetGroups = true }: SearchOptions = {},
): Promise<ProductFacets> {
  const empty: ProductFacets = { total: 0, inStock: 0, brands: [], categories: [], priceRanges: [] };
  const plan = query.search?.trim() ? await planSearch(db, query.search, query.asTyped) : undefined;
  if (plan && plan.words.length === 0) return empty;
  const filters = filtersOf(query, plan?.words ?? [], exchange);
  if (filters.category === null) return empty;
  const groups = await facetGroups(db, filters, reuseFacetGroups);

  const passes = (group: FacetGroup, omit: FilterName) =>
    (omit === 'category' || !filters.category || group.category === filters.category) &&
    (omit === 'brand' || filters.brands.length === 0 || filters.brands.includes(group.brand.toLowerCase())) &&
    (omit === 'inStock' || !filters.inStock || group.inStock);
  const counted = (group: FacetGroup) => group.inPrice;

  let total = 0;
  let inStock = 0;
  const brands = new Map<string, { brand: string; count: number }>();
  const categories = new Map<string, number>();
  const prices = new Map<Currency, { min: number; max: number }>();
  for (const group of groups) {
    if (passes(group, 'search')) total += counted(group);
    if (passes(group, 'inStock') && group.inStock) inStock += counted(group);
    if (passes(group, 'brand') && counted(group) > 0) {
      const key = group.brand.toLowerCase();
      const entry = brands.get(key) ?? { brand: group.brand, count: 0 };
      entry.count += counted(group);
      brands.set(key, entry);
    }
    if (passes(group, 'category') && counted(group) > 0) {
      categories.set(group.category, (categories.get(group.category) ?? 0) + counted(group));
    }
    if (passes(group, 'search')) {
      const range = prices.get(group.currency);
      prices.set(group.currency, {
        min: Math.min(range?.min ?? group.min, group.min),
        max: Math.max(range?.max ?? group.max, group.max),
      });
    }
  }
  return {
    total,
    inStock,
    brands: [...brands.values()].sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand)),
    categories: CATEGORIES.flatMap((category) => {
      const count = categories.get(category);
      return count ? [{ category, count }] : [];
    }),
    priceRanges: CURRENCY_CODES.flatMap((currency) => {
      const range = prices.get(currency);
      return range ? [{ currency, ...range }] : [];
    }),
  };
}

/** GET /api/products/suggest: the best few products for what is being typed, and the categories it reaches. */
export async function suggestProducts(db: Db, query: SuggestQuery): Promise<SuggestAnswer> {
  const plan = await planSearch(db, query.q, query.asTyped);
  if (plan.words.length === 0) return { products: [], categories: [] };
  const filters = filtersOf({ page: 1, limit: 1 }, plan.words, null);
  // The categories' counts add up to the total, so the page needs no count of its own.
  const rows = await filteredQuery(db, filters)
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('category')
    .execute();
  const counts = new Map(rows.map((row) => [row.category, Number(row.count)]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return { products: [], categories: [] };
  const page = await sortedPage(db, filters, 'relevance', MAX_SUGGESTED_PRODUCTS, 0, null, total);
  return {
    products: page.items.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.image,
      price: item.basePrice,
      currency: item.currency,
    })),
    categories: CATEGORIES.flatMap((category) => {
      const count = counts.get(category);
      return count ? [{ category, count }] : [];
    }),
    ...(plan.correction ? { correction: plan.correction } : {}),
  };
}
