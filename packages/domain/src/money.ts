import { CURRENCIES, type Currency } from './catalog';
import { LANGUAGE_LOCALES, type Language } from './language';

const formatters = new Map<Language, Intl.NumberFormat>();

/** A price with exactly 2 decimals in the language's number format. */
export function formatAmount(amount: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: 'always',
    });
    formatters.set(language, formatter);
  }
  return formatter.format(amount);
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
