import { createHash, randomUUID } from 'node:crypto';
import {
  shortOrderId,
  type CartCheckLine,
  type MailOutboxEntry,
  type Order,
  type OrderPage,
  type OrderRequest,
  type OrderStatus,
  type Language,
  type OrderStatusChange,
  SHOPPER_CANCELLABLE,
  type StaffOrderFilter,
  type StaffOrderListQuery,
  fulfilmentOf,
  chosenOptionNames,
  isMailId,
  isOrderId,
  isStaff,
  lineKey,
  nextStatuses,
  orderSearchTerms,
  orderTotals,
  priceLine,
  statusesBefore,
} from '@shop/domain';
import { type Db, type DbExecutor, type Dialect, executorOf } from '../../db/database';
import type { Database, UsersTable } from '../../db/schema';
import type { Expression, ExpressionBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import { HttpError, type HttpErrorDetailInput, httpError } from '../../errors';
import { recordAudit } from '../audit';
import { copyOrderMail, enqueueOrderMail, mailsAboutOrder, orderMailRow } from '../mail';
import {
  type ProductForSale,
  lockCatalogueVersion,
  productsForSale,
  returnStocks,
  takeStocks,
  unitsPerProduct,
} from '../products';
import { rememberLanguage } from '../users';
import { type OrderContext, orderDeliveryColumns } from './delivery';
import { type OrderReader, assembleOrders, orderHeads, orderLineOf, orderOf, storedOptions } from './records';

/**
 * Orders: one transaction prices every line from the database (never from the request),
 * takes the stock of each product with one conditional statement, and stores the order,
 * its lines and its totals per currency; any refusal rolls all of it back. Reading stored
 * orders back into the domain's shape is records.ts's.
 */

/** The hash of what was asked for: a retried request with the same key must ask for the same. */
function requestHash(request: OrderRequest): string {
  const lines: unknown[] = request.items.map((item) => [lineKey(item.productId, item.selectedOptions), item.quantity]);
  if (request.delivery) lines.push(request.delivery);
  return createHash('sha256').update(JSON.stringify(lines)).digest('hex');
}

interface PricedLine {
  position: number;
  product: ProductForSale;
  selectedOptions: Record<string, unknown>;
  quantity: number;
  unitPriceCents: number;
}

/** Prices each line from the product as stored; refuses options a product does not offer or that do not fit. */
export function priceLines(request: OrderRequest, products: Map<string, ProductForSale>) {
  const priced: PricedLine[] = [];
  const gone: HttpErrorDetailInput[] = [];
  const notOffered: HttpErrorDetailInput[] = [];
  const incompatible: HttpErrorDetailInput[] = [];
  request.items.forEach((item, position) => {
    const product = products.get(item.productId);
    const path = `items.${position}`;
    if (!product) {
      gone.push({ path, code: 'orders.line.gone', productId: item.productId, available: 0 });
      return;
    }
    const pricing = priceLine(product, item.selectedOptions);
    if (pricing.ok) {
      const { selectedOptions, quantity } = item;
      priced.push({ position, product, selectedOptions, quantity, unitPriceCents: pricing.unitPriceCents });
    } else if (pricing.reason === 'optionsNotOffered') {
      // The English twin fills an English message (domainMessage).
      const params = { name: product.name, name_en: product.name_en };
      notOffered.push({ path, code: 'orders.line.optionsNotOffered', params, productId: item.productId });
    } else {
      const [issue] = pricing.issues;
      incompatible.push({ path, code: issue!.key, params: issue!.params, productId: item.productId });
    }
  });
  return { priced, gone, notOffered, incompatible };
}

/** The detail that names a line refused for its stock, with the units that remain. */
function shortageDetail(line: PricedLine, available: number): HttpErrorDetailInput {
  const params = { name: line.product.name, count: available };
  return {
    path: `items.${line.position}`,
    code: available > 0 ? 'orders.line.outOfStock' : 'orders.line.soldOut',
    params,
    productId: line.product.id,
    available,
  };
}

/** The units the order asks of each product, its configurations' lines together. */
function unitsOfOrder(lines: PricedLine[]): Map<string, number> {
  return unitsPerProduct(lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })));
}

