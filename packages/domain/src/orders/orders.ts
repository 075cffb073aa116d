import { z } from 'zod';
import { CURRENCY_CODES, type Currency } from '../catalog';
import { lineKey, sumByCurrency, type SelectedOptions } from '../cart/cart';
import { type ConfigurationPricing, configurationPrice } from '../configurator/configurator';
import type { DomainMessageKey } from '../messages';
import { intFromQuery } from '../product';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, isProductId } from '../product-core';
import { DELIVERY_OPTIONS } from '../shipping/settings';
import { orderDeliveryRequestSchema, orderDeliverySchema, orderExchangeSchema, trackingSchema } from './delivery';
import { ORDER_STATUSES } from './statuses';

const msg = (key: DomainMessageKey) => ({ error: key });

/** The limits of one order: a real shop's cart, not a warehouse transfer. */
export const ORDER_LIMITS = { maxLines: 100, maxQuantity: 1000 } as const;

/**
 * One line as a client asks for it: which product, how many, in which configuration.
 * Nothing else counts: a price, currency or total in the payload is dropped (z.object
 * strips unknown keys), because the server prices every line itself.
 */
export const orderItemSchema = z.object({
  productId: z
    .string(msg('orders.productId.invalid'))
    .trim()
    .min(1, msg('orders.productId.invalid'))
    .max(100, msg('orders.productId.invalid')),
  quantity: z
    .number(msg('orders.quantity.invalid'))
    .int(msg('orders.quantity.invalid'))
    // The cart's own text for a quantity below 1, so both say the same.
    .min(1, msg('cart.minQuantity'))
    .max(ORDER_LIMITS.maxQuantity, msg('orders.quantity.invalid')),
  selectedOptions: z.record(z.string().max(100), z.unknown(), msg('orders.selectedOptions.invalid')).default({}),
});
export type OrderItem = z.output<typeof orderItemSchema>;

const orderItemsSchema = z
  .array(orderItemSchema, msg('orders.items.required'))
  .min(1, msg('orders.items.required'))
  .max(ORDER_LIMITS.maxLines, msg('orders.items.tooMany'))
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = lineKey(item.productId, item.selectedOptions);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [index, 'productId'], message: 'orders.items.repeated' });
      seen.add(key);
    });
  });

/**
 * `POST /api/orders`: the lines to buy (a product appears once per configuration) and the chosen
 * delivery. Without `delivery` (the original client's request) the order has none: its totals stay
 * one per currency, as before delivery existed (docs/spec-deviations.md).
 */
export const orderRequestSchema = z.object({
  items: orderItemsSchema,
  delivery: orderDeliveryRequestSchema.optional(),
});
export type OrderRequest = z.output<typeof orderRequestSchema>;

/** `POST /api/orders/check`: the cart's lines, checked against current prices and stock. */
export const cartCheckRequestSchema = z.object({ items: orderItemsSchema });

/**
 * The `Idempotency-Key` header: one per checkout attempt, so a retried request returns
 * the order it already made instead of making a second one.
 */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, msg('orders.idempotencyKey.invalid'))
  .max(200, msg('orders.idempotencyKey.invalid'))
  .regex(/^[\w.:-]+$/, msg('orders.idempotencyKey.invalid'));

/**
 * How an order is named to people: the first block of its UUID, upper-cased (`3F2A9C1B`).
 * Staff search by it (an id prefix, so the unique index on the id answers it).
 */
export function orderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * The payment's reference. Payment is simulated (no card data leaves the browser): the reference
 * is derived from the order's id, so it is stable, unique and needs no column.
 */
