import { type SelectQueryBuilder, sql } from 'kysely';
import { foldForSearch, type Language, type Product, type ProductPatch } from '@shop/domain';
import {
  type BulkChangeInput,
  bulkChangedValue,
  bulkStillApplies,
  importedStock,
  type ProductCsvRow,
  type StaffProductListQuery,
  type StaffProductPage,
  type StaffProductRow,
} from '@shop/domain/product-admin';
import type { Db, DbExecutor } from '../../db/database';
import type { Database } from '../../db/schema';
import { httpError } from '../../errors';
import { getProduct } from './reads';
import { lockProducts } from './stock';
import { type Actor, updateProduct } from './writes';

/**
 * The staff's view of the catalogue: a filtered, sorted page read straight from the database
 * (every filter and sort has an index: category, stock, english_missing, price, name), so a
 * product staff just saved or sold shows its new stock at once. Bulk changes and imports go
 * through `updateProduct`, the same write the edit form's save uses, inside one transaction,
 * and each product they change is recorded in the audit under the staff member who did it.
 */

export type StaffFilters = Omit<StaffProductListQuery, 'sort' | 'page' | 'limit'>;

const ROW_COLUMNS = [
  'id',
  'name',
  'name_en',
  'brand',
  'category',
  'images',
  'base_price',
  'currency',
  'stock',
  'english_missing',
  'version',
  'created_at',
] as const;

function filtered<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  filters: StaffFilters,
  lowStockThreshold: number,
): SelectQueryBuilder<Database, 'products', O> {
  let q = query;
  // Words are folded as search_text is, so 'bateria' finds 'Batería'; LIKE's own wildcards are taken out.
  for (const word of foldForSearch(filters.search ?? '')
    .split(' ')
    .filter(Boolean)) {
    q = q.where('search_text', 'like', `%${word.replace(/[%_\\]/g, '')}%`);
  }
  if (filters.category) q = q.where('category', '=', filters.category);
  if (filters.brand) q = q.where(sql`lower(brand)`, '=', filters.brand.toLowerCase());
  if (filters.stock === 'out') q = q.where('stock', '<=', 0);
  if (filters.stock === 'low') q = q.where('stock', '>=', 1).where('stock', '<=', lowStockThreshold);
  if (filters.stock === 'in') q = q.where('stock', '>', lowStockThreshold);
  if (filters.missingEnglish === true) q = q.where('english_missing', '>', 0);
  if (filters.missingEnglish === false) q = q.where('english_missing', '=', 0);
  return q;
}

function sorted<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  sort: StaffProductListQuery['sort'],
  language: Language,
): SelectQueryBuilder<Database, 'products', O> {
  // The name staff read: the English one on an English page, where the product has one.
  const name = language === 'en' ? sql`lower(case when name_en <> '' then name_en else name end)` : sql`lower(name)`;
  switch (sort) {
    case 'name':
      return query.orderBy(name, 'asc').orderBy('seq', 'asc');
    case 'name_desc':
      return query.orderBy(name, 'desc').orderBy('seq', 'desc');
    // Prices of different currencies are never compared: each currency's products sit together.
    case 'price':
      return query.orderBy('currency', 'asc').orderBy('base_price', 'asc').orderBy('seq', 'asc');
    case 'price_desc':
      return query.orderBy('currency', 'asc').orderBy('base_price', 'desc').orderBy('seq', 'desc');
    case 'stock':
      return query.orderBy('stock', 'asc').orderBy('seq', 'asc');
    case 'stock_desc':
      return query.orderBy('stock', 'desc').orderBy('seq', 'desc');
    case 'oldest':
      return query.orderBy('created_at', 'asc').orderBy('seq', 'asc');
    case 'newest':
      return query.orderBy('created_at', 'desc').orderBy('seq', 'desc');
  }
}

type RowColumns = Pick<Database['products'], (typeof ROW_COLUMNS)[number]>;
function toStaffRow(row: { [K in keyof RowColumns]: unknown }): StaffProductRow {
  const images = JSON.parse(String(row.images)) as string[];
  return {
    id: String(row.id),
    name: String(row.name),
    name_en: String(row.name_en),
    brand: String(row.brand),
    category: row.category as StaffProductRow['category'],
    image: images[0] ?? '',
    basePrice: Number(row.base_price),
    currency: row.currency as StaffProductRow['currency'],
    stock: Number(row.stock),
    missingEnglish: Number(row.english_missing),
    version: Number(row.version),
    createdAt: String(row.created_at),
  };
}

export async function staffProductPage(
  db: Db,
  query: StaffProductListQuery,
  language: Language,
  lowStockThreshold: number,
): Promise<StaffProductPage> {
  const base = db.kysely.selectFrom('products');
  const [rows, count] = await Promise.all([
    sorted(filtered(base.select(ROW_COLUMNS), query, lowStockThreshold), query.sort, language)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    filtered(
      base.select((eb) => eb.fn.countAll<number | string>().as('count')),
      query,
      lowStockThreshold,
    ).executeTakeFirstOrThrow(),
  ]);
  return { products: rows.map(toStaffRow), total: Number(count.count), lowStockThreshold };
}

