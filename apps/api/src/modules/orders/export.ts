import {
  type CsvValue,
  type Language,
  type MessageKey,
  type Order,
  type StaffOrderFilter,
  centsToDecimal,
  csvRow,
  domainMessage,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { assembleOrders } from './records';
import { filteredHeads, sortedHeads } from './service';

/** The export's columns, in order: the header's text key and the cell of one line of one order. */
const COLUMNS: [
  MessageKey,
  (order: Order, line: Order['lines'][number], position: number, language: Language) => CsvValue,
][] = [
  ['orders.csv.number', (order) => order.number],
  ['orders.csv.id', (order) => order.id],
  ['orders.csv.date', (order) => order.createdAt],
  ['orders.csv.status', (order, _line, _position, language) => statusName(order, language)],
  ['orders.csv.customerName', (order) => order.customer?.name ?? ''],
  ['orders.csv.customerEmail', (order) => order.customer?.email ?? ''],
  [
    'orders.csv.delivery',
    (order, _line, _position, language) =>
      order.delivery ? domainMessage(`orders.deliveryName.${order.delivery.option}`, language) : '',
  ],
  ['orders.csv.deliveryCost', (order) => (order.delivery ? centsToDecimal(order.delivery.cents) : '')],
  ['orders.csv.totalCurrency', (order) => order.total?.currency ?? ''],
  ['orders.csv.total', (order) => (order.total ? centsToDecimal(order.total.cents) : '')],
  ['orders.csv.paymentReference', (order) => order.paymentReference],
  ['orders.csv.carrier', (order) => order.tracking?.carrier ?? ''],
  ['orders.csv.trackingCode', (order) => order.tracking?.trackingCode ?? ''],
  ['orders.csv.line', (_order, _line, position) => position + 1],
  ['orders.csv.product', (_order, line, _position, language) => (language === 'en' && line.name_en) || line.name],
  [
    'orders.csv.configuration',
    (_order, line, _position, language) =>
      Object.values(line.optionNames)
        .map((names) => names[language])
        .join(' · '),
  ],
  ['orders.csv.quantity', (_order, line) => line.quantity],
  ['orders.csv.lineCurrency', (_order, line) => line.currency],
  ['orders.csv.unitPrice', (_order, line) => centsToDecimal(line.unitPriceCents)],
  ['orders.csv.lineTotal', (_order, line) => centsToDecimal(line.lineTotalCents)],
];

function statusName(order: Order, language: Language): string {
  return domainMessage(`orders.statusName.${order.status}`, language);
}

/** Orders read per query while exporting: a few hundred keep memory flat at any size. */
const BATCH = 500;

/**
 * The desk's filtered orders as CSV, one row per order line after a header row in the caller's
 * language: dates in ISO 8601, amounts as exact decimals, text cells a spreadsheet could run as
 * formulas neutralised (csvRow). Produced a batch at a time; orders placed while it runs are left
 * out (the export is of the orders that existed when it began).
 */
export async function* ordersCsv(db: Db, filter: StaffOrderFilter, language: Language): AsyncGenerator<string> {
  // A byte-order mark: spreadsheets then read the file as UTF-8 (accents, 'ñ').
  yield `\uFEFF${csvRow(COLUMNS.map(([key]) => domainMessage(key, language)))}`;
  const last = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .executeTakeFirst();
  if (last?.seq === null || last?.seq === undefined) return;
  const filtered = filteredHeads(db.kysely, filter).where('orders.seq', '<=', Number(last.seq));
  for (let offset = 0; ; offset += BATCH) {
    const heads = await sortedHeads(filtered, filter.sort).limit(BATCH).offset(offset).execute();
    if (heads.length === 0) return;
    const orders = await assembleOrders(db.kysely, heads, { staff: true });
    let chunk = '';
    for (const order of orders) {
      order.lines.forEach((line, position) => {
        chunk += csvRow(COLUMNS.map(([, cell]) => cell(order, line, position, language)));
      });
    }
    yield chunk;
    if (heads.length < BATCH) return;
  }
}

/** The export's file name: the shop's word for orders and the day (pedidos-2026-11-28.csv). */
export function exportFileName(language: Language, now: Date): string {
  return `${language === 'en' ? 'orders' : 'pedidos'}-${now.toISOString().slice(0, 10)}.csv`;
}
