import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../catalog';
import { RATED_CURRENCIES, type RatedCurrency } from './constants';
import type { DomainMessageKey } from '../messages';
import { EXCHANGE_RATE_PATTERN, type ExchangeRates } from '../search/exchange';
import type { PickupText } from '../orders/delivery';
import { STATS_LIMITS } from '../stats/figures';
import {
  DEFAULT_SHIPPING_SETTINGS,
  SHIPPING_ZONES,
  type ShippingSettings,
  type ShippingZone,
} from '../shipping/settings';

/**
 * The shop's settings staff change at /admin/ajustes (`GET/PUT /api/admin/settings`): exchange
 * rates, delivery zones and costs, the free-delivery threshold, pickup, the cut-off and the
 * low-stock threshold. Money is exact decimal text in AR$ ('4500', '4500.50'); the API and the
 * form speak this shape, and `shippingSettingsOf` turns it into the whole cents the quote reads.
 */

const msg = (key: DomainMessageKey) => ({ error: key });

/** Bounds every value must keep (a setting outside them answers 400 naming the field). */
export const SETTINGS_LIMITS = {
  /** Largest delivery cost or threshold, AR$. */
  maxMoney: 100_000_000,
  maxDays: 60,
  maxLowStock: 100_000,
  maxAddress: 200,
  maxHours: 200,
} as const;

const MONEY_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/** Exact AR$ as decimal text, 0 to SETTINGS_LIMITS.maxMoney, at most 2 decimals. */
const moneyField = z
  .string(msg('settings.money.invalid'))
  .trim()
  .regex(MONEY_PATTERN, msg('settings.money.invalid'))
  .refine((value) => Number(value) <= SETTINGS_LIMITS.maxMoney, msg('settings.money.invalid'));

const daysField = z
  .number(msg('settings.days.invalid'))
  .int(msg('settings.days.invalid'))
  .min(0, msg('settings.days.invalid'))
  .max(SETTINGS_LIMITS.maxDays, msg('settings.days.invalid'));

const windowFields = { minDays: daysField, maxDays: daysField };
const orderedWindow = <T extends { minDays: number; maxDays: number }>(window: T, ctx: z.RefinementCtx) => {
  if (window.minDays > window.maxDays) {
    ctx.addIssue({ code: 'custom', path: ['maxDays'], message: 'settings.days.order' });
  }
};

const rateSchema = z.object({ cost: moneyField, ...windowFields }).superRefine(orderedWindow);

const rateField = z
  .string(msg('settings.rate.invalid'))
  .trim()
  .regex(EXCHANGE_RATE_PATTERN, msg('settings.rate.invalid'))
  .transform((value) => value.replace(/^0+(?=\d)/, ''));

const addressField = z
  .string(msg('settings.pickupAddress.invalid'))
  .trim()
  .min(5, msg('settings.pickupAddress.invalid'))
  .max(SETTINGS_LIMITS.maxAddress, msg('settings.pickupAddress.invalid'));

const hoursField = z
  .string(msg('settings.pickupHours.invalid'))
  .trim()
  .max(SETTINGS_LIMITS.maxHours, msg('settings.pickupHours.invalid'));

export const shopSettingsInputSchema = z.object({
  /** AR$ per unit of each currency; a currency left out has no rate (its prices are not converted). */
  exchangeRates: z.object(
    Object.fromEntries(RATED_CURRENCIES.map((currency) => [currency, rateField.optional()])) as Record<
      RatedCurrency,
      z.ZodOptional<typeof rateField>
    >,
    msg('settings.rate.invalid'),
  ),
  /** 'HH:MM', Argentina time: orders after it count from the next business day. */
  cutOff: z.string(msg('settings.cutOff.invalid')).regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('settings.cutOff.invalid')),
  freeDeliveryThreshold: moneyField,
  zones: z.object(
    Object.fromEntries(
      SHIPPING_ZONES.map((zone) => [zone, z.object({ standard: rateSchema, express: rateSchema })]),
    ) as Record<ShippingZone, z.ZodObject<{ standard: typeof rateSchema; express: typeof rateSchema }>>,
    msg('settings.zones.invalid'),
  ),
  pickup: z
    .object({
      /** Where to pick orders up, in each language (the city's name is not the same in both). */
      address: z.object({ es: addressField, en: addressField }, msg('settings.pickupAddress.invalid')),
      /** The opening hours in each language: both, or neither (no hours are shown then). */
      hours: z
        .object({ es: hoursField, en: hoursField }, msg('settings.pickupHours.invalid'))
        .superRefine((hours, ctx) => {
          for (const [language, other] of [
            ['es', 'en'],
            ['en', 'es'],
          ] as const) {
            if (hours[language] === '' && hours[other] !== '') {
              ctx.addIssue({ code: 'custom', path: [language], message: 'settings.pickupHours.twin' });
            }
          }
        }),
      ...windowFields,
    })
    .superRefine(orderedWindow),
  lowStockThreshold: z
    .number(msg('settings.lowStock.invalid'))
    .int(msg('settings.lowStock.invalid'))
    .min(0, msg('settings.lowStock.invalid'))
    .max(SETTINGS_LIMITS.maxLowStock, msg('settings.lowStock.invalid')),
});
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;
export type ShopSettingsValues = z.output<typeof shopSettingsInputSchema>;

