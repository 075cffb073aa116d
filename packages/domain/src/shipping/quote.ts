import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { pickupTextSchema } from '../orders/delivery';
import { orderRequestSchema } from '../orders/orders';
import { type CivilDate, businessDayWindow, dispatchDay } from './business-days';
import { postalCodeField, provinceField } from './addresses';
import {
  DEFAULT_SHIPPING_SETTINGS,
  DELIVERY_OPTIONS,
  SHIPPING_ZONES,
  type DeliveryOption,
  type ShippingSettings,
  type ShippingZone,
} from './settings';
import { postalCodeProblem, type ProvinceCode } from './provinces';

const msg = (key: DomainMessageKey) => ({ error: key });

/**
 * `POST /api/shipping/quote`: the cart's lines (as `POST /api/orders` takes them) and where they
 * go: a saved address of the caller (`addressId`), or a `province` and a `postalCode`.
 */
export const shippingQuoteRequestSchema = z
  .object({
    items: orderRequestSchema.shape.items,
    addressId: z.string(msg('shipping.addressId.invalid')).max(200, msg('shipping.addressId.invalid')).optional(),
    province: provinceField.optional(),
    postalCode: postalCodeField.optional(),
  })
  .superRefine((request, ctx) => {
    const byPlace = request.province !== undefined || request.postalCode !== undefined;
    if (request.addressId !== undefined && byPlace) {
      ctx.addIssue({ code: 'custom', path: ['addressId'], message: 'shipping.destination.both' });
    } else if (request.addressId === undefined && !byPlace) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'shipping.destination.required' });
    } else if (byPlace && request.province === undefined) {
      ctx.addIssue({ code: 'custom', path: ['province'], message: 'address.province.invalid' });
    } else if (byPlace && request.postalCode === undefined) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'address.postalCode.invalid' });
    } else if (request.province && postalCodeProblem(request.postalCode!, request.province) === 'province') {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'address.postalCode.province' });
    }
  });
export type ShippingQuoteRequest = z.output<typeof shippingQuoteRequestSchema>;

const arsMoney = { currency: z.literal('ARS'), cents: z.number().int(), amount: z.number() };

export const deliveryQuoteOptionSchema = z.object({
  option: z.enum(DELIVERY_OPTIONS),
  ...arsMoney,
  /** True when a home delivery costs nothing because the cart reached the free-delivery threshold. */
  free: z.boolean(),
  earliest: z.string(),
  latest: z.string(),
  /** Pickup only: where, and its opening hours, in each language (the page shows its own). */
  address: pickupTextSchema.optional(),
  hours: pickupTextSchema.optional(),
});
export type DeliveryQuoteOption = z.infer<typeof deliveryQuoteOptionSchema>;

export const shippingQuoteSchema = z.object({
  province: z.string(),
  postalCode: z.string(),
  zone: z.enum(SHIPPING_ZONES),
  /** The business day the dates count from (the order's day, or the next one after the cut-off). */
  dispatchDay: z.string(),
  /** What counts towards the free-delivery threshold: the AR$ lines, other currencies at staff's rate (none without one). */
  subtotal: z.object(arsMoney),
  freeDeliveryThreshold: z.object(arsMoney),
  options: z.array(deliveryQuoteOptionSchema),
});
export type ShippingQuote = z.infer<typeof shippingQuoteSchema>;

const ars = (cents: number) => ({ currency: 'ARS' as const, cents, amount: cents / 100 });

/**
 * The delivery options to a zone for an order placed at `placedAt`: standard and express home
 * delivery priced by the zone (standard free from the threshold on, compared in whole cents),
 * and pickup at the shop, free. Dates are business days from the dispatch day.
 */
export function quoteDelivery(input: {
  province: ProvinceCode;
  postalCode: string;
  zone: ShippingZone;
  subtotalArsCents: number;
  placedAt: Date;
  settings?: ShippingSettings;
}): ShippingQuote {
  const settings = input.settings ?? DEFAULT_SHIPPING_SETTINGS;
  const rates = settings.zones[input.zone];
  const free = input.subtotalArsCents >= settings.freeDeliveryThresholdCents;
  const window = (days: { min: number; max: number }) =>
    businessDayWindow(input.placedAt, settings.cutOffMinutes, days);
  const home = (option: Exclude<DeliveryOption, 'pickup'>, isFree: boolean): DeliveryQuoteOption => ({
    option,
    ...ars(isFree ? 0 : rates[option].cents),
    free: isFree,
    ...window(rates[option].days),
  });
  return {
    province: input.province,
    postalCode: input.postalCode,
    zone: input.zone,
    dispatchDay: dispatchDay(input.placedAt, settings.cutOffMinutes),
    subtotal: ars(input.subtotalArsCents),
    freeDeliveryThreshold: ars(settings.freeDeliveryThresholdCents),
    options: [
      home('standard', free),
      home('express', false),
      {
        option: 'pickup',
        ...ars(0),
        free: false,
        ...window(settings.pickup.days),
        address: settings.pickup.address,
        hours: settings.pickup.hours,
      },
    ],
  };
}

export type { CivilDate };
