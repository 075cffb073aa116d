import { z } from 'zod';
import { CURRENCY_CODES, type Currency, DEFAULT_CURRENCY } from '../catalog';
import { sumByCurrency } from '../cart/cart';
import type { DomainMessageKey } from '../messages';
import type { ExchangeRates } from '../search/exchange';
import { addressSchema } from '../shipping/addresses';
import { DELIVERY_OPTIONS, type DeliveryOption } from '../shipping/settings';

const msg = (key: DomainMessageKey) => ({ error: key });

/** The fields a client may send in `delivery`: which option and, for a home delivery, which saved address. */
const DELIVERY_REQUEST_KEYS = new Set(['option', 'addressId']);

/**
 * `delivery` of `POST /api/orders`: `{ option, addressId }`, no address for pickup. The server
 * quotes it again itself; a cost, date or anything else sent beside them is refused (400), not
 * silently ignored, so a client that believes it set a price learns that it did not.
 */
export const orderDeliveryRequestSchema = z
  .looseObject(
    {
      option: z.enum(DELIVERY_OPTIONS, msg('orders.delivery.option.invalid')),
      addressId: z.string(msg('shipping.addressId.invalid')).max(200, msg('shipping.addressId.invalid')).optional(),
    },
    msg('orders.delivery.invalid'),
  )
  .superRefine((delivery, ctx) => {
    for (const key of Object.keys(delivery)) {
      if (!DELIVERY_REQUEST_KEYS.has(key)) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'orders.delivery.serverPriced' });
      }
    }
    if (delivery.option === 'pickup' && delivery.addressId !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'orders.delivery.pickupWithAddress' });
    } else if (delivery.option !== 'pickup' && delivery.addressId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'orders.delivery.addressRequired' });
    }
  })
  .transform(({ option, addressId }): { option: DeliveryOption; addressId?: string } =>
    addressId === undefined ? { option } : { option, addressId },
  );
export type OrderDeliveryRequest = z.output<typeof orderDeliveryRequestSchema>;

/** The address an order goes to, copied when it was placed: later edits of the saved address never change it. */
export const deliveryAddressSnapshotSchema = addressSchema.omit({
  id: true,
  isDefault: true,
  createdAt: true,
  updatedAt: true,
});
export type DeliveryAddressSnapshot = z.infer<typeof deliveryAddressSnapshotSchema>;

/**
 * A pickup point's text (its address, its opening hours) in each of the shop's languages, as staff
 * wrote them: the quote, the order and its mails carry both, and each reader is shown their own.
 */
export const pickupTextSchema = z.object({ es: z.string(), en: z.string() });
export type PickupText = z.infer<typeof pickupTextSchema>;

