import { CURRENCIES, type Currency } from './catalog';

export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const FALLBACK_LANGUAGE: Language = 'es';

// How a visitor's language choice travels: read by the browser's detector and by the server
// that renders the first page, which must agree on it. (The names i18next's browser detector
// used, so choices saved before it was replaced still count.)
export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const LANGUAGE_COOKIE = 'i18next';

/** 'en', 'EN-us' or 'en_GB' is English; anything that is not a shop language is undefined. */
export function parseLanguageTag(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/** The locale whose number and date formats a language uses (spec 001 §1). */
export const LANGUAGE_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };
const formatters = new Map<Language, Intl.NumberFormat>();

/** A price with exactly 2 decimals in the language's number format (spec 000 §9). */
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