/** The settings as answered: the values, the day the rates were set, and who changed them last. */
export const shopSettingsSchema = shopSettingsInputSchema.extend({
  /** The day (Argentina) the rates last changed; null without any rate. */
  exchangeRatesSetOn: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type ShopSettings = z.output<typeof shopSettingsSchema>;

const centsOf = (money: string): number => {
  const [whole, fraction = ''] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};
const moneyOf = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The documented defaults (docs/shipping.md), with the environment's exchange rates when it gives some. */
export function defaultShopSettings(
  exchange: ExchangeRates | null,
): ShopSettingsValues & { exchangeRatesSetOn: string | null } {
  const shipping = DEFAULT_SHIPPING_SETTINGS;
  const window = (days: { min: number; max: number }) => ({ minDays: days.min, maxDays: days.max });
  return {
    exchangeRates: Object.fromEntries(
      RATED_CURRENCIES.flatMap((currency) => (exchange?.rates[currency] ? [[currency, exchange.rates[currency]]] : [])),
    ),
    exchangeRatesSetOn: exchange?.setOn ?? null,
    cutOff: timeOf(shipping.cutOffMinutes),
    freeDeliveryThreshold: moneyOf(shipping.freeDeliveryThresholdCents),
    zones: Object.fromEntries(
      SHIPPING_ZONES.map((zone) => {
        const rates = shipping.zones[zone];
        return [
          zone,
          {
            standard: { cost: moneyOf(rates.standard.cents), ...window(rates.standard.days) },
            express: { cost: moneyOf(rates.express.cents), ...window(rates.express.days) },
          },
        ];
      }),
    ) as ShopSettingsValues['zones'],
    pickup: {
      address: shipping.pickup.address,
      hours: DEFAULT_PICKUP_HOURS,
      ...window(shipping.pickup.days),
    },
    lowStockThreshold: STATS_LIMITS.lowStockThreshold,
  };
}

export const DEFAULT_PICKUP_HOURS: PickupText = {
  es: 'Lunes a viernes de 10 a 18 h',
  en: 'Monday to Friday, 10 am to 6 pm',
};

/**
 * The settings as stored (`shop_settings.settings`, JSON) in today's shape: rows saved before the
 * pickup address had an English twin keep their one address in both languages, and rows saved
 * before the pickup hours existed have none.
 */
export function storedShopSettingsValues(stored: unknown): ShopSettingsValues {
  const values = stored as ShopSettingsValues;
  const pickup = values.pickup as Omit<ShopSettingsValues['pickup'], 'address' | 'hours'> & {
    address: PickupText | string;
    hours?: PickupText;
  };
  const address = typeof pickup.address === 'string' ? { es: pickup.address, en: pickup.address } : pickup.address;
  return { ...values, pickup: { ...pickup, address, hours: pickup.hours ?? { es: '', en: '' } } };
}

/** What the delivery quote reads: the settings' costs in whole AR$ cents. */
export function shippingSettingsOf(settings: ShopSettingsValues): ShippingSettings {
  const [hours, minutes] = settings.cutOff.split(':').map(Number);
  const rate = (value: { cost: string; minDays: number; maxDays: number }) => ({
    cents: centsOf(value.cost),
    days: { min: value.minDays, max: value.maxDays },
  });
  return {
    cutOffMinutes: hours! * 60 + minutes!,
    freeDeliveryThresholdCents: centsOf(settings.freeDeliveryThreshold),
    zones: Object.fromEntries(
      SHIPPING_ZONES.map((zone) => [
        zone,
        { standard: rate(settings.zones[zone].standard), express: rate(settings.zones[zone].express) },
      ]),
    ) as ShippingSettings['zones'],
    pickup: {
      address: settings.pickup.address,
      // Hours left empty in both languages are not shown at all.
      ...(settings.pickup.hours.es ? { hours: settings.pickup.hours } : {}),
      days: { min: settings.pickup.minDays, max: settings.pickup.maxDays },
    },
  };
}

/** The rates as the catalogue and the orders read them; null without any rate. */
export function exchangeRatesOf(
  rates: ShopSettingsValues['exchangeRates'],
  setOn: string | null,
): ExchangeRates | null {
  const given = Object.fromEntries(Object.entries(rates).filter(([, rate]) => rate !== undefined && rate !== ''));
  if (Object.keys(given).length === 0 || !setOn) return null;
  return { base: DEFAULT_CURRENCY as 'ARS', rates: given, setOn };
}

/** Whether two sets of rates are the same (the day they were set changes only when they differ). */
export function sameRates(a: ShopSettingsValues['exchangeRates'], b: ShopSettingsValues['exchangeRates']): boolean {
  return RATED_CURRENCIES.every((currency) => (a[currency] ?? '') === (b[currency] ?? ''));
}