export function paymentReference(id: string): string {
  return `SIM-${id.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
}

/** The longest reason staff may give for cancelling an order. */
export const CANCEL_REASON_MAX = 500;

const trackingText = (key: DomainMessageKey) =>
  z.string(msg(key)).trim().min(1, msg(key)).max(100, msg(key)).optional();

/**
 * Staff's status change; shipping also names the carrier and its tracking code, cancelling
 * says why (kept in the order's history).
 */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, msg('orders.status.invalid')),
    carrier: trackingText('orders.carrier.required'),
    trackingCode: trackingText('orders.trackingCode.required'),
    reason: z
      .string(msg('orders.reason.required'))
      .trim()
      .min(1, msg('orders.reason.required'))
      .max(CANCEL_REASON_MAX, msg('orders.reason.required'))
      .optional(),
  })
  .superRefine((change, ctx) => {
    if (change.status === 'cancelled' && change.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'orders.reason.required' });
    }
    if (change.status !== 'shipped') return;
    if (!change.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'orders.carrier.required' });
    if (!change.trackingCode) {
      ctx.addIssue({ code: 'custom', path: ['trackingCode'], message: 'orders.trackingCode.required' });
    }
  });
export type OrderStatusChange = z.output<typeof orderStatusChangeSchema>;

const isoDate = (key: DomainMessageKey) =>
  z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) && !Number.isNaN(Date.parse(value)), msg(key));

export const orderListQuerySchema = z.object({
  page: intFromQuery('query.page.invalid', 1, MAX_PAGE).default(1),
  limit: intFromQuery('query.limit.invalid', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/**
 * The orders desk's orders: newest or oldest first, or by total. Totals in different currencies
 * are never compared as amounts: by total, the orders of each currency come together.
 */
export const ORDER_SORTS = ['newest', 'oldest', 'total_desc', 'total_asc'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The longest search of the orders desk (an order number or an e-mail). */
export const ORDER_SEARCH_MAX = 100;

/**
 * Staff's list of every order: by status, creation date (from and to inclusive), the currency
 * charged, the delivery option, a search by order number (a prefix of the id, `#` allowed) or the
 * buyer's e-mail (its beginning), sorted. The export takes the same filters.
 */
export const staffOrderFilterSchema = z.object({
  /** One status, or several separated by commas (`paid,preparing`: waiting to be shipped). */
  status: z
    .string()
    .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
    .pipe(z.array(z.enum(ORDER_STATUSES, msg('orders.status.invalid'))).max(ORDER_STATUSES.length))
    .optional(),
  from: isoDate('orders.date.invalid').optional(),
  to: isoDate('orders.date.invalid').optional(),
  currency: z.enum(CURRENCY_CODES, msg('product.currency.invalid')).optional(),
  delivery: z.enum(DELIVERY_OPTIONS, msg('orders.delivery.option.invalid')).optional(),
  q: z.string().trim().max(ORDER_SEARCH_MAX, msg('orders.search.invalid')).optional(),
  sort: z.enum(ORDER_SORTS, msg('orders.sort.invalid')).default('newest'),
});
export type StaffOrderFilter = z.output<typeof staffOrderFilterSchema>;

export const staffOrderListQuerySchema = orderListQuerySchema.extend(staffOrderFilterSchema.shape);
export type StaffOrderListQuery = z.output<typeof staffOrderListQuerySchema>;

/** What a search names: an order by the beginning of its number/id, and/or a buyer by the beginning of the e-mail. */
export function orderSearchTerms(q: string | undefined): { idPrefix?: string; emailPrefix?: string } {
  const text = (q ?? '').trim().toLowerCase();
  if (!text) return {};
  const id = text.replace(/^#/, '');
  const terms: { idPrefix?: string; emailPrefix?: string } = {};
  if (/^[0-9a-f-]{1,36}$/.test(id)) terms.idPrefix = id;
  if (!text.startsWith('#')) terms.emailPrefix = text;
  return terms;
}

const money = { currency: z.enum(CURRENCY_CODES), cents: z.number().int(), amount: z.number() };

/** A line as it was sold: a snapshot, so later edits of the product never rewrite history. */
/** Each chosen option's name in both languages, by category (OptionNames). */
export const optionNamesSchema = z.record(z.string(), z.object({ es: z.string(), en: z.string() }));

export const orderLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /**
   * The product's English name as it was when the order was placed; '' when it had none (and on
   * lines sold before English names were kept): the Spanish `name` is shown, marked as Spanish.
   */
  name_en: z.string(),
  image: z.string(),
  selectedOptions: z.record(z.string(), z.unknown()),
  /** The chosen options' names in both languages as they were when the order was placed. */
  optionNames: optionNamesSchema,
  quantity: z.number().int(),
  currency: z.enum(CURRENCY_CODES),
  /** Exact: whole cents. `unitPrice` is the same amount in currency units, for display. */
  unitPriceCents: z.number().int(),
  unitPrice: z.number(),
  lineTotalCents: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTotalSchema = z.object(money);
export type OrderTotal = z.infer<typeof orderTotalSchema>;

/**
 * One step of an order's life: the status it entered and when (written with the change itself).
 * Staff also see who made the change (null: the order was placed, or the account is gone) and,
 * for a cancel, why; a buyer's view of the order carries neither.
 */
export const orderStatusEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.string(),
  by: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable().optional(),
  reason: z.string().nullable().optional(),
});
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

