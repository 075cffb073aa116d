import {
  cataloguePlan,
  type ExchangeRates,
  listedPrice,
  MAX_SUGGESTED_PRODUCTS,
  type ProductFacets,
  type Product,
  type ProductListQuery,
  type ProductSummary,
  type SuggestAnswer,
  type SuggestQuery,
  suggestionPlan,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { catalogueIndex } from './catalogue-index';
import { cardsBySeq, productsBySeq } from './rows';

export { searchWords } from '@shop/domain';

/**
 * The catalogue's list, facets and suggestions. Each request takes the same path: its query
 * becomes a plan (the domain's `cataloguePlan`), the in-memory catalogue index answers the plan
 * (matches, counts, order, page), and the page's cards are read from the database (rows.ts).
 */

/** What the search needs beyond the query: the exchange rates staff configured, if any. */
export interface SearchOptions {
  exchange?: ExchangeRates | null;
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

/** A list page, and the corrected words when its results are those of a corrected spelling. */
export interface SearchedPage extends ProductPage {
  correction?: string;
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
  const plan = cataloguePlan(query, exchange);
  const { seqs, total, correction } = (await catalogueIndex(db)).list(plan);
  const items = await cardsBySeq(db.kysely, seqs);
  return correction ? { items, total, correction } : { items, total };
}

/**
 * The unpaged list (the specification's "all products"): the products of the same query in the
 * full shape, `limit` of them from `offset`, in the list's order (newest first unless searched
 * or sorted otherwise).
 */
export async function listFullProducts(
  db: Db,
  query: ProductListQuery,
  { offset, limit }: { offset: number; limit: number },
  { exchange = null }: SearchOptions = {},
): Promise<{ items: Product[]; total: number; correction?: string }> {
  const plan = { ...cataloguePlan(query, exchange), offset, limit };
  const { seqs, total, correction } = (await catalogueIndex(db)).list(plan);
  const items = await productsBySeq(db.kysely, seqs);
  return correction ? { items, total, correction } : { items, total };
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
  return (await catalogueIndex(db)).facets(cataloguePlan(query, exchange));
}

/** GET /api/products/suggest: the best few products for what is being typed, and the categories it reaches. */
export async function suggestProducts(db: Db, query: SuggestQuery): Promise<SuggestAnswer> {
  const plan = suggestionPlan(query.q, query.asTyped, MAX_SUGGESTED_PRODUCTS);
  const { seqs, categories, correction } = (await catalogueIndex(db)).suggest(plan);
  const items = await cardsBySeq(db.kysely, seqs);
  return {
    products: items.map((item) => {
      // The card's price, so that a suggestion and the card it leads to say the same.
      const listed = listedPrice(item);
      return {
        id: item.id,
        name: item.name,
        name_en: item.name_en,
        image: item.image,
        price: listed.amount,
        from: listed.from,
        currency: item.currency,
      };
    }),
    categories,
    ...(correction ? { correction } : {}),
  };
}