/**
 * Takes the stock of every product in the order (takeStocks: the rows locked in id order, so two
 * orders, or an order and a cancellation, for the same products cannot deadlock on PostgreSQL);
 * answers each line of a product it could not take, with the units that product has.
 */
async function takeOrderStock(trx: DbExecutor, dialect: Dialect, lines: PricedLine[]): Promise<HttpErrorDetailInput[]> {
  const short = await takeStocks(trx, dialect, unitsOfOrder(lines));
  return lines.flatMap((line) => {
    const available = short.get(line.product.id);
    return available === undefined ? [] : [shortageDetail(line, available)];
  });
}

/** Whether a product of the order had fewer units than it asks for, as the order's first read saw it. */
function looksShort(lines: PricedLine[]): boolean {
  const units = unitsOfOrder(lines);
  return lines.some((line) => line.product.stock < units.get(line.product.id)!);
}

/** The refusal of an order for lines it cannot sell, in the order of the request's lines. */
function unavailable(shortages: HttpErrorDetailInput[]) {
  shortages.sort((a, b) => String(a.path).localeCompare(String(b.path), 'en', { numeric: true }));
  return httpError('ORDER_LINES_UNAVAILABLE', { details: shortages });
}

export interface PlacedOrder {
  order: Order;
  /** True when an earlier request with the same Idempotency-Key made it. */
  replayed: boolean;
}

