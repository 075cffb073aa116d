import { CATEGORIES, isProductId, type Product } from '@shop/domain';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import { toProduct } from './rows';

/** One product with every field; undefined for an unknown id (or one that cannot be an id). */
export async function getProduct(db: Db | DbExecutor, id: string): Promise<Product | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await executorOf(db).selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toProduct(row) : undefined;
}

/** The five categories with their product counts (zero for an empty one). */
export async function categoryCounts(db: Db | DbExecutor): Promise<{ name: string; slug: string; count: number }[]> {
  const rows = await executorOf(db)
    .selectFrom('products')
    .select(['category', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('category')
    .execute();
  const counts = new Map(rows.map((r) => [r.category, Number(r.count)]));
  return CATEGORIES.map((name) => ({ name, slug: name.toLowerCase(), count: counts.get(name) ?? 0 }));
}
