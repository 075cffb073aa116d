import { randomUUID } from 'node:crypto';
import { Kysely, sql } from 'kysely';
import {
  changedFields,
  fieldsAPatchWouldEmpty,
  type GuardedProductField,
  isProductId,
  offersChoices,
  type Product,
  type ProductData,
  type ProductPatch,
} from '@shop/domain';
import { withCatalogueNames } from '@shop/domain/catalogues';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import { type AuditRecord, recordAudit } from '../audit';
import { tellIfBackInStock } from '../stock-alerts';
import { type ProductRow, storedDeviceType, toProduct, toRow } from './rows';

/** The member of staff a write is recorded under (audit); the seed and tests write without one. */
export type Actor = AuditRecord['actor'];

/**
 * Runs `work` where its change and its record entry commit together: in the caller's transaction,
 * or in a new one when given the database.
 */
function inTransaction<T>(db: Db | DbExecutor, work: (executor: DbExecutor) => Promise<T>): Promise<T> {
  return db instanceof Kysely ? work(db) : db.transaction(work);
}

/** What a record entry keeps of a whole product (the rest changes with edits, recorded field by field). */
const recordedProduct = (product: Product) => ({
  name: product.name,
  brand: product.brand,
  category: product.category,
  basePrice: product.basePrice,
  currency: product.currency,
  stock: product.stock,
});

/** A product's fields as compared for a record entry: the bookkeeping ones left out. */
function comparable(product: Product): Record<string, unknown> {
  const { _id, id: _id2, createdAt: _created, updatedAt: _updated, version: _version, ...fields } = product;
  return fields;
}

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
    ...toRow(catalogueNamed(data)),
    id: id ?? randomUUID(),
    created_at: createdAt ?? now,
    updated_at: now,
    version: 1,
    rating_sum: 0,
    rating_count: 0,
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

export async function createProduct(db: Db | DbExecutor, data: ProductData, actor?: Actor): Promise<Product> {
  if (!actor) return (await createProducts(db, [{ data }]))[0]!;
  return inTransaction(db, async (trx) => {
    const [product] = await createProducts(trx, [{ data }]);
    await recordAudit(trx, {
      actor,
      kind: 'product.create',
      subjectId: product!.id,
      subjectLabel: product!.name,
      before: null,
      after: recordedProduct(product!),
    });
    return product!;
  });
}

/** What a save did: the product as stored, or why nothing was stored. */
export type ProductUpdate =
  | { updated: true; product: Product }
  | { updated: false; reason: 'not-found' }
  | { updated: false; reason: 'changed'; currentVersion: number }
  | { updated: false; reason: 'busy' }
  | { updated: false; reason: 'would-empty'; fields: GuardedProductField[] }
  | { updated: false; reason: 'nothing-to-choose' };

export interface UpdateOptions {
  /** The version the client loaded (If-Match or the body's): the save is refused when the product has moved on. */
  expectedVersion?: number;
  /**
   * Whether the caller has seen the product (it sent If-Match): only then may the save empty a
   * guarded field (features, models, defaultConfiguration) that holds something.
   */
  mayEmpty?: boolean;
  /** Staff's save: recorded (the changed fields before and after) in the save's transaction. */
  actor?: Actor;
}

/**
 * How long a save without a version, inside a caller's transaction (where it cannot lock the
 * row), keeps merging again when other writes slip in between its read and its write; then 409.
 */
const MERGE_BUDGET_MS = 5_000;

/**
 * Applies a partial product: the fields `patch` holds replace the stored ones, every other
 * field keeps its value. With `expectedVersion` (the version the client loaded, from If-Match
 * or the body) the save is refused when the product has moved on since. Unless `mayEmpty`, a
 * patch that would empty a guarded field holding something is refused and nothing is stored.
 *
 * Race-free without locks: the merged row is written by one conditional UPDATE whose WHERE
 * clause requires the version the merge was made from, and which raises it. Of two saves made
 * from the same version exactly one matches; the other updates nothing and is told why. A save
 * without a version that loses such a race merges again on the newer row.
 */
