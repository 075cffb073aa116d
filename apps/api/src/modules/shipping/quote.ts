import {
  type ExchangeRates,
  type ProvinceCode,
  type ShippingQuote,
  type ShippingQuoteRequest,
  type ShippingSettings,
  arsSubtotalCents,
  quoteDelivery,
  shippingZoneOf,
} from '@shop/domain';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { httpError } from '../../errors';
import { priceLines } from '../orders';
import { productsForSale } from '../products';
import { findAddress } from './addresses';

export interface QuoteContext {
  /** The caller's account, or the 401 of a signed-in route: asked only for a saved address. */
  caller(): Promise<UsersTable>;
  /** When the order would be placed (the server's clock; tests fix it). */
  placedAt: Date;
  settings?: ShippingSettings;
  /** Staff's exchange rates: other currencies' lines count towards free delivery at them. */
  exchange?: ExchangeRates | null;
}

/** Where the quote's goods go: the caller's saved address, or the province and postal code given. */
async function destinationOf(
  db: Db,
  request: ShippingQuoteRequest,
  context: QuoteContext,
): Promise<{ province: ProvinceCode; postalCode: string }> {
  if (request.addressId === undefined) return { province: request.province!, postalCode: request.postalCode! };
  const user = await context.caller();
  const address = await findAddress(db, user.id, request.addressId);
  if (!address) throw httpError('ADDRESS_NOT_FOUND');
  return { province: address.province, postalCode: address.postalCode };
}

/**
 * The delivery options for the cart's lines: each line priced from the catalogue as an order
 * would be (an unknown product, an option not offered or an incompatible choice refused as the
 * order refuses it), summed in whole AR$ cents for the free-delivery threshold (other currencies
 * at staff's rate, none without one), then the domain's quote. Stock is not taken nor checked.
 */
export async function quoteShipping(
  db: Db,
  request: ShippingQuoteRequest,
  context: QuoteContext,
): Promise<ShippingQuote> {
  const destination = await destinationOf(db, request, context);
  const products = await productsForSale(
    db,
    request.items.map((item) => item.productId),
  );
  const { priced, gone, notOffered, incompatible } = priceLines(request, products);
  if (notOffered.length > 0) throw httpError('ORDER_OPTIONS_NOT_OFFERED', { details: notOffered });
  if (incompatible.length > 0) throw httpError('ORDER_CONFIGURATION_INCOMPATIBLE', { details: incompatible });
  if (gone.length > 0) throw httpError('ORDER_LINES_UNAVAILABLE', { details: gone });
  const amounts = priced.map((line) => ({
    currency: line.product.currency,
    lineTotalCents: line.unitPriceCents * line.quantity,
  }));
  return quoteDelivery({
    ...destination,
    zone: shippingZoneOf(destination.province, destination.postalCode),
    subtotalArsCents: arsSubtotalCents(amounts, context.exchange),
    placedAt: context.placedAt,
    settings: context.settings,
  });
}
