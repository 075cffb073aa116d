import {
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
import { catalogueIndex } from './catalogue-index';
import { conditions, filtersOf, type ProductFilters, wordMatcher } from './filters';
import { cardsBySeq, type ProductPage, type ProductQuery, simplePage } from './listing';
import { planSearch } from './search-vocabulary';

export { searchWords } from '@shop/domain';

/** What the search needs beyond the query: the exchange rates staff configured, if any. */
export interface SearchOptions {
  exchange?: ExchangeRates | null;
}

/** A list page, and the corrected words when its results are those of a corrected spelling. */
export interface SearchedPage extends ProductPage {
  correction?: string;
}

function filteredQuery(db: Db, filters: ProductFilters): ProductQuery {
  const match = wordMatcher(db.dialect);
  return db.kysely.selectFrom('products').where((eb) => eb.and(conditions(eb, filters, match)));
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

/**
 * One page of the filtered products in a sort order. The in-memory catalogue index answers
 * matches, counts and every order but by name (the database's collation orders names).
 */
async function sortedPage(
  db: Db,
  filters: ProductFilters,
  sort: ProductSort,
  limit: number,
  offset: number,
  exchange: ExchangeRates | null,
): Promise<ProductPage> {
  const index = await catalogueIndex(db);
  const slots = index.filtered(filters);
  if (sort === 'name') {
    const items = offset >= slots.length ? [] : await simplePage(filteredQuery(db, filters), 'name', limit, offset);
    return { items, total: slots.length };
  }
  const seqs =
    sort === 'price_asc' || sort === 'price_desc'
      ? index.byPrice(slots, sort === 'price_asc' ? 'asc' : 'desc', limit, offset, exchange)
      : sort === 'relevance' && filters.words.length > 0
        ? index.byRelevance(slots, filters.words, limit, offset)
        : index.newest(slots, limit, offset);
  return { items: await cardsBySeq(db.kysely, seqs), total: slots.length };
}

/**
 * GET /api/products/facets: counts for the filtered set, each facet counted with every filter
 * but its own (with Samsung picked, Apple still shows how many it would add).
 */
export async function productFacets(
  db: Db,
  query: ProductListQuery,
  { exchange = null }: SearchOptions = {},
): Promise<ProductFacets> {
  const empty: ProductFacets = { total: 0, inStock: 0, brands: [], categories: [], priceRanges: [] };
  const plan = query.search?.trim() ? await planSearch(db, query.search, query.asTyped) : undefined;
  if (plan && plan.words.length === 0) return empty;
  const filters = filtersOf(query, plan?.words ?? [], exchange);
  if (filters.category === null) return empty;
  return (await catalogueIndex(db)).facets(filters);
}

/** GET /api/products/suggest: the best few products for what is being typed, and the categories it reaches. */
export async function suggestProducts(db: Db, query: SuggestQuery): Promise<SuggestAnswer> {
  const plan = await planSearch(db, query.q, query.asTyped);
  if (plan.words.length === 0) return { products: [], categories: [] };
  const index = await catalogueIndex(db);
  const slots = index.filtered(filtersOf({ page: 1, limit: 1 }, plan.words, null));
  if (slots.length === 0) return { products: [], categories: [] };
  const items = await cardsBySeq(db.kysely, index.byRelevance(slots, plan.words, MAX_SUGGESTED_PRODUCTS, 0));
  return {
    products: items.map((item) => ({
      id: item.id,
      name: item.name,
      image: item.image,
      price: item.basePrice,
      currency: item.currency,
    })),
    categories: index.categoryCounts(slots),
    ...(plan.correction ? { correction: plan.correction } : {}),
  };
}
