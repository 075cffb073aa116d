import { randomUUID } from 'node:crypto';
import { type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import {
  CATEGORIES,
  canonicalCategory,
  foldForSearch,
  isProductId,
  type Product,
  type ProductData,
  type ProductListQuery,
  type ProductSort,
  type ProductSummary,
} from '@shop/domain';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import type { Database, ProductsTable } from '../../db/schema';

type ProductRow = Omit<ProductsTable, 'seq'>;

const SUMMARY_COLUMNS = [
  'id',
  'name',
  'description',
  'description_en',
  'brand',
  'category',
  'base_price',
  'currency',
  'stock',
  'images',
  'variant_type',
  'created_at',
] as const;

function toSummary(row: Pick<ProductRow, (typeof SUMMARY_COLUMNS)[number]>): ProductSummary {
  const images = JSON.parse(row.images) as string[];
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    description: row.description,
    description_en: row.description_en,
    brand: row.brand,
    basePrice: row.base_price,
    currency: row.currency as ProductSummary['currency'],
    stock: row.stock,
    category: row.category as ProductSummary['category'],
    images,
    image: images[0] ?? '',
    variantType: row.variant_type as ProductSummary['variantType'],
    createdAt: row.created_at,
  };
}

function toProduct(row: ProductRow): Product {
  return {
    ...toSummary(row),
    video: row.video ? (JSON.parse(row.video) as Product['video']) : null,
    features: JSON.parse(row.features) as Product['features'],
    models: JSON.parse(row.models) as Product['models'],
    defaultConfiguration: JSON.parse(row.default_configuration) as Product['defaultConfiguration'],
    specifications: JSON.parse(row.specifications) as Product['specifications'],
    advantages: JSON.parse(row.advantages) as string[],
    updatedAt: row.updated_at,
  };
}

function toRow(data: ProductData): Omit<ProductRow, 'id' | 'created_at' | 'updated_at'> {
  return {
    name: data.name,
    description: data.description,
    description_en: data.description_en,
    brand: data.brand,
    category: data.category,
    base_price: data.basePrice,
    currency: data.currency,
    stock: data.stock,
    images: JSON.stringify(data.images),
    video: data.video ? JSON.stringify(data.video) : null,
    variant_type: data.variantType,
    features: JSON.stringify(data.features),
    models: JSON.stringify(data.models),
    default_configuration: JSON.stringify(data.defaultConfiguration),
    specifications: JSON.stringify(data.specifications),
    advantages: JSON.stringify(data.advantages),
    search_text: foldForSearch([data.name, data.description, data.description_en, data.brand].join(' ')),
  };
}

/**
 * The words of a search: folded, letters and digits only. Each must begin a
 * word of the product's name, descriptions or brand ('cam' finds 'Cámara').
 */
export function searchWords(search: string): string[] {
  return (foldForSearch(search).match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

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

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const wantsCategory =
    query.category !== undefined && query.category.trim() !== '' && query.category.trim().toLowerCase() !== 'all';
  const category = wantsCategory ? canonicalCategory(query.category!) : undefined;
  const words = query.search ? searchWords(query.search) : [];
  // An unknown category, or a search with nothing searchable in it, matches nothing (not an error:
  // shared links must not break).
  if ((wantsCategory && !category) || (query.search?.trim() && words.length === 0)) return { items: [], total: 0 };

  const offset = (query.page - 1) * query.limit;
  if (words.length > 0 && db.dialect === 'sqlite') return listFromSqliteIndex(db, words, category, query, offset);

  const byCategory = productsIn(db.kysely, category);
  if (words.length === 0) {
    const countRow = await byCategory.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
    const total = Number(countRow?.total ?? 0);
    if (offset >= total) return { items: [], total };
    return { items: await sortedPage(byCategory, query, offset), total };
  }

  // PostgreSQL: every word as a prefix, against the GIN-indexed tsvector of search_text.
  const prefixes = sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
  // The planner overestimates prefix matches and counts them by reading every row's tsvector;
  // the GIN index counts the same rows three times faster, so the count is told to use it.
  const countRow = await db.kysely.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return productsIn(trx, category)
      .where(sql<SqlBool>`search_vector @@ ${prefixes}`)
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirst();
  });
  const total = Number(countRow?.total ?? 0);
  if (offset >= total) return { items: [], total };
  // Many matches: the function form of @@ cannot use the GIN index, which leaves the planner the
  // sort's own index to walk, stopping after one page (the planner underestimates prefix matches).
  const match =
    total > WALK_SORT_INDEX_ABOVE
      ? sql<SqlBool>`ts_match_vq(search_vector, ${prefixes})`
      : sql<SqlBool>`search_vector @@ ${prefixes}`;
  return { items: await sortedPage(byCategory.where(match), query, offset), total };
}

