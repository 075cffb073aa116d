import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { MAX_PRICE, MAX_STOCK } from '../product';

const msg = (key: DomainMessageKey) => ({ error: key });

export const BULK_FIELDS = ['price', 'stock'] as const;
export type BulkField = (typeof BULK_FIELDS)[number];
/** amount: add the value (negative takes away); percent: add that share of the current value. */
export const BULK_MODES = ['amount', 'percent'] as const;
export type BulkMode = (typeof BULK_MODES)[number];
export const MAX_BULK_PRODUCTS = 100;

/** The largest price, in cents, and stock a product may have (the product schema's bounds). */
export const MAX_PRICE_CENTS = BigInt(MAX_PRICE) * 100n;
const MAX_STOCK_UNITS = BigInt(MAX_STOCK);

const SIGNED_DECIMAL = /^([+-]?)(\d{1,12})(?:[.,](\d{1,2}))?$/;

/** A signed decimal with at most two decimals as exact hundredths; undefined when it is not one. */
export function signedHundredths(text: string): bigint | undefined {
  const match = SIGNED_DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const magnitude = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -magnitude : magnitude;
}

export interface BulkChange {
  field: BulkField;
  mode: BulkMode;
  /** Signed, up to 2 decimals ('-10', '12.5'); a stock amount is whole. */
  value: string;
}

const isValidChange = (change: BulkChange): boolean => {
  const hundredths = signedHundredths(change.value);
  if (hundredths === undefined) return false;
  return !(change.field === 'stock' && change.mode === 'amount' && hundredths % 100n !== 0n);
};

/** Rounds a fraction to the nearest whole number, halves away from zero (as prices are rounded). */
function roundedDivision(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const [n, d] = [numerator < 0n ? -numerator : numerator, denominator < 0n ? -denominator : denominator];
  const rounded = (n * 2n + d) / (d * 2n);
  return negative ? -rounded : rounded;
}

/** What a change makes of a product's price or stock; 'out-of-range' when the result would be negative or huge. */
export type BulkResult = { ok: true; value: number } | { ok: false; reason: 'out-of-range'; value: number };

/**
 * The new price or stock of one product, in exact integer arithmetic (cents, hundredths of a
 * percent): the preview and the server's transaction both read it from here, so what staff
 * confirm is what is stored. A percentage of a price rounds to the cent, of a stock to the unit.
 */
export function bulkChangedValue(current: { basePrice: number; stock: number }, change: BulkChange): BulkResult {
  const hundredths = signedHundredths(change.value) ?? 0n;
  const before = change.field === 'price' ? BigInt(Math.round(current.basePrice * 100)) : BigInt(current.stock);
  // Prices are counted in cents (hundredths already); stock in units.
  const unitsPerValue = change.field === 'price' ? 1n : 100n;
  const after =
    change.mode === 'amount'
      ? before + hundredths / unitsPerValue
      : before + roundedDivision(before * hundredths, 10_000n);
  const value = change.field === 'price' ? Number(after) / 100 : Number(after);
  const ceiling = change.field === 'price' ? MAX_PRICE_CENTS : MAX_STOCK_UNITS;
  return after < 0n || after > ceiling ? { ok: false, reason: 'out-of-range', value } : { ok: true, value };
}

/** Body of POST /api/admin/products/bulk: the change and the products it applies to, each at the version previewed. */
export const bulkChangeSchema = z
  .object({
    field: z.enum(BULK_FIELDS, msg('productAdmin.bulk.value.invalid')),
    mode: z.enum(BULK_MODES, msg('productAdmin.bulk.value.invalid')),
    value: z.string(msg('productAdmin.bulk.value.invalid')).max(20, msg('productAdmin.bulk.value.invalid')),
    products: z
      .array(
        z.object({
          id: z.string(msg('productAdmin.bulk.products.invalid')).max(36, msg('productAdmin.bulk.products.invalid')),
          version: z.number(msg('productAdmin.bulk.products.invalid')).int().min(1),
          /** The changed field's value staff previewed (the price, or the stock): see `bulkStillApplies`. */
          from: z.number(msg('productAdmin.bulk.products.invalid')).finite().optional(),
        }),
        msg('productAdmin.bulk.products.invalid'),
      )
      .min(1, msg('productAdmin.bulk.products.invalid'))
      .max(MAX_BULK_PRODUCTS, msg('productAdmin.bulk.products.invalid'))
      .refine(
        (products) => new Set(products.map((product) => product.id)).size === products.length,
        msg('productAdmin.bulk.products.invalid'),
      ),
  })
  .refine(isValidChange, { ...msg('productAdmin.bulk.value.invalid'), path: ['value'] });
export type BulkChangeInput = z.infer<typeof bulkChangeSchema>;

/**
 * Whether a product still takes a change staff previewed (`previewed`: the version and, from
 * clients that send it, the changed field's value they saw). Stock changed by an amount (goods
 * received, a count corrected) adjusts whatever the stock is when it applies, as an order's sale
 * does: sales meanwhile never refuse it. Any other change needs the field to hold the value
 * previewed, so what staff confirmed is what is stored, whatever else moved meanwhile (a sale's
 * stock under a price change); without that value, the product must be at the version previewed.
 */
export function bulkStillApplies(
  current: { version: number; basePrice: number; stock: number },
  change: Pick<BulkChange, 'field' | 'mode'>,
  previewed: { version: number; from?: number | undefined },
): boolean {
  if (change.field === 'stock' && change.mode === 'amount') return true;
  if (previewed.from === undefined) return current.version === previewed.version;
  return change.field === 'price'
    ? Math.round(current.basePrice * 100) === Math.round(previewed.from * 100)
    : current.stock === previewed.from;
}
