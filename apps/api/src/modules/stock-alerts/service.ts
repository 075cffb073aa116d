import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  addressInLanguage,
  isProductId,
  type Language,
  productName,
  productPath,
  STOCK_ALERTS_PER_HOUR,
  type StockAlert,
  type StockAlertInput,
} from '@shop/domain';
import type { Db, DbExecutor } from '../../db/database';
import { httpError } from '../../errors';
import { enqueueMail, renderStockAlertMail } from '../mail';

/**
 * Back-in-stock alerts. An address (a guest's too) asks to be told when a sold-out product is
 * back; the first write that raises the product's stock from none to some, whichever write path
 * it is (a product save, a bulk change, a CSV import, a cancelled order's units coming back),
 * closes every open alert of the product and writes each one mail into the outbox, in the same
 * transaction: the mail goes exactly when the stock change was stored, and once.
 */

/** Where the unsubscribe link of a stock alert leads (served by routes.ts, no app or sign-in needed). */
export const UNSUBSCRIBE_PATH = '/avisos-de-stock/baja';

/**
 * Records the alert, or finds the same address already waiting for the product (then nothing
 * changes: a repeat is harmless). Refused, nothing stored: an unknown product, one in stock, and
 * an address that asked for STOCK_ALERTS_PER_HOUR alerts within the last hour.
 */
export async function requestStockAlert(
  db: Db,
  productId: string,
  { email }: StockAlertInput,
  { language, baseUrl, now = new Date() }: { language: Language; baseUrl: string; now?: Date },
): Promise<StockAlert> {
  if (!isProductId(productId)) throw httpError('PRODUCT_NOT_FOUND');
  return db.transaction(async (trx) => {
    // Locked (PostgreSQL; SQLite runs one transaction at a time): a restock committing meanwhile
    // is seen, so no alert is left waiting for a product that is already back.
    const read = trx.selectFrom('products').select(['id', 'stock']).where('id', '=', productId);
    const product = await (db.dialect === 'postgres' ? read.forUpdate() : read).executeTakeFirst();
    if (!product) throw httpError('PRODUCT_NOT_FOUND');
    if (product.stock > 0) throw httpError('STOCK_ALERT_IN_STOCK');
    const waiting = await trx
      .selectFrom('stock_alerts')
      .select('seq')
      .where('product_id', '=', productId)
      .where('email', '=', email)
      .where('closed_at', 'is', null)
      .executeTakeFirst();
    if (waiting) return { productId, email, created: false };
    // One address's requests counted one at a time: two at once for different products would each
    // count nine and both insert (SQLite runs one transaction at a time already).
    if (db.dialect === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext(${`stock-alert:${email}`}))`.execute(trx);
    const since = new Date(now.getTime() - 60 * 60 * 1000).toISOString();
    const recent = await trx
      .selectFrom('stock_alerts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= STOCK_ALERTS_PER_HOUR) throw httpError('STOCK_ALERT_TOO_MANY');
    await trx
      .insertInto('stock_alerts')
      .values({
        product_id: productId,
        email,
        language,
        base_url: baseUrl.replace(/\/+$/, ''),
        token: randomBytes(24).toString('base64url'),
        created_at: now.toISOString(),
        closed_at: null,
        closed_reason: null,
      })
      .execute();
    return { productId, email, created: true };
  });
}

/**
 * Called by every write that changes a product's stock, inside its transaction, with the stock
 * before and the row after: when it went from none to some, tells the waiting addresses.
 */
export async function tellIfBackInStock(
  trx: DbExecutor,
  stockBefore: number,
  product: { id: string; name: string; name_en?: string | null; stock: number },
): Promise<void> {
  if (stockBefore <= 0 && product.stock > 0) await sendStockAlerts(trx, product);
}

/**
 * For a product whose stock went from none to some, inside the write's transaction:
 * closes the product's open alerts and writes each its mail. The conditional update claims each
 * alert once, however many writes race (the loser's update finds none open). Returns how many went.
 */
export async function sendStockAlerts(
  trx: DbExecutor,
  product: { id: string; name: string; name_en?: string | null },
  now: Date = new Date(),
): Promise<number> {
  const claimed = await trx
    .updateTable('stock_alerts')
    .set({ closed_at: now.toISOString(), closed_reason: 'notified' })
    .where('product_id', '=', product.id)
    .where('closed_at', 'is', null)
    .returning(['email', 'language', 'base_url', 'token'])
    .execute();
  for (const alert of claimed) {
    const language = alert.language;
    const mail = renderStockAlertMail(
      {
        productName: productName({ name: product.name, name_en: product.name_en ?? '' }, language).text,
        productUrl: `${alert.base_url}${addressInLanguage(productPath(product.id), language)}`,
        unsubscribeUrl: `${alert.base_url}${UNSUBSCRIBE_PATH}?token=${alert.token}`,
      },
      language,
    );
    await enqueueMail(trx, { kind: 'stock-alert', to: alert.email, language, ...mail }, now);
  }
  return claimed.length;
}

/** The address and language an unsubscribe token belongs to; undefined for an unknown token. */
export async function alertOfToken(db: Db, token: string): Promise<{ email: string; language: Language } | undefined> {
  if (!/^[\w-]{16,64}$/.test(token)) return undefined;
  return db.kysely
    .selectFrom('stock_alerts')
    .select(['email', 'language'])
    .where('token', '=', token)
    .executeTakeFirst();
}

/** Closes every open alert of the token's address (the mail said 'no more stock alerts'). Idempotent. */
export async function unsubscribe(db: Db, email: string, now: Date = new Date()): Promise<void> {
  await db.kysely
    .updateTable('stock_alerts')
    .set({ closed_at: now.toISOString(), closed_reason: 'unsubscribed' })
    .where('email', '=', email)
    .where('closed_at', 'is', null)
    .execute();
}
