import { CATEGORIES, type Currency, isProductId, type Product } from '@shop/domain';
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

/** What selling a product needs of it: price, stock and what a sold line keeps of it. */
export interface ProductForSale {
  id: string;
  name: string;
  /** The English name; '' when the product has none yet. */
  name_en: string;
  image: string;
  basePrice: number;
  currency: Currency;
  stock: number;
  /** The components and, for a configurable product, the alternatives offered to shoppers. */
  features: Record<string, unknown>;
}

/** The products of `ids` that exist, by id (unknown and malformed ids are simply absent). */
export async function productsForSale(
  db: Db | DbExecutor,
  ids: readonly string[],
): Promise<Map<string, ProductForSale>> {
  const wanted = [...new Set(ids)].filter(isProductId);
  if (wanted.length === 0) return new Map();
  const rows = await executorOf(db)
    .selectFrom('products')
    .select(['id', 'name', 'name_en', 'images', 'base_price', 'currency', 'stock', 'features'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        name_en: row.name_en,
        image: (JSON.parse(row.images) as string[])[0] ?? '',
        basePrice: row.base_price,
        currency: row.currency as Currency,
        stock: row.stock,
        features: JSON.parse(row.features) as Record<string, unknown>,
      },
    ]),
  );
}