/** Every product the filters match, in the list's order (the CSV export). */
export async function staffProductRows(
  db: Db,
  query: StaffProductListQuery,
  language: Language,
  lowStockThreshold: number,
): Promise<StaffProductRow[]> {
  const rows = await sorted(
    filtered(db.kysely.selectFrom('products').select(ROW_COLUMNS), query, lowStockThreshold),
    query.sort,
    language,
  ).execute();
  return rows.map(toStaffRow);
}

/** Why one product's save inside a batch stored nothing, as the error that rolls the batch back. */
function refusedSave(result: Exclude<Awaited<ReturnType<typeof updateProduct>>, { updated: true }>, path: string) {
  if (result.reason === 'not-found')
    return httpError('PRODUCT_NOT_FOUND', { details: [{ path, code: 'product.notFound' }] });
  return httpError('PRODUCT_CHANGED', { details: [{ path, code: 'product.changed' }] });
}

/**
 * Applies one change to every product named, each as staff previewed it, in one transaction: a
 * product that no longer takes it (412: `bulkStillApplies`), gone (404) or taken out of range
 * (400) rolls every other back, and the error names it by its place in the body.
 */
export async function applyBulkChange(db: Db, change: BulkChangeInput, actor: Actor): Promise<Product[]> {
  return db.transaction(async (trx) => {
    // Every row locked first, in id order (stock.ts), a single one too: staff's list orders the
    // body otherwise, the first save's trigger takes the catalogue version, which an order holding
    // the next waits for; and the version read below is then the one saved over.
    await lockProducts(
      trx,
      db.dialect,
      change.products.map((product) => product.id),
    );
    const saved: Product[] = [];
    for (const [index, previewed] of change.products.entries()) {
      const { id } = previewed;
      const path = `body.products.${index}`;
      const product = await getProduct(trx, id);
      if (!product) throw httpError('PRODUCT_NOT_FOUND', { details: [{ path, code: 'product.notFound' }] });
      if (!bulkStillApplies(product, change, previewed))
        throw httpError('PRODUCT_CHANGED', { details: [{ path, code: 'product.changed' }] });
      const result = bulkChangedValue(product, change);
      if (!result.ok) {
        throw httpError('PRODUCT_BULK_OUT_OF_RANGE', {
          params: { value: result.value },
          details: [{ path, code: 'productAdmin.bulk.outOfRange', params: { value: result.value }, productId: id }],
        });
      }
      const patch: Omit<ProductPatch, 'version'> =
        change.field === 'price' ? { basePrice: result.value } : { stock: result.value };
      // The row is locked: the version read above is the one saved over.
      const update = await updateProduct(trx, id, patch, { expectedVersion: product.version, mayEmpty: true, actor });
      if (!update.updated) throw refusedSave(update, path);
      saved.push(update.product);
    }
    return saved;
  });
}

/**
 * Applies an import's rows (already read and checked whole) in one transaction; an unknown id
 * rolls it all back. Each changed product is recorded in the audit under the staff member who imported.
 * The stock moves by what the file changed against its `stock_at_export` (`importedStock`), from
 * the stock read here with the rows locked: an order cannot take units between that read and the save.
 */
export async function applyProductImport(db: Db, rows: readonly ProductCsvRow[], actor: Actor): Promise<number> {
  return db.transaction(async (trx: DbExecutor) => {
    // As a bulk change: every row locked first, in id order (stock.ts), here by the read of the
    // stock written back from; SQLite's transactions run one at a time.
    const ids = [...new Set(rows.map((row) => row.id))].sort();
    let read = trx.selectFrom('products').select(['id', 'stock']).where('id', 'in', ids).orderBy('id');
    if (db.dialect === 'postgres') read = read.forUpdate();
    const stockNow = new Map((await read.execute()).map((product) => [product.id, Number(product.stock)]));
    let changed = 0;
    for (const { row, id, stock, stockAtExport, ...fields } of rows) {
      const current = stockNow.get(id);
      const update =
        current === undefined
          ? ({ updated: false } as const)
          : await updateProduct(
              trx,
              id,
              stock === stockAtExport ? fields : { ...fields, stock: importedStock({ stock, stockAtExport }, current) },
              { mayEmpty: true, actor },
            );
      if (!update.updated) {
        throw httpError('PRODUCT_IMPORT_INVALID', {
          params: { row, field: 'id' },
          details: [{ path: `csv.${row}.id`, code: 'productAdmin.csv.invalid', params: { row, field: 'id' } }],
        });
      }
      // The same product twice in a file: its second row moves the stock the first one left.
      stockNow.set(id, update.product.stock);
      changed += 1;
    }
    return changed;
  });
}
