import { CATEGORIES, type Currency, isProductId, type Product } from '@shop/domain';
import type { Selectable } from 'kysely';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import type { ProductsTable } from '../../db/schema';
import { catalogueChanges, type ChangeMark } from './catalogue-index';
import { catalogueVersion } from './list-cache';
import { toProduct } from './rows';

type ProductRow = Selectable<ProductsTable>;

/** One product with every field; undefined for an unknown id (or one that cannot be an id). */
export async function getProduct(db: Db | DbExecutor, id: string): Promise<Product | undefined> {
  if (!isProductId(id)) return undefined;
  const row = await readProductRow(executorOf(db), id);
  return row ? toProduct(row) : undefined;
}

function readProductRow(executor: DbExecutor, id: string): Promise<ProductRow | undefined> {
  return executor.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

interface KeptRow {
  row: ProductRow | undefined;
  /** Where the change log stood before the row was read. */
  mark: ChangeMark;
  /**
   * A catalogue version read before the row was last known to hold: while the catalogue still
   * has it, nothing changed since, and one cheap read says so (the log is caught up only after a
   * change, to tell whether it was this product's).
   */
  version: string;
}

/** How many products' rows are kept (the most recently read; about 2 kB each). */
const ROWS_KEPT = 2_000;

class ProductRows {
  private readonly kept = new Map<string, KeptRow>();
  private readonly reading = new Map<string, Promise<KeptRow>>();

  constructor(private readonly db: Db) {}

  async get(id: string): Promise<ProductRow | undefined> {
    // Read before the log is caught up: the log then holds every change the version counts.
    const version = await catalogueVersion(this.db);
    const kept = this.kept.get(id);
    if (kept?.version === version) return kept.row;
    const changes = await catalogueChanges(this.db);
    if (kept && !changes.changedSince(kept.row === undefined ? undefined : Number(kept.row.seq), kept.mark)) {
      kept.version = version;
      return kept.row;
    }
    // A read started once the log stood where it stands now (or later) sees every change this
    // caller came after: it is shared.
    const reading = this.reading.get(id);
    if (reading) {
      const read = await reading;
      if (read.mark.generation === changes.mark.generation && read.mark.lastChange >= changes.mark.lastChange)
        return read.row;
    }
    return (await this.read(id, changes.mark, version)).row;
  }

  private read(id: string, mark: ChangeMark, version: string): Promise<KeptRow> {
    const read = readProductRow(this.db.kysely, id).then((row) => {
      const kept = this.kept.get(id);
      // A slower read from an older standing must not replace a newer one.
      if (!kept || kept.mark.generation !== mark.generation || kept.mark.lastChange <= mark.lastChange) {
        this.kept.delete(id);
        // Oldest first: Map keeps insertion order.
        if (this.kept.size >= ROWS_KEPT) this.kept.delete(this.kept.keys().next().value!);
        this.kept.set(id, { row, mark, version });
      }
      return { row, mark, version };
    });
    this.reading.set(id, read);
    const forget = () => {
      if (this.reading.get(id) === read) this.reading.delete(id);
    };
    read.then(forget, forget);
    return read;
  }
}

const rowsNow = new WeakMap<Db, ProductRows>();

/**
 * A product's row as the catalogue stands now: kept until the catalogue's change log names the
 * product (an order of another product leaves it), so its readers — its API answer, and its
 * rendered page's rating, which a page's check asks for beside that answer
 * (storefront/page-cache.ts) — read the database only after it changed. The log is caught up at
 * each call (one read, shared with the catalogue index and with every caller meanwhile), so a
 * change committed before the call is never missed. Undefined for an unknown id.
 */
export async function productRowNow(db: Db, id: string): Promise<ProductRow | undefined> {
  if (!isProductId(id)) return undefined;
  let rows = rowsNow.get(db);
  if (!rows) rowsNow.set(db, (rows = new ProductRows(db)));
  return rows.get(id);
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