export const orderSchema = z.object({
  id: z.string(),
  /** How people name it (orderNumber): the first block of the id. */
  number: z.string(),
  /**
   * Raised by every status change; also the answer's ETag (`W/"v<version>"`), which a status
   * change sends back in If-Match so that a change made from a stale page is refused (412).
   */
  version: z.number().int(),
  /** The simulated payment's reference (paymentReference). */
  paymentReference: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  lines: z.array(orderLineSchema),
  /** One total per currency, never added across currencies. */
  totals: z.array(orderTotalSchema),
  /** Who bought it; null once the account was deleted (the order stays, anonymised). */
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** Every status the order entered, oldest first: 'paid' at its creation, then each change. */
  history: z.array(orderStatusEntrySchema),
  /** The delivery chosen and quoted by the server; null on orders placed without one. */
  delivery: orderDeliverySchema.nullable(),
  /**
   * The one amount charged: lines plus delivery, in one currency (AR$ when they mixed, at
   * `exchange`). Null only on older orders whose lines mixed currencies without a delivery.
   */
  total: orderTotalSchema.nullable(),
  /** The rates the total was converted at and the day they were set; null when nothing was converted. */
  exchange: orderExchangeSchema.nullable(),
  /** The carrier and its tracking code, once shipped. */
  tracking: trackingSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderPageSchema = z.object({
  orders: z.array(orderSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** What the cart page learns about each line: what it costs now and how many can be bought. */
export const CART_LINE_STATES = ['ok', 'reduced', 'outOfStock', 'gone', 'optionsNotOffered', 'incompatible'] as const;
export type CartLineState = (typeof CART_LINE_STATES)[number];

export const cartCheckLineSchema = z.object({
  productId: z.string(),
  selectedOptions: z.record(z.string(), z.unknown()),
  /** The chosen options' names in both languages, as the product offers them now. */
  optionNames: optionNamesSchema.optional(),
  state: z.enum(CART_LINE_STATES),
  /** The quantity that can be bought now (the asked one, lowered to the stock; 0 when it cannot). */
  quantity: z.number().int(),
  stock: z.number().int(),
  /** Current price and product data; absent when the product is gone. */
  unitPriceCents: z.number().int().optional(),
  unitPrice: z.number().optional(),
  currency: z.enum(CURRENCY_CODES).optional(),
  name: z.string().optional(),
  /** The current English name ('' when the product has none). */
  name_en: z.string().optional(),
  image: z.string().optional(),
});
export type CartCheckLine = z.infer<typeof cartCheckLineSchema>;
export const cartCheckAnswerSchema = z.object({ lines: z.array(cartCheckLineSchema) });
export type CartCheckAnswer = z.infer<typeof cartCheckAnswerSchema>;

/** What pricing a line needs of its product. */
export interface PricedProduct {
  basePrice: number;
  currency: Currency;
  features?: Record<string, unknown>;
}

export type LinePricing = ConfigurationPricing;

/**
 * A line's unit price in whole cents: the product's base price plus its chosen options'
 * increments, or why the choice cannot be sold (an option the product does not offer, a
 * combination that breaks a compatibility rule): the configurator's one rule.
 */
export function priceLine(product: PricedProduct, selectedOptions: SelectedOptions): LinePricing {
  return configurationPrice(product, selectedOptions);
}

/** Totals per currency of priced lines. */
export function orderTotals(lines: readonly Pick<OrderLine, 'currency' | 'lineTotalCents'>[]): OrderTotal[] {
  return sumByCurrency(lines.map((line) => ({ currency: line.currency, cents: line.lineTotalCents })));
}

/** Order ids are UUIDs, like product ids: anything else names no order (404 without a query). */
export function isOrderId(value: string): boolean {
  return isProductId(value);
}
