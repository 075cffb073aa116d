import { randomUUID } from 'node:crypto';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import {
  CATEGORIES,
  canonicalCategory,
  foldForSearch,
  isProductId,
  type Product,
  type ProductData,
  type ProductListQuery,
  type ProductSummary,
} from '@shop/domain';
import type { Db } from '../../db/database';
import type { Database, ProductsTable } from '../../db/schema';

type ProductRow = Omit<ProductsTable, 'seq'>;

const SUMMARY_COLUMNS = [
  'id', 'name', 'description', 'description_en', 'brand', 'category', 'base_price', 'currency',
  'stock', 'images', 'variant_type', 'created_at',
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

/** Words shorter than a trigram cannot use the index; they are matched by LIKE instead. */
const MIN_INDEXED_WORD = 3;

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every word of the search must occur in the folded text (in any order).
 * SQLite answers indexed words from the FTS5 trigram table; PostgreSQL's
 * trigram GIN index serves the LIKE itself.
 */
function matchesSearch(db: Db, words: string[]) {
  return (eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    const indexed = db.dialect === 'sqlite' ? words.filter((w) => w.length >= MIN_INDEXED_WORD) : [];
    if (indexed.length > 0) {
      const phrase = indexed.map((w) => `"${w.replace(/"/g, '""')}"`).join(' AND ');
      conditions.push(
        eb('products.seq', 'in', sql<number>`(select rowid from products_search where products_search match ${phrase})`),
      );
    }
    for (const word of words) {
      if (indexed.includes(word)) continue;
      conditions.push(sql<SqlBool>`products.search_text like ${likePattern(word)} escape '\\'`);
    }
    return eb.and(conditions);
  };
}

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

export async function listProducts(db: Db, query: ProductListQuery): Promise<ProductPage> {
  const words = query.search ? foldForSearch(query.search).split(' ').filter(Boolean).slice(0, 10) : [];
  let filtered = db.kysely.selectFrom('products');
  if (query.category && query.category.trim() !== '' && query.category.toLowerCase() !== 'all') {
    // An unknown category matches nothing rather than being an error: shared links must not break.
    filtered = filtered.where('category', '=', canonicalCategory(query.category) ?? '');
  }
  if (words.length > 0) filtered = filtered.where(matchesSearch(db, words));

  const countRow = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst();
  const total = Number(countRow?.total ?? 0);
  const offset = (query.page - 1) * query.limit;
  if (total === 0 || offset >= total) return { items: [], total };

  let ordered = filtered.select(SUMMARY_COLUMNS);
  switch (query.sort) {
    case 'price_asc':
      ordered = ordered.orderBy('base_price', 'asc');
      break;
    case 'price_desc':
      ordered = ordered.orderBy('base_price', 'desc');
      break;
    case 'name':
      ordered = ordered.orderBy('name', 'asc');
      break;
    case 'newest':
      ordered = ordered.orderBy('created_at', 'desc');
      break;
  }
  const rows = await ordered.orderBy('id', 'asc').limit(query.limit).offset(offset).execute();
  return { items: rows.map(toSummary), total };
}

export async function getProduct(db: Db, id: string): Promise<Product | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await db.kysely.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export interface NewProduct {
  data: ProductData;
  id?: string;
  createdAt?: string;
}

/** Inserts products in multi-row statements (the seed and the search benchmark load many at once). */
export async function createProducts(db: Db, products: NewProduct[]): Promise<Product[]> {
  const now = new Date().toISOString();
  const rows: ProductRow[] = products.map(({ data, id, createdAt }) => ({
    ...toRow(data),
    id: id ?? randomUUID(),
    created_at: createdAt ?? now,
    updated_at: now,
  }));
  const CHUNK = 200; // well under both databases' limits on bound parameters
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.kysely.insertInto('products').values(rows.slice(start, start + CHUNK)).execute();
  }
  return rows.map(toProduct);
}

export async function createProduct(db: Db, data: ProductData): Promise<Product> {
  const [product] = await createProducts(db, [{ data }]);
  return product!;
}

export async function updateProduct(db: Db, id: string, data: ProductData): Promise<Product | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await db.kysely
    .updateTable('products')
    .set({ ...toRow(data), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

export async function deleteProduct(db: Db, id: string): Promise<boolean> {
  if (!isProductId(id)) return false;
  const result = await db.kysely.deleteFrom('products').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function categoryCounts(db: Db): Promise<{ name: string; slug: string; count: number }[]> {
  const rows = await db.kysely
    .selectFrom('products')
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('category')
    .execute();
  const counts = new Map(rows.map((r) => [r.category, Number(r.count)]));
  return CATEGORIES.map((name) => ({ name, slug: name.toLowerCase(), count: counts.get(name) ?? 0 }));
}
