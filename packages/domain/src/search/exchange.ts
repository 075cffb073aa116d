import { type Currency, DEFAULT_CURRENCY } from '../catalog';

/**
 * Exchange rates staff configured (EXCHANGE_RATES, EXCHANGE_RATES_DATE): how many units of the
 * shop's main currency (ARS) one unit of another currency is worth, as exact decimal text.
 * Prices are never compared across currencies without them.
 */
export interface ExchangeRates {
  base: 'ARS';
  /** Currency → ARS per unit ('1050.5'); a currency without a rate cannot be converted. */
  rates: Partial<Record<Currency, string>>;
  /** The day staff set the rates (YYYY-MM-DD), shown beside converted prices. */
  setOn: string;
}

/** A rate: a positive decimal with at most 4 decimals, below one million. */
export const EXCHANGE_RATE_PATTERN = /^(?!0+(\.0+)?$)\d{1,6}(\.\d{1,4})?$/;
const RATE_SCALE = 10_000n;

/** Exact whole cents of an amount given as decimal text ('12.5' → 1250n); undefined when it is not one. */
export function decimalToCents(text: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** A stored price (a number with at most two decimals) as exact whole cents. */
export function amountToCents(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

/**
 * What one unit of `currency` is worth in base units, scaled by 10 000 (exact integers);
 * undefined when no rate is known. The base currency is always 10 000.
 */
export function scaledRate(currency: Currency, exchange: ExchangeRates | null | undefined): bigint | undefined {
  if (currency === DEFAULT_CURRENCY) return RATE_SCALE;
  const rate = exchange?.rates[currency];
  if (rate === undefined) return undefined;
  const [whole, fraction = ''] = rate.split('.');
  return BigInt(whole!) * RATE_SCALE + BigInt(fraction.padEnd(4, '0'));
}

/**
 * A price in base cents scaled by 10 000: exact, so prices of different currencies compare
 * without rounding. Undefined when the currency has no rate.
 */
export function scaledBaseCents(
  cents: bigint,
  currency: Currency,
  exchange: ExchangeRates | null | undefined,
): bigint | undefined {
  const rate = scaledRate(currency, exchange);
  return rate === undefined ? undefined : cents * rate;
}

/**
 * An amount converted to the base currency, rounded half up to whole cents, for display beside
 * the real price ('≈ AR$ 1.050.000,00'). Undefined without a rate or for the base currency itself.
 */
export function approximateInBase(
  amount: number,
  currency: Currency,
  exchange: ExchangeRates | null | undefined,
): number | undefined {
  if (currency === DEFAULT_CURRENCY) return undefined;
  const scaled = scaledBaseCents(amountToCents(amount), currency, exchange);
  if (scaled === undefined) return undefined;
  const cents = (scaled + RATE_SCALE / 2n) / RATE_SCALE;
  return Number(cents) / 100;
}
