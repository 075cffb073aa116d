import {
  type Currency,
  type DeliveryAddressSnapshot,
  type OptionNames,
  type OrderDelivery,
  type Order,
  type OrderLine,
  type OrderStatus,
  type OrderStatusEntry,
  type OrderTotal,
  type PickupText,
  type SelectedOptions,
  orderNumber,
  orderTotals,
  paymentReference,
} from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import type { OrderLinesTable, OrdersTable } from '../../db/schema';

/** A 64-bit cents column as a number (PostgreSQL's driver answers it as text). */
export function centsOf(value: number | string | bigint): number {
  return Number(value);
}

/**
 * A line's configuration as the `selected_options` column keeps it: per category the option's
 * id and its names in both languages (`{"ram":{"id":"ram-16gb","name":{"es":…,"en":…}}}`), so
 * the order still names what was bought after staff rename or withdraw the option. Lines
 * stored before names were kept hold the bare id (`{"ram":"ram-16gb"}`); both read back.
 */
export function storedOptions(selectedOptions: SelectedOptions, names: OptionNames): string {
  const stored = Object.fromEntries(
    Object.entries(selectedOptions).map(([category, id]) => {
      const name = names[category];
      return [category, name ? { id, name } : id];
    }),
  );
  return JSON.stringify(stored);
}