function productsIn(kysely: Kysely<Database>, category: string | undefined): ProductQuery {
  const all = kysely.selectFrom('products');
  return category ? all.where('category', '=', category) : all;
}

/** One page of the filtered products, in the query's order, as cards. */
async function sortedPage(filtered: ProductQuery, query: ProductListQuery, offset: number): Promise<ProductSummary[]> {
  const rows = await sorted(filtered.select(SUMMARY_COLUMNS), query.sort).limit(query.limit).offset(offset).execute();
  return rows.map(toSummary);
}

/** Above this many matches, reading a sort index in order beats sorting the matches. */
const WALK_SORT_INDEX_ABOVE = 2_000;

/**
 * SQLite: the FTS5 index answers the count and, for newest-first pages, the
 * page itself (its row ids are insertion order), so a word found in tens of
 * thousands of products costs no table scan and no sort.
 */
async function listFromSqliteIndex(
  db: Db,
  words: string[],
  category: string | undefined,
  query: ProductListQuery,
  offset: number,
): Promise<ProductPage> {
  // Words hold only letters and digits, so quoting them cannot change the query's syntax.
  const terms = words.map((word) => `search_text : "${word}"*`);
  if (category) terms.push(`category : "${category.toLowerCase()}"`);
  const match = terms.join(' AND ');
  const matching = sql<number>`(select rowid from products_search where products_search match ${match})`;

  const countResult = await sql<{
    total: number;
  }>`select count(*) as total from products_search where products_search match ${match}`.execute(db.kysely);
  const total = Number(countResult.rows[0]?.total ?? 0);
  if (offset >= total) return { items: [], total };

  if (query.sort === 'newest') {
    const page = sql<number>`(select rowid from products_search where products_search match ${match} order by rowid desc limit ${query.limit} offset ${offset})`;
    const rows = await db.kysely
      .selectFrom('products')
      .select(SUMMARY_COLUMNS)
      .where('seq', 'in', page)
      .orderBy('seq', 'desc')
      .execute();
    return { items: rows.map(toSummary), total };
  }
  // Few matches: fetch them and sort. Many: walk the sort's index and keep the matching rows
  // ('+seq' stops SQLite from driving the query by the match list), which stops after one page.
  const seq = total > WALK_SORT_INDEX_ABOVE ? sql<number>`+products.seq` : sql<number>`products.seq`;
  return { items: await sortedPage(db.kysely.selectFrom('products').where(seq, 'in', matching), query, offset), total };
}

export async function getProduct(db: Db | DbExecutor, id: string): Promise<Product | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await executorOf(db).selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export interface NewProduct {
  data: ProductData;
  id?: string;
  createdAt?: string;
}

/** Inserts products in multi-row statements (the seed and the search benchmark load many at once). */
export async function createProducts(db: Db | DbExecutor, products: NewProduct[]): Promise<Product[]> {
  const now = new Date().toISOString();
  const rows: ProductRow[] = products.map(({ data, id, createdAt }) => ({
    ...toRow(data),
    id: id ?? randomUUID(),
    created_at: createdAt ?? now,
    updated_at: now,
  }));
  const CHUNK = 200; // well under both databases' limits on bound parameters
  for (let start = 0; start < rows.length; start += CHUNK) {
    await executorOf(db)
      .insertInto('products')
      .values(rows.slice(start, start + CHUNK))
      .execute();
  }
  return rows.map(toProduct);
}

export async function createProduct(db: Db | DbExecutor, data: ProductData): Promise<Product> {
  const [product] = await createProducts(db, [{ data }]);
  return product!;
}

export async function updateProduct(db: Db | DbExecutor, id: string, data: ProductData): Promise<Product | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await executorOf(db)
    .updateTable('products')
    .set({ ...toRow(data), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export async function deleteProduct(db: Db | DbExecutor, id: string): Promise<boolean> {
  if (!isProductId(id)) return false;
  const result = await executorOf(db).deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function categoryCounts(db: Db | DbExecutor): Promise<{ name: string; slug: string; count: number }[]> {
  const rows = await executorOf(db)
    .selectFrom('products')
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('category')
    .execute();
  const counts = new Map(rows.map((r) => [r.category, Number(r.count)]));
  return CATEGORIES.map((name) => ({ name, slug: name.toLowerCase(), count: counts.get(name) ?? 0 }));
}
