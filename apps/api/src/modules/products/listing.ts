import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { ProductListQuery, ProductSort, ProductSummary } from '@shop/domain';
import type { Database } from '../../db/schema';
import { SUMMARY_COLUMNS, toSummary } from './rows';

/** What the list planners share: the page shape, the sort orders, and one sorted page of cards. */

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

/** What a dialect's search planner is asked: the folded words, the category, the page wanted. */
export interface ProductSearch {
  words: string[];
  category: string | undefined;
  query: ProductListQuery;
  offset: number;
}

/** Counts the products matching every word (and the category) and answers the page asked for. */
export type SearchPlanner = (kysely: Kysely<Database>, search: ProductSearch) => Promise<ProductPage>;

export type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** Above this many matches, reading a sort index in order beats sorting the matches. */
export const WALK_SORT_INDEX_ABOVE = 2_000;

/**
 * Every sort ends on seq, so pages never overlap or skip among equal keys; seq
 * runs in the same direction as the main key so one index serves the whole order.
 */
function sorted<T extends ProductQuery>(query: T, sort: ProductSort): T {
  switch (sort) {
    case 'price_asc':
      return query.orderBy('base_price', 'asc').orderBy('seq', 'asc') as T;
    case 'price_desc':
      return query.orderBy('base_price', 'desc').orderBy('seq', 'desc') as T;
    case 'name':
      return query.orderBy('name', 'asc').orderBy('seq', 'asc') as T;
    case 'newest':
      return query.orderBy('seq', 'desc') as T;
  }
}

export function productsIn(kysely: Kysely<Database>, category: string | undefined): ProductQuery {
  const all = kysely.selectFrom('products');
  return category ? all.where('category', '=', category) : all;
}

/** One page of the filtered products, in the query's order, as cards. */
export async function sortedPage(
  filtered: ProductQuery,
  query: ProductListQuery,
  offset: number,
): Promise<ProductSummary[]> {
  const rows = await sorted(filtered.select(SUMMARY_COLUMNS), query.sort).limit(query.limit).offset(offset).execute();
  return rows.map(toSummary);
}