export function readStoredOptions(text: string): { selectedOptions: SelectedOptions; optionNames: OptionNames } {
  const selectedOptions: SelectedOptions = {};
  const optionNames: OptionNames = {};
  for (const [category, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
    const named = value as { id?: unknown; name?: { es?: unknown; en?: unknown } } | null;
    if (typeof named === 'object' && named !== null && 'id' in named) {
      selectedOptions[category] = named.id;
      const { es, en } = named.name ?? {};
      if (typeof es === 'string' && typeof en === 'string') optionNames[category] = { es, en };
    } else selectedOptions[category] = value;
  }
  return { selectedOptions, optionNames };
}

/** The columns of an order's delivery, its one total and its tracking (migration 019). */
export type OrderDeliveryColumns = Pick<
  OrdersTable,
  | 'delivery_option'
  | 'delivery_cents'
  | 'delivery_earliest'
  | 'delivery_latest'
  | 'delivery_address'
  | 'pickup_address'
  | 'pickup_hours'
  | 'total_currency'
  | 'total_cents'
  | 'exchange_rates'
  | 'exchange_rates_date'
  | 'carrier'
  | 'tracking_code'
>;

export interface OrderHead extends OrderDeliveryColumns {
  id: string;
  version: number;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
  user_id: string | null;
  customer_name: string | null;
  customer_email: string | null;
}

function deliveryOf(head: OrderDeliveryColumns): OrderDelivery | null {
  if (head.delivery_option === null) return null;
  const cents = centsOf(head.delivery_cents ?? 0);
  return {
    option: head.delivery_option,
    currency: 'ARS',
    cents,
    amount: cents / 100,
    earliest: head.delivery_earliest ?? '',
    latest: head.delivery_latest ?? '',
    address: head.delivery_address ? (JSON.parse(head.delivery_address) as DeliveryAddressSnapshot) : null,
    pickupAddress: pickupAddressOf(head.pickup_address),
    pickupHours: head.pickup_hours ? (JSON.parse(head.pickup_hours) as PickupText) : null,
  };
}

/**
 * The pickup address an order keeps: `{ es, en }` as JSON. Orders placed before the address had
 * an English twin kept its one text, which stands for both languages.
 */
function pickupAddressOf(stored: string | null): PickupText | null {
  if (stored === null) return null;
  if (stored.startsWith('{')) {
    try {
      return JSON.parse(stored) as PickupText;
    } catch {
      // An older address that happened to begin with '{'.
    }
  }
  return { es: stored, en: stored };
}

/** The order's delivery, one total, exchange and tracking as the API answers them. */
function deliveryParts(
  head: OrderDeliveryColumns,
  totals: OrderTotal[],
): Pick<Order, 'delivery' | 'total' | 'exchange' | 'tracking'> {
  let total: OrderTotal | null = totals.length === 1 ? totals[0]! : null;
  if (head.total_currency !== null && head.total_cents !== null) {
    const cents = centsOf(head.total_cents);
    total = { currency: head.total_currency as Currency, cents, amount: cents / 100 };
  }
  return {
    delivery: deliveryOf(head),
    total,
    exchange:
      head.exchange_rates === null
        ? null
        : { rates: JSON.parse(head.exchange_rates) as Record<string, string>, setOn: head.exchange_rates_date ?? '' },
    tracking: head.carrier === null ? null : { carrier: head.carrier, trackingCode: head.tracking_code ?? '' },
  };
}

/** Rows grouped by their order's id, each group in the rows' order. */
function byOrder<Row extends { order_id: string }, Item>(rows: readonly Row[], item: (row: Row) => Item) {
  const grouped = new Map<string, Item[]>();
  for (const row of rows) {
    const items = grouped.get(row.order_id) ?? [];
    items.push(item(row));
    grouped.set(row.order_id, items);
  }
  return grouped;
}

/** Who reads the orders: staff also see who changed each status and why an order was cancelled. */
export interface OrderReader {
  staff: boolean;
}

/** The history rows of the orders named, with who made each change. */
function historyRows(executor: DbExecutor, ids: string[]) {
  return executor
    .selectFrom('order_status_history')
    .leftJoin('users', 'users.id', 'order_status_history.changed_by')
    .select([
      'order_status_history.order_id',
      'order_status_history.status',
      'order_status_history.at',
      'order_status_history.reason',
      'users.id as by_id',
      'users.name as by_name',
      'users.email as by_email',
    ])
    .where('order_status_history.order_id', 'in', ids)
    .orderBy('order_status_history.order_id')
    .orderBy('order_status_history.id')
    .execute();
}
type HistoryRow = Awaited<ReturnType<typeof historyRows>>[number];

function historyEntryOf(row: HistoryRow, reader: OrderReader): OrderStatusEntry {
  const entry: OrderStatusEntry = { status: row.status, at: row.at };
  if (!reader.staff) return entry;
  const by = row.by_id === null ? null : { id: row.by_id, name: row.by_name ?? '', email: row.by_email ?? '' };
  return { ...entry, by, reason: row.reason };
}

/**
 * Reads whole orders (head, buyer, lines, status history) for the heads given, in their order:
 * three queries whatever the number of orders, so a page of 100 costs the same as a page of one.
 */
export async function assembleOrders(
  executor: DbExecutor,
  heads: readonly OrderHead[],
  reader: OrderReader = { staff: false },
): Promise<Order[]> {
  if (heads.length === 0) return [];
  const ids = heads.map((head) => head.id);
  const [lineRows, statusRows] = await Promise.all([
    executor
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', 'in', ids)
      .orderBy('order_id')
      .orderBy('position')
      .execute(),
    historyRows(executor, ids),
  ]);
  const linesByOrder = byOrder(lineRows, orderLineOf);
  const historyByOrder = byOrder(statusRows, (row) => historyEntryOf(row, reader));
  return heads.map((head) => orderOf(head, linesByOrder.get(head.id) ?? [], historyByOrder.get(head.id) ?? []));
}

/** What an order line row holds, as the API answers it (also for the lines an order has just written). */
export function orderLineOf(
  row: Pick<
    OrderLinesTable,
    | 'product_id'
    | 'name'
    | 'name_en'
    | 'image'
    | 'selected_options'
    | 'quantity'
    | 'currency'
    | 'unit_price_cents'
    | 'line_total_cents'
  >,
): OrderLine {
  const unitPriceCents = centsOf(row.unit_price_cents);
  return {
    productId: row.product_id,
    name: row.name,
    name_en: row.name_en ?? '',
    image: row.image,
    ...readStoredOptions(row.selected_options),
    quantity: row.quantity,
    currency: row.currency as Currency,
    unitPriceCents,
    unitPrice: unitPriceCents / 100,
    lineTotalCents: centsOf(row.line_total_cents),
  };
}

/** An order as the API answers it, from its head, its lines and its status history. */
export function orderOf(head: OrderHead, lines: OrderLine[], history: OrderStatusEntry[]): Order {
  const totals = orderTotals(lines);
  return {
    id: head.id,
    number: orderNumber(head.id),
    version: head.version,
    paymentReference: paymentReference(head.id),
    status: head.status,
    createdAt: head.created_at,
    updatedAt: head.updated_at,
    lines,
    totals,
    customer:
      head.user_id === null
        ? null
        : { id: head.user_id, name: head.customer_name ?? '', email: head.customer_email ?? '' },
    history,
    ...deliveryParts(head, totals),
  };
}

/** The heads query: an order with its buyer's current name and e-mail (none once deleted). */
export function orderHeads(executor: DbExecutor) {
  return executor
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.version',
      'orders.status',
      'orders.created_at',
      'orders.updated_at',
      'orders.user_id',
      'orders.seq',
      'users.name as customer_name',
      'users.email as customer_email',
      'orders.delivery_option',
      'orders.delivery_cents',
      'orders.delivery_earliest',
      'orders.delivery_latest',
      'orders.delivery_address',
      'orders.pickup_address',
      'orders.pickup_hours',
      'orders.total_currency',
      'orders.total_cents',
      'orders.exchange_rates',
      'orders.exchange_rates_date',
      'orders.carrier',
      'orders.tracking_code',
    ]);
}
