import { CURRENCIES, type Currency } from './catalog';
import { type Language } from './language';
import { formatDecimal } from './number-format';

/** A price with exactly 2 decimals in the language's number format. */
export function formatAmount(amount: number, language: Language): string {
  return formatDecimal(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2, alwaysGroup: true });
}

/** Amount preceded by its currency symbol: "AR$ 1.234,50" in es, "US$ 1,234.50" in en. */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  return `${CURRENCIES[currency].symbol} ${formatAmount(amount, language)}`;
}

/**
 * Whole cents as an exact decimal with a dot and two places (`123456` → `"1234.56"`, `-5` →
 * `"-0.05"`): made from the integer's digits, never through a float, for files other programs read.
 */
export function centsToDecimal(cents: number | bigint): string {
  const value = BigInt(cents);
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
