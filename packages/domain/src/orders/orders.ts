import { z } from 'zod';
import { CURRENCY_CODES, type Currency } from '../catalog';
import { lineKey, sumByCurrency, type SelectedOptions } from '../cart/cart';
import { type ConfigurationPricing, configurationPrice } from '../configurator/configurator';
import type { DomainMessageKey } from '../messages';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, intFromQuery, isProductId } from '../product';

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

/** `POST /api/orders`: the lines to buy. A product appears once per configuration. */
export const orderRequestSchema = z.object({ items: orderItemsSchema });
export type OrderRequest = z.output<typeof orderRequestSchema>;

/** `POST /api/orders/check`: the cart's lines, checked against current prices and stock. */
export const cartCheckRequestSchema = orderRequestSchema;

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

export const ORDER_STATUSES = ['paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which status an order may move to from which: paid at creation, then shipped and delivered;
 * cancelled from paid or shipped (it returns the stock). Delivered and cancelled are final.
 */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  paid: ['shipped', 'cancelled'],
  shipped: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export function canChangeStatus(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** The statuses an order must be in to move to `to` (the WHERE of the conditional update). */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canChangeStatus(from, to));
}

export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, msg('orders.status.invalid')),
});

const isoDate = (key: DomainMessageKey) =>
  z
    .string()
    .refine((value) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) && !Number.isNaN(Date.parse(value)), msg(key));

export const orderListQuerySchema = z.object({
  page: intFromQuery('query.page.invalid', 1, MAX_PAGE).default(1),
  limit: intFromQuery('query.limit.invalid', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Staff's list of every order: also by status and by creation date (from and to inclusive). */
export const staffOrderListQuerySchema = orderListQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, msg('orders.status.invalid')).optional(),
  from: isoDate('orders.date.invalid').optional(),
  to: isoDate('orders.date.invalid').optional(),
});
export type StaffOrderListQuery = z.output<typeof staffOrderListQuerySchema>;

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

/** One step of an order's life: the status it entered and when (written with the change itself). */
export const orderStatusEntrySchema = z.object({ status: z.enum(ORDER_STATUSES), at: z.string() });
export type OrderStatusEntry = z.infer<typeof orderStatusEntrySchema>;

export const orderSchema = z.object({
  id: z.string(),
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