async function findByKey(db: Db, userId: string, key: string) {
  return db.kysely
    .selectFrom('orders')
    .select(['id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The order an earlier request with this key made, or a refusal when that request asked for something else. */
async function replay(db: Db, user: UsersTable, key: string, hash: string): Promise<PlacedOrder | undefined> {
  const earlier = await findByKey(db, user.id, key);
  if (!earlier) return undefined;
  if (earlier.request_hash !== hash) throw httpError('IDEMPOTENCY_KEY_REUSED');
  const order = await getOrder(db, user, earlier.id);
  return order && { order, replayed: true };
}

/** What an order's e-mails need of the request: its language (kept on the account) and where the shop is reached. */
export interface OrderMailContext {
  language: Language;
  baseUrl: string;
}

export async function placeOrder(
  db: Db,
  user: UsersTable,
  request: OrderRequest,
  idempotencyKey: string | undefined,
  context: OrderContext,
  mail: OrderMailContext,
): Promise<PlacedOrder> {
  const hash = requestHash(request);
  // A retried key is not looked up first (a round trip every order would pay): its order's row
  // refuses the insert (unique per account and key) before any stock is taken, and the refusal
  // is answered below with the order the first request made.
  const id = randomUUID();
  const placedAt = context.now();
  const now = placedAt.toISOString();
  // The answer is made from what the transaction wrote: reading it back would cost two queries per order.
  let placed: Order | undefined;
  try {
    await db.transaction(async (trx) => {
      const products = await productsForSale(
        trx,
        request.items.map((item) => item.productId),
      );
      const { priced, gone, notOffered, incompatible } = priceLines(request, products);
      if (notOffered.length > 0) throw httpError('ORDER_OPTIONS_NOT_OFFERED', { details: notOffered });
      if (incompatible.length > 0) throw httpError('ORDER_CONFIGURATION_INCOMPATIBLE', { details: incompatible });
      // The stock is taken last (see below), unless the order is refused anyway: a line gone, or
      // short as the read above saw it (a sold-out rush must not make every refusal write the
      // order first). Then it is taken at once, which names every line it cannot sell, gone or
      // short, before any other reason (the rollback puts back what was taken).
      let stockTaken = false;
      const takeStockNow = async () => {
        const shortages = [...gone, ...(await takeOrderStock(trx, db.dialect, priced))];
        if (shortages.length > 0) throw unavailable(shortages);
        stockTaken = true;
      };
      if (gone.length > 0 || looksShort(priced)) await takeStockNow();
      const lines = priced.map((line) => ({
        order_id: id,
        position: line.position,
        product_id: line.product.id,
        name: line.product.name,
        name_en: line.product.name_en.trim() || null,
        image: line.product.image,
        selected_options: storedOptions(
          line.selectedOptions,
          chosenOptionNames(line.product.features ?? {}, line.selectedOptions),
        ),
        quantity: line.quantity,
        currency: line.product.currency,
        unit_price_cents: line.unitPriceCents,
        line_total_cents: line.unitPriceCents * line.quantity,
      }));
      const amounts = lines.map((line) => ({ currency: line.currency, lineTotalCents: line.line_total_cents }));
      let delivery: Awaited<ReturnType<typeof orderDeliveryColumns>>;
      try {
        delivery = await orderDeliveryColumns(trx, user.id, request, amounts, placedAt, context);
      } catch (error) {
        if (error instanceof HttpError && !stockTaken) await takeStockNow();
        throw error;
      }
      // The rows of this order alone first. The rows every order shares (the product's stock and
      // the catalogue version, by the stock's trigger; the day's sales, by triggers on the totals
      // and lines) are written last: each is locked from its write until the commit, and on
      // PostgreSQL every other order waits for it meanwhile, so the fewer round trips after the
      // first of them, the more orders a second (docs/performance.md).
      const orderRow = {
        id,
        user_id: user.id,
        status: 'paid' as const,
        idempotency_key: idempotencyKey ?? null,
        request_hash: hash,
        created_at: now,
        updated_at: now,
        ...delivery,
      };
      const firstStatus = { orderId: id, status: 'paid' as const, at: now, by: user.id };
      placed = orderOf(
        {
          id,
          version: 1,
          status: 'paid',
          created_at: now,
          updated_at: now,
          user_id: user.id,
          customer_name: user.name,
          customer_email: user.email,
          ...delivery,
        },
        lines.map(orderLineOf),
        [{ status: 'paid', at: now }],
      );
      // The confirmation is written in the order's own transaction: it is sent exactly when the order exists.
      const confirmation = orderMailRow(
        'order-confirmation',
        placed,
        { email: user.email, name: user.name, language: mail.language },
        { baseUrl: mail.baseUrl },
      );
      if (db.dialect === 'postgres') {
        // One round trip for the order, its first status and its mail: the first two in CTEs.
        await trx
          .with('placed', (q) => q.insertInto('orders').values(orderRow))
          .with('confirmation', (q) => q.insertInto('mail_outbox').values(confirmation))
          .insertInto('order_status_history')
          .values(statusRow(firstStatus))
          .execute();
      } else {
        await trx.insertInto('orders').values(orderRow).execute();
        await recordStatus(trx, firstStatus);
        await trx.insertInto('mail_outbox').values(confirmation).execute();
      }
      // The stock first of the shared rows: an order refused for it (a sold-out rush) then fails
      // before it holds the day's rows. A cancellation takes them in this same order (moveOrder),
      // so the two cannot deadlock on PostgreSQL.
      if (!stockTaken) await takeStockNow();
      const totals = orderTotals(amounts).map((total) => ({
        order_id: id,
        currency: total.currency,
        cents: total.cents,
      }));
      // The account keeps the language of its latest order: of two at once, the one that commits
      // last. So every order writes it, whatever the account held when this request read it
      // (another order may be changing it meanwhile, and commit first). On PostgreSQL without a
      // condition: an update whose condition fails on the row as its snapshot sees it neither
      // waits for nor sees that other order's change. Written last, with the shared rows held, so
      // the account's row adds no wait: orders already take turns there. On SQLite the writers
      // take turns and the condition is read inside the turn: only a change is written.
      // (order-language-race.test.ts)
      if (db.dialect === 'postgres') {
        // One round trip for the three while the shared rows are held. The totals are the main
        // statement and the lines a CTE it does not read, which PostgreSQL runs after it: their
        // triggers take the day's rows in the same order as the two statements did (and as a
        // cancellation does); the language is the account's own row.
        await trx
          .with('lines', (q) => q.insertInto('order_lines').values(lines))
          .with('language', (q) => q.updateTable('users').set({ language: mail.language }).where('id', '=', user.id))
          .insertInto('order_totals')
          .values(totals)
          .execute();
      } else {
        await trx.insertInto('order_totals').values(totals).execute();
        await trx.insertInto('order_lines').values(lines).execute();
        await rememberLanguage(trx, user.id, mail.language);
      }
    });
  } catch (error) {
    // Two requests with one key at once: the second one's insert meets the first one's row
    // (or its stock is gone to the first): it answers what the first one made.
    if (idempotencyKey) {
      const earlier = await replay(db, user, idempotencyKey, hash);
      if (earlier) return earlier;
    }
    throw error;
  }
  if (!placed) throw new Error(`order ${id} was not placed`);
  return { order: placed, replayed: false };
}

/** Each line as it could be bought now: current price, stock, and what stops it. */
export async function checkCart(db: Db, request: OrderRequest): Promise<CartCheckLine[]> {
  const products = await productsForSale(
    db,
    request.items.map((item) => item.productId),
  );
  const unitsAsked = new Map<string, number>();
  return request.items.map((item) => {
    const product = products.get(item.productId);
    const base = { productId: item.productId, selectedOptions: item.selectedOptions };
    if (!product) return { ...base, state: 'gone', quantity: 0, stock: 0 };
    const current = {
      ...base,
      stock: product.stock,
      currency: product.currency,
      name: product.name,
      name_en: product.name_en,
      image: product.image,
      optionNames: chosenOptionNames(product.features ?? {}, item.selectedOptions),
    };
    const pricing = priceLine(product, item.selectedOptions);
    if (!pricing.ok) return { ...current, state: pricing.reason, quantity: 0 };
    // The product's stock is shared by its configurations: earlier lines take theirs first.
    const left = Math.max(0, product.stock - (unitsAsked.get(product.id) ?? 0));
    const quantity = Math.min(item.quantity, left);
    unitsAsked.set(product.id, (unitsAsked.get(product.id) ?? 0) + quantity);
    return {
      ...current,
      unitPriceCents: pricing.unitPriceCents,
      unitPrice: pricing.unitPriceCents / 100,
      quantity,
      state: quantity === item.quantity ? 'ok' : quantity === 0 ? 'outOfStock' : 'reduced',
    };
  });
}

/** One order, for its buyer or for staff; undefined for anyone else (they learn nothing of it). */
export async function getOrder(db: Db | DbExecutor, viewer: UsersTable, id: string): Promise<Order | undefined> {
  // A malformed id (a NUL byte, say, which PostgreSQL refuses in text) names no order.
  if (!isOrderId(id)) return undefined;
  const executor = executorOf(db);
  let query = orderHeads(executor).where('orders.id', '=', id);
  if (!isStaff(viewer.role)) query = query.where('orders.user_id', '=', viewer.id);
  const head = await query.executeTakeFirst();
  return head && (await assembleOrders(executor, [head], { staff: isStaff(viewer.role) }))[0];
}

/** The mails written about an order, oldest first, for staff; undefined when there is no such order. */
export async function mailsOfOrder(db: Db, id: string): Promise<MailOutboxEntry[] | undefined> {
  if (!isOrderId(id)) return undefined;
  const order = await db.kysely.selectFrom('orders').select('id').where('id', '=', id).executeTakeFirst();
  return order && mailsAboutOrder(db.kysely, id);
}

/**
 * Sends one of an order's mails again (staff): a copy in the outbox, recorded in the change log.
 * Refused while a copy of the same kind is still waiting to go out (ORDER_MAIL_WAITING), so a
 * double click or two members of staff at once do not write the buyer twice: the order's row is
 * held while the outbox is looked at (PostgreSQL; SQLite runs one transaction at a time).
 */
export async function resendOrderMail(
  db: Db,
  staff: UsersTable,
  orderId: string,
  mailId: string,
): Promise<MailOutboxEntry> {
  if (!isOrderId(orderId)) throw httpError('ORDER_NOT_FOUND');
  if (!isMailId(mailId)) throw httpError('ORDER_MAIL_NOT_FOUND');
  return db.transaction(async (trx) => {
    const order = trx.selectFrom('orders').select('id').where('id', '=', orderId);
    if (!(await (db.dialect === 'postgres' ? order.forUpdate() : order).executeTakeFirst()))
      throw httpError('ORDER_NOT_FOUND');
    const copied = await copyOrderMail(trx, orderId, mailId);
    if (!copied) throw httpError('ORDER_MAIL_NOT_FOUND');
    if ('waiting' in copied) throw httpError('ORDER_MAIL_WAITING');
    await recordAudit(trx, {
      actor: staff,
      kind: 'order.mailResent',
      subjectId: orderId,
      subjectLabel: shortOrderId(orderId),
      before: null,
      after: { subject: copied.entry.subject, to: copied.entry.to },
    });
    return copied.entry;
  });
}

interface Paging {
  page: number;
  limit: number;
}

type OrderHeadsQuery = ReturnType<typeof orderHeads>;

/**
 * The order of a page. Newest first follows `seq` (creation order). By total, the orders of each
 * currency come together (amounts of different currencies are never compared), the one index
 * (total_currency, total_cents, seq) answering it, read forwards or backwards. Takes any query of
 * the orders (the heads, or their bare `seq`s).
 */
export function sortedHeads<Q extends SelectQueryBuilder<Database, 'orders', unknown>>(
  query: Q,
  sort: StaffOrderFilter['sort'],
): Q {
  const sorted = query as SelectQueryBuilder<Database, 'orders', unknown>;
  switch (sort) {
    case 'oldest':
      return sorted.orderBy('orders.seq', 'asc') as Q;
    case 'total_desc':
      return sorted
        .orderBy('orders.total_currency', 'desc')
        .orderBy('orders.total_cents', 'desc')
        .orderBy('orders.seq', 'desc') as Q;
    case 'total_asc':
      return sorted
        .orderBy('orders.total_currency', 'asc')
        .orderBy('orders.total_cents', 'asc')
        .orderBy('orders.seq', 'asc') as Q;
    default:
      return sorted.orderBy('orders.seq', 'desc') as Q;
  }
}

/**
 * A page of orders. The page's `seq`s are found first, in the orders table alone (its indexes
 * answer filter, order and a deep page's offset without reading the rows skipped), and counted
 * there, without the buyers' join; then only the page's rows are read with their buyer.
 */
async function orderPage(
  executor: DbExecutor,
  filter: OrderFilterExpression,
  { page, limit }: Paging,
  sort: StaffOrderFilter['sort'],
  reader: OrderReader,
): Promise<OrderPage> {
  const orders = executor.selectFrom('orders').where(filter);
  const [seqs, count] = await Promise.all([
    sortedHeads(orders.select('orders.seq'), sort)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    orders.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const position = new Map(seqs.map((row, index) => [String(row.seq), index]));
  const heads =
    seqs.length === 0
      ? []
      : (
          await orderHeads(executor)
            .where(
              'orders.seq',
              'in',
              seqs.map((row) => row.seq),
            )
            .execute()
        ).sort((a, b) => position.get(String(a.seq))! - position.get(String(b.seq))!);
  return { orders: await assembleOrders(executor, heads, reader), total: Number(count.total), page, limit };
}

/** The buyer's own orders, newest first. */
export async function listOwnOrders(db: Db, user: UsersTable, paging: Paging): Promise<OrderPage> {
  return orderPage(db.kysely, (eb) => eb('orders.user_id', '=', user.id), paging, 'newest', { staff: false });
}

/**
 * A text column's values that begin with `prefix`, as a range the column's index answers
 * (`LIKE` would not use it on SQLite's case-sensitive columns). Ids and e-mails are stored in
 * lower case, and compared byte-wise on SQLite and under PostgreSQL's C collation.
 */
const PREFIX_END = '\uffff';

type OrderFilterExpression = (eb: ExpressionBuilder<Database, 'orders'>) => Expression<SqlBool>;

/**
 * The orders the desk's filters keep: status, creation date (both ends inclusive), the currency
 * charged, the delivery option, and a search by order number (a prefix of the id) or by the
 * beginning of the buyer's e-mail (the buyers found by their e-mail index, their orders by
 * orders_user). A condition on the orders table alone.
 */
export function orderFilter(filter: StaffOrderFilter): OrderFilterExpression {
  return (eb) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.status) conditions.push(eb('orders.status', 'in', filter.status));
    if (filter.from) conditions.push(eb('orders.created_at', '>=', new Date(filter.from).toISOString()));
    if (filter.to) conditions.push(eb('orders.created_at', '<=', endOfDay(filter.to)));
    if (filter.currency) conditions.push(eb('orders.total_currency', '=', filter.currency));
    if (filter.delivery) conditions.push(eb('orders.delivery_option', '=', filter.delivery));
    const { idPrefix, emailPrefix } = orderSearchTerms(filter.q);
    const matches: Expression<SqlBool>[] = [];
    if (idPrefix !== undefined) {
      matches.push(eb.and([eb('orders.id', '>=', idPrefix), eb('orders.id', '<', idPrefix + PREFIX_END)]));
    }
    if (emailPrefix !== undefined) {
      const buyers = eb
        .selectFrom('users')
        .select('users.id')
        .where('users.email', '>=', emailPrefix)
        .where('users.email', '<', emailPrefix + PREFIX_END);
      matches.push(eb('orders.user_id', 'in', buyers));
    }
    if (matches.length > 0) conditions.push(eb.or(matches));
    return eb.and(conditions);
  };
}

/** The filtered orders with their buyer, for the export (sortedHeads orders them). */
export function filteredHeads(executor: DbExecutor, filter: StaffOrderFilter): OrderHeadsQuery {
  return orderHeads(executor).where(orderFilter(filter) as never);
}

/** Every order (staff), filtered and sorted as the desk asks, a page at a time. */
export async function listOrders(db: Db, query: StaffOrderListQuery): Promise<OrderPage> {
  return orderPage(db.kysely, orderFilter(query), query, query.sort, { staff: true });
}

/** A bare date as its day's last instant, so `to=2026-11-23` includes that whole day. */
function endOfDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999Z` : new Date(value).toISOString();
}

/**
 * Writes the status an order entered into its history, inside the transaction that makes the
 * change (or the order), so the history and the order's status never disagree.
 */
async function recordStatus(trx: DbExecutor, entry: StatusEntry): Promise<void> {
  await trx.insertInto('order_status_history').values(statusRow(entry)).execute();
}

interface StatusEntry {
  orderId: string;
  status: OrderStatus;
  at: string;
  by: string | null;
  reason?: string | null;
}

/** A status entry as the history table keeps it. */
function statusRow(entry: StatusEntry) {
  return {
    order_id: entry.orderId,
    status: entry.status,
    at: entry.at,
    changed_by: entry.by,
    reason: entry.reason ?? null,
  };
}

/** Who asks for a status change, and from which version of the order (If-Match), if they said. */
interface StatusChangeActor {
  userId: string;
  expectedVersion?: number | undefined;
  /** The buyer's own cancel: only their orders (another's is not found), only from these statuses. */
  ownerId?: string;
  from?: readonly OrderStatus[];
  /** Staff acting: the change is written to the audit record with them. */
  staff?: UsersTable;
}

/**
 * Moves an order to `status`. The order's row is read first and, on PostgreSQL, locked until the
 * commit (SQLite has one writer at a time), so what it says is what the change applies to: a
 * move the rules do not allow (a jump such as paid → delivered, or a status of the other way of
 * fulfilment) or, when the caller named the version it saw, a change since is refused; two staff
 * acting from the same page state never both apply however many press the button at the same
 * moment (the second waits for the first's lock, then reads the status it left), and cancelling
 * returns the stock exactly once. The change raises the version and is written into the history,
 * with who made it and, for a cancel, why.
 *
 * The rows are taken in the order an order takes them (placeOrder; the order is written in
 * products/stock.ts): its own rows first (the order, its history, the audit record, the mail),
 * then, for a cancel, the product's stock (its units back, with the catalogue version), then the
 * day's sales sums, which the status update's triggers write (migrations 007, 011 and 028: its
 * totals, then its lines, in the order they are read; any other move writes none). Taken the other way round,
 * a cancel and an order of the same day and product each held the row the other waited for, and
 * PostgreSQL broke the deadlock by failing one of them (a 500; orders-cancellations.test.ts).
 */
async function moveOrder(
  db: Db,
  id: string,
  change: OrderStatusChange,
  mail: Pick<OrderMailContext, 'baseUrl'>,
  actor: StatusChangeActor,
): Promise<void> {
  if (!isOrderId(id)) throw httpError('ORDER_NOT_FOUND');
  const { status } = change;
  await db.transaction(async (trx) => {
    let heads = orderHeads(trx).where('orders.id', '=', id);
    if (actor.ownerId !== undefined) heads = heads.where('orders.user_id', '=', actor.ownerId);
    const current = await (db.dialect === 'postgres' ? heads.forUpdate('orders') : heads).executeTakeFirst();
    if (!current) throw httpError('ORDER_NOT_FOUND');
    // The way of fulfilment never changes once placed.
    const fulfilment = fulfilmentOf(current.delivery_option);
    const from = statusesBefore(status, fulfilment).filter((before) => !actor.from || actor.from.includes(before));
    const refusal = (latest: { status: OrderStatus; version: number }) =>
      statusChangeRefusal(latest, status, fulfilment, actor);
    if (!from.includes(current.status)) throw refusal(current);
    if (actor.expectedVersion !== undefined && current.version !== actor.expectedVersion) throw refusal(current);

    const now = new Date().toISOString();
    const tracking = status === 'shipped' ? { carrier: change.carrier, tracking_code: change.trackingCode } : {};
    const reason = status === 'cancelled' ? (change.reason ?? null) : null;
    await recordStatus(trx, { orderId: id, status, at: now, by: actor.userId, reason });
    if (actor.staff) {
      await recordAudit(trx, {
        actor: actor.staff,
        kind: 'order.status',
        subjectId: id,
        subjectLabel: shortOrderId(id),
        before: { status: current.status },
        after: { status, ...tracking, ...(reason ? { reason } : {}) },
      });
    }
    const mailKind = STATUS_MAILS[status];
    const order = mailKind || status === 'cancelled' ? (await assembleOrders(trx, [current]))[0]! : undefined;
    if (mailKind && order) {
      // The mail tells the order as the update below leaves it: shipped, with its tracking.
      const moved =
        status === 'shipped' && change.carrier
          ? { ...order, tracking: { carrier: change.carrier, trackingCode: change.trackingCode ?? '' } }
          : order;
      await enqueueStatusMail(trx, mailKind, moved, mail.baseUrl);
    }
    // A cancel's units back, as an order takes them (takeStocks).
    if (status === 'cancelled' && order) await returnStocks(trx, db.dialect, unitsPerProduct(order.lines));
    // A cancel's update below takes the order's share out of the day's rows (its triggers), in the
    // order its rows are read, not an order's: like an order's, only under the catalogue version
    // (stock.ts), which a cancel that returned no stock (its products all deleted) takes here. Any
    // other move leaves the day's rows alone (migration 028), so it does not wait for the orders
    // holding the version.
    if (status === 'cancelled') await lockCatalogueVersion(trx, db.dialect);

    // The same conditions again in the update's WHERE: under the lock they hold, so it changes the row.
    let update = trx
      .updateTable('orders')
      .set((eb) => ({ status, updated_at: now, version: eb('version', '+', 1), ...tracking }))
      .where('id', '=', id)
      .where('status', 'in', from);
    if (actor.expectedVersion !== undefined) update = update.where('version', '=', actor.expectedVersion);
    const changed = await update.returning('id').executeTakeFirst();
    if (!changed) {
      const latest = await trx
        .selectFrom('orders')
        .select(['status', 'version'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      throw refusal(latest);
    }
  });
}

/** Why a status change does not apply to the order as it is now. */
function statusChangeRefusal(
  latest: { status: OrderStatus; version: number },
  status: OrderStatus,
  fulfilment: ReturnType<typeof fulfilmentOf>,
  actor: StatusChangeActor,
): HttpError {
  if (actor.expectedVersion !== undefined && latest.version !== actor.expectedVersion) {
    return httpError('ORDER_CHANGED');
  }
  if (actor.from && status === 'cancelled') {
    return httpError('ORDER_NOT_CANCELLABLE', { params: { status: latest.status } });
  }
  const allowed = nextStatuses(latest.status, fulfilment);
  const params = { from: latest.status, to: status };
  if (allowed.length === 0) return httpError('ORDER_STATUS_FINAL', { params });
  return httpError('INVALID_STATUS_CHANGE', {
    params: { ...params, allowed: allowed.join(', ') },
    details: [{ path: 'body.status', code: 'orders.invalidStatusChange', allowed: [...allowed] }],
  });
}

/**
 * Staff's status change (ship with carrier and tracking code, deliver, cancel with a reason...);
 * with `expectedVersion` (If-Match) only from that version of the order.
 */
export async function changeStatus(
  db: Db,
  viewer: UsersTable,
  id: string,
  change: OrderStatusChange,
  mail: Pick<OrderMailContext, 'baseUrl'>,
  expectedVersion?: number,
): Promise<Order> {
  await moveOrder(db, id, change, mail, { userId: viewer.id, expectedVersion, staff: viewer });
  const order = await getOrder(db, viewer, id);
  if (!order) throw httpError('ORDER_NOT_FOUND');
  return order;
}

/** The buyer cancels their own order while it is paid (409 after; another's order 404). */
export async function cancelOwnOrder(
  db: Db,
  user: UsersTable,
  id: string,
  mail: Pick<OrderMailContext, 'baseUrl'>,
): Promise<Order> {
  await moveOrder(db, id, { status: 'cancelled' }, mail, {
    userId: user.id,
    ownerId: user.id,
    from: SHOPPER_CANCELLABLE,
  });
  const order = await getOrder(db, user, id);
  if (!order) throw httpError('ORDER_NOT_FOUND');
  return order;
}

type StatusMailKind = 'order-shipped' | 'order-ready-for-pickup' | 'order-cancelled';

const STATUS_MAILS: Partial<Record<OrderStatus, StatusMailKind>> = {
  shipped: 'order-shipped',
  ready_for_pickup: 'order-ready-for-pickup',
  cancelled: 'order-cancelled',
};

/** The buyer's mail about the status the order enters, in the change's transaction (none once the account is gone). */
async function enqueueStatusMail(trx: DbExecutor, kind: StatusMailKind, order: Order, baseUrl: string): Promise<void> {
  if (!order.customer) return;
  const buyer = await trx.selectFrom('users').select('language').where('id', '=', order.customer.id).executeTakeFirst();
  const recipient = { email: order.customer.email, name: order.customer.name, language: buyer?.language ?? 'es' };
  await enqueueOrderMail(trx, kind, order, recipient, { baseUrl });
}
