import type { Kysely } from 'kysely';
import { canonicalCategory, foldForSearch, type ProductListQuery } from '@shop/domain';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type ProductPage, productsIn, sortedPage } from './listing';
import { searchPostgres } from './search-postgres';
import { searchSqlite } from './search-sqlite';

/**
 * The words of a search: folded, letters and digits only. Each must begin a
 * word of the product's name, descriptions or brand ('cam' finds 'Cámara').
 */
export function searchWords(search: string): string[] {
  return (foldForSearch(search).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/**
 * One page of the catalogue: a category (or all), a search (each word matched as a prefix
 * by the dialect's own index: SQLite FTS5 or PostgreSQL's tsvector), a sort, a page.
 */
export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const wantsCategory =
    query.category !== undefined && query.category.trim() !== '' && query.category.trim().toLowerCase() !== 'all';
  const category = wantsCategory ? canonicalCategory(query.category!) : undefined;
  const words = query.search ? searchWords(query.search) : [];
  // An unknown category, or a search with nothing searchable in it, matches nothing (not an error:
  // shared links must not break).
  if ((wantsCategory && !category) || (query.search?.trim() && words.length === 0)) return { items: [], total: 0 };

  const offset = (query.page - 1) * query.limit;
  if (words.length === 0) return listAll(db.kysely, category, query, offset);
  const search = db.dialect === 'sqlite' ? searchSqlite : searchPostgres;
  return search(db.kysely, { words, category, query, offset });
}

/** No search: the category's products (or all), counted and paged. */
async function listAll(
  kysely: Kysely<Database>,
  category: string | undefined,
  query: ProductListQuery,
  offset: number,
): Promise<ProductPage> {
  const byCategory = productsIn(kysely, category);
  const countRow = await byCategory.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  if (offset >= total) return { items: [], total };
  return { items: await sortedPage(byCategory, query, offset), total };
}