export async function updateProduct(
  db: Db | DbExecutor,
  id: string,
  patch: Omit<ProductPatch, 'version'>,
  options: UpdateOptions = {},
): Promise<ProductUpdate> {
  const { expectedVersion, mayEmpty = false, actor } = options;
  if (!isProductId(id)) return { updated: false, reason: 'not-found' };
  // Staff's save is recorded in its own transaction, the audit entry with it; a stock change too,
  // as it may write the product's back-in-stock mails.
  if ((actor || patch.stock !== undefined) && !(db instanceof Kysely))
    return db.transaction((trx) => updateProduct(trx, id, patch, options));
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    // After two lost races a save without a version reads the row locked (FOR UPDATE, in a
    // transaction; SQLite's transactions run one at a time anyway): nothing can slip in
    // between its read and its write, so it applies. Optimistic first: no lock in the common case.
    const locked = expectedVersion === undefined && attempt > 2 && !(db instanceof Kysely);
    const outcome = locked
      ? await db.transaction((trx) => mergeOnce(trx, db.dialect === 'postgres'))
      : await mergeOnce(executorOf(db), false);
    if (outcome !== 'lost') return outcome;
    if (expectedVersion !== undefined) {
      const now = await executorOf(db).selectFrom('products').select('version').where('id', '=', id).executeTakeFirst();
      return now
        ? { updated: false, reason: 'changed', currentVersion: now.version }
        : { updated: false, reason: 'not-found' };
    }
    // Only a save inside a caller's transaction can still lose (it cannot take the lock itself).
    if (Date.now() - started > MERGE_BUDGET_MS) return { updated: false, reason: 'busy' };
  }

  /** One read, merge and conditional write; 'lost' when another write changed the row in between. */
  async function mergeOnce(executor: DbExecutor, forUpdate: boolean): Promise<ProductUpdate | 'lost'> {
    const read = executor.selectFrom('products').selectAll().where('id', '=', id);
    const stored = await (forUpdate ? read.forUpdate() : read).executeTakeFirst();
    if (!stored) return { updated: false, reason: 'not-found' };
    if (expectedVersion !== undefined && stored.version !== expectedVersion) {
      return { updated: false, reason: 'changed', currentVersion: stored.version };
    }
    const {
      _id,
      id: _id2,
      image: _image,
      createdAt: _created,
      updatedAt: _updated,
      version: _version,
      ...current
    } = toProduct(stored);
    const emptied = mayEmpty ? [] : fieldsAPatchWouldEmpty(current, patch);
    if (emptied.length > 0) return { updated: false, reason: 'would-empty', fields: emptied };
    // The device type the row declares, not the answer's (which falls back on the category's):
    // a product that declares none keeps following its category when the patch changes it.
    const merged: ProductData = { ...current, deviceType: storedDeviceType(stored), ...definedFields(patch) };
    // Features the save sends are named by the catalogue; stored ones are left as they are.
    if (patch.features !== undefined) merged.features = withCatalogueNames(merged.features);
    // English specifications follow their Spanish keys: a kept one whose key the patch removed goes.
    if (patch.specifications_en === undefined) delete merged.specifications_en;
    // A configurable product must offer a choice (the input schema's rule, on the merged product;
    // checked when the patch touches either field, so an older row's other fields stay editable).
    const touchesChoice = patch.variantType !== undefined || patch.features !== undefined;
    if (touchesChoice && merged.variantType === 'CONFIGURABLE' && !offersChoices(merged.features)) {
      return { updated: false, reason: 'nothing-to-choose' };
    }
    const row = await executor
      .updateTable('products')
      .set({ ...toRow(merged, stored), updated_at: new Date().toISOString(), version: sql<number>`version + 1` })
      .where('id', '=', id)
      .where('version', '=', stored.version)
      .returningAll()
      .executeTakeFirst();
    if (!row) return 'lost';
    const product = toProduct(row);
    // Back from none to some, by whichever path staff raised it: the waiting addresses are told.
    await tellIfBackInStock(executor, stored.stock, row);
    if (actor) {
      await recordAudit(executor, {
        actor,
        kind: 'product.update',
        subjectId: id,
        subjectLabel: product.name,
        ...changedFields(comparable(toProduct(stored)), comparable(product)),
      });
    }
    return { updated: true, product };
  }
}

/**
 * The product with its catalogue components named by the catalogue, in both languages, whatever
 * language the picker answered them in to the member of staff who chose them.
 */
function catalogueNamed(data: ProductData): ProductData {
  return data.features ? { ...data, features: withCatalogueNames(data.features) } : data;
}

/** The fields a patch holds (a key present with `undefined` is no field: JSON has no such value). */
function definedFields<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export async function deleteProduct(db: Db | DbExecutor, id: string, actor?: Actor): Promise<boolean> {
  if (!isProductId(id)) return false;
  return inTransaction(db, async (trx) => {
    const deleted = await trx.deleteFrom('products').where('id', '=', id).returningAll().executeTakeFirst();
    if (deleted && actor) {
      const product = toProduct(deleted);
      await recordAudit(trx, {
        actor,
        kind: 'product.delete',
        subjectId: id,
        subjectLabel: product.name,
        before: recordedProduct(product),
        after: null,
      });
    }
    return deleted !== undefined;
  });
}
