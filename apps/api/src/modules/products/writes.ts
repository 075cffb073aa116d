import { randomUUID } from 'node:crypto';
import { isProductId, type Product, type ProductData } from '@shop/domain';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import { type ProductRow, toProduct, toRow } from './rows';

/**
 * The admin's writes to the catalogue. Each runs on the database or inside the
 * caller's transaction; the catalogue version triggers fire either way.
 */

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