/** An order's delivery as it was quoted by the server when the order was placed. */
export const orderDeliverySchema = z.object({
  option: z.enum(DELIVERY_OPTIONS),
  currency: z.literal('ARS'),
  cents: z.number().int(),
  amount: z.number(),
  /** Earliest and latest delivery (or pickup) days, `YYYY-MM-DD` in Argentina. */
  earliest: z.string(),
  latest: z.string(),
  /** Home delivery: where to; null for pickup. */
  address: deliveryAddressSnapshotSchema.nullable(),
  /**
   * Pickup: the shop's address in each language, as it was when the order was placed (orders
   * placed before it had an English twin give their one address in both); null for a home delivery.
   */
  pickupAddress: pickupTextSchema.nullable(),
  /**
   * Pickup: the shop's opening hours in each language, as they were when the order was placed;
   * null for a home delivery and for orders placed before they were kept (migration 027).
   */
  pickupHours: pickupTextSchema.nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** The exchange rates an order's one total was converted at, and the day staff set them. */
export const orderExchangeSchema = z.object({
  rates: z.partialRecord(z.enum(CURRENCY_CODES), z.string()),
  setOn: z.string(),
});
export type OrderExchange = z.infer<typeof orderExchangeSchema>;

export type ChargeTotal =
  { ok: true; currency: Currency; cents: number; exchange: OrderExchange | null } | { ok: false; missing: Currency[] };

const RATE_SCALE = 10_000n;

/**
 * A currency's rate to AR$ × 10 000 as an exact integer ('1050.5' → 10505000n), AR$ itself 10 000.
 * search/exchange.ts has the same reading for price sorts; it is not imported here because the web's
 * checkout would then share that module with the catalogue's chunks (a split that costs first-load bytes).
 */
function rateOf(currency: Currency, exchange: ExchangeRates | null | undefined): bigint | undefined {
  if (currency === DEFAULT_CURRENCY) return RATE_SCALE;
  const rate = exchange?.rates[currency];
  if (rate === undefined) return undefined;
  const [units, decimals = ''] = rate.split('.');
  return BigInt(units!) * RATE_SCALE + BigInt(decimals.padEnd(4, '0'));
}

/** A sum in `currency` as whole AR$ cents at staff's rate, rounded half up; undefined without a rate. */
function inArsCents(currency: Currency, cents: number, exchange: ExchangeRates | null | undefined): bigint | undefined {
  const rate = rateOf(currency, exchange);
  return rate === undefined ? undefined : (BigInt(cents) * rate + RATE_SCALE / 2n) / RATE_SCALE;
}

/**
 * The one amount a card is charged: the lines plus the delivery (AR$), exact in whole cents.
 * One currency throughout: that currency, unconverted. Several: everything in AR$, each other
 * currency's sum converted at staff's rate and rounded half up to the cent once per currency
 * (each line keeps its own price and currency); refused (`missing`) when a currency has no rate.
 * A free delivery (0) adds no currency.
 */
export function chargeTotal(
  lines: readonly { currency: Currency; lineTotalCents: number }[],
  deliveryCents: number,
  exchange: ExchangeRates | null | undefined,
): ChargeTotal {
  const amounts = lines.map((line) => ({ currency: line.currency, cents: line.lineTotalCents }));
  if (deliveryCents > 0) amounts.push({ currency: DEFAULT_CURRENCY, cents: deliveryCents });
  const sums = sumByCurrency(amounts);
  if (sums.length === 1) return { ok: true, currency: sums[0]!.currency, cents: sums[0]!.cents, exchange: null };
  const missing = sums.filter((sum) => rateOf(sum.currency, exchange) === undefined).map((sum) => sum.currency);
  if (missing.length > 0 || !exchange) return { ok: false, missing };
  let total = 0n;
  const rates: OrderExchange['rates'] = {};
  for (const sum of sums) {
    total += inArsCents(sum.currency, sum.cents, exchange)!;
    if (sum.currency !== DEFAULT_CURRENCY) rates[sum.currency] = exchange.rates[sum.currency]!;
  }
  return { ok: true, currency: DEFAULT_CURRENCY, cents: Number(total), exchange: { rates, setOn: exchange.setOn } };
}

/**
 * What counts towards free delivery, in whole AR$ cents: the AR$ lines, and each other currency's
 * lines converted at staff's rate as the one total converts them (so a mixed cart paid in AR$ at
 * the rate counts at the value it is paid at). A currency without a rate counts nothing: such a
 * cart cannot be paid in one payment anyway.
 */
export function arsSubtotalCents(
  lines: readonly { currency: Currency; lineTotalCents: number }[],
  exchange: ExchangeRates | null | undefined,
): number {
  let cents = 0n;
  for (const sum of sumByCurrency(lines.map((line) => ({ currency: line.currency, cents: line.lineTotalCents }))))
    cents += inArsCents(sum.currency, sum.cents, exchange) ?? 0n;
  return Number(cents);
}

/** A carrier's name and the tracking code it gave, required to mark an order shipped. */
export const trackingSchema = z.object({ carrier: z.string(), trackingCode: z.string() });
export type Tracking = z.infer<typeof trackingSchema>;
