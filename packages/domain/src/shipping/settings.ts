import type { PickupText } from '../orders/delivery';
import type { ProvinceCode } from './provinces';
import { postalDigits } from './provinces';

/**
 * The delivery zones: the city and Greater Buenos Aires (AMBA), the rest of Buenos Aires
 * province, the other provinces, and Tierra del Fuego (the farthest, by ship or air).
 */
export const SHIPPING_ZONES = ['amba', 'buenosAires', 'otherProvinces', 'tierraDelFuego'] as const;
export type ShippingZone = (typeof SHIPPING_ZONES)[number];

export const DELIVERY_OPTIONS = ['standard', 'express', 'pickup'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

/** A home delivery's price (whole AR$ cents) and its window in business days after the dispatch day. */
export interface DeliveryRate {
  cents: number;
  days: { min: number; max: number };
}

/**
 * What staff will set for deliveries (the staff settings page is a later issue): until then
 * DEFAULT_SHIPPING_SETTINGS applies, and a settings store overrides it by handing its own
 * object to the quote. Every amount is whole AR$ cents.
 */
export interface ShippingSettings {
  /** Orders after this time of day (minutes after midnight, Argentina time) count from the next business day. */
  cutOffMinutes: number;
  /** Standard delivery is free when the cart reaches this AR$ subtotal (`arsSubtotalCents`; express is always charged). */
  freeDeliveryThresholdCents: number;
  zones: Record<ShippingZone, Record<Exclude<DeliveryOption, 'pickup'>, DeliveryRate>>;
  /** Pickup at the shop: free; its address, and when the order is ready (business days). */
  pickup: {
    address: PickupText;
    /** Opening hours in each language, as staff wrote them (the shop's settings give them). */
    hours?: PickupText;
    days: { min: number; max: number };
  };
}

/**
 * The documented defaults (docs/shipping.md): cut-off 14:00; free standard delivery from
 * AR$ 200.000; the shop at Av. Corrientes 1234, CABA.
 */
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  cutOffMinutes: 14 * 60,
  freeDeliveryThresholdCents: 200_000_00,
  zones: {
    amba: {
      standard: { cents: 4_500_00, days: { min: 2, max: 4 } },
      express: { cents: 8_900_00, days: { min: 1, max: 1 } },
    },
    buenosAires: {
      standard: { cents: 6_900_00, days: { min: 3, max: 6 } },
      express: { cents: 12_500_00, days: { min: 2, max: 3 } },
    },
    otherProvinces: {
      standard: { cents: 8_900_00, days: { min: 4, max: 8 } },
      express: { cents: 15_900_00, days: { min: 2, max: 4 } },
    },
    tierraDelFuego: {
      standard: { cents: 14_900_00, days: { min: 7, max: 12 } },
      express: { cents: 24_900_00, days: { min: 4, max: 6 } },
    },
  },
  pickup: {
    address: {
      es: 'Av. Corrientes 1234, C1043AAZ, Ciudad Autónoma de Buenos Aires',
      en: 'Av. Corrientes 1234, C1043AAZ, Autonomous City of Buenos Aires',
    },
    days: { min: 1, max: 2 },
  },
};

/**
 * The zone of a destination. In Buenos Aires province, postal codes 1000 to 1999 are Greater
 * Buenos Aires and Greater La Plata (the AMBA's conurbation); any other code there is the
 * rest of the province.
 */
export function shippingZoneOf(province: ProvinceCode, postalCode: string): ShippingZone {
  if (province === 'AR-C') return 'amba';
  if (province === 'AR-V') return 'tierraDelFuego';
  if (province !== 'AR-B') return 'otherProvinces';
  const digits = postalDigits(postalCode);
  return digits >= 1000 && digits <= 1999 ? 'amba' : 'buenosAires';
}
