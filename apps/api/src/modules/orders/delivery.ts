import {
  type Address,
  CURRENCIES,
  type Currency,
  type DeliveryAddressSnapshot,
  type ExchangeRates,
  type OrderRequest,
  type ShippingSettings,
  arsSubtotalCents,
  chargeTotal,
  quoteDelivery,
  shippingZoneOf,
} from '@shop/domain';
import type { DbExecutor } from '../../db/database';
import { httpError } from '../../errors';
import type { OrderDeliveryColumns } from './records';

/** What placing an order needs besides the request: the server's clock, staff's rates and settings. */
export interface OrderContext {
  /** When the order is placed (the server's clock; tests fix it). */
  now: () => Date;
  /** Staff's exchange rates to AR$ (EXCHANGE_RATES); null: none set. */
  exchangeRates: ExchangeRates | null;
  settings?: () => ShippingSettings | undefined;
  /**
   * One of the account's saved addresses (undefined for another account's): the shipping
   * module's, handed in by the app (that module prices quotes with this one's lines).
   */
  findAddress: (trx: DbExecutor, userId: string, id: string) => Promise<Address | undefined>;
}

type PricedAmount = { currency: Currency; lineTotalCents: number };

/**
 * The order's delivery, quoted again by the server with the domain's rule (the client sends only
 * the option and the address; the quote's cost and dates are never taken from it), the address
 * copied as it is now, and the one total: lines plus delivery, in one currency or in AR$ at staff's
 * rate. Refusals throw before anything is written (the caller's transaction rolls back the rest).
 * Without `delivery` (the original client) the order has none and its total is its lines' when
 * they share one currency.
 */
export async function orderDeliveryColumns(
  trx: DbExecutor,
  userId: string,
  request: OrderRequest,
  lines: readonly PricedAmount[],
  placedAt: Date,
  context: OrderContext,
): Promise<OrderDeliveryColumns> {
  const none: OrderDeliveryColumns = {
    delivery_option: null,
    delivery_cents: null,
    delivery_earliest: null,
    delivery_latest: null,
    delivery_address: null,
    pickup_address: null,
    pickup_hours: null,
    total_currency: null,
    total_cents: null,
    exchange_rates: null,
    exchange_rates_date: null,
    carrier: null,
    tracking_code: null,
  };
  if (!request.delivery) {
    const legacy = chargeTotal(lines, 0, null);
    return legacy.ok ? { ...none, total_currency: legacy.currency, total_cents: legacy.cents } : none;
  }
  const { option, addressId } = request.delivery;
  let address: DeliveryAddressSnapshot | null = null;
  // Pickup's quote does not depend on a destination: the shop's own stands in.
  let destination = { province: 'AR-C' as DeliveryAddressSnapshot['province'], postalCode: 'C1043AAZ' };
  if (addressId !== undefined) {
    const found = await context.findAddress(trx, userId, addressId);
    if (!found) throw httpError('ADDRESS_NOT_FOUND');
    const { id: _id, isDefault: _default, createdAt: _created, updatedAt: _updated, ...snapshot } = found;
    address = snapshot;
    destination = { province: found.province, postalCode: found.postalCode };
  }
  const quote = quoteDelivery({
    ...destination,
    zone: shippingZoneOf(destination.province, destination.postalCode),
    subtotalArsCents: arsSubtotalCents(lines, context.exchangeRates),
    placedAt,
    settings: context.settings?.(),
  });
  const chosen = quote.options.find((quoted) => quoted.option === option)!;
  const total = chargeTotal(lines, chosen.cents, context.exchangeRates);
  if (!total.ok) {
    const currencies = total.missing.map((currency) => CURRENCIES[currency].symbol).join(', ');
    throw httpError('CURRENCY_MIX_WITHOUT_RATE', { params: { currencies } });
  }
  return {
    ...none,
    delivery_option: option,
    delivery_cents: chosen.cents,
    delivery_earliest: chosen.earliest,
    delivery_latest: chosen.latest,
    delivery_address: address && JSON.stringify(address),
    pickup_address: option === 'pickup' && chosen.address ? JSON.stringify(chosen.address) : null,
    pickup_hours: option === 'pickup' && chosen.hours ? JSON.stringify(chosen.hours) : null,
    total_currency: total.currency,
    total_cents: total.cents,
    exchange_rates: total.exchange && JSON.stringify(total.exchange.rates),
    exchange_rates_date: total.exchange?.setOn ?? null,
  };
}
