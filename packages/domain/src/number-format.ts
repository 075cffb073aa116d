import { type Language } from './language';

/**
 * Numbers written by hand in each language's format, the same text as `Intl.NumberFormat` gives
 * for the shop's locales (a test holds them equal). Why not Intl itself: the first NumberFormat a
 * page makes loads the locale's number data, about 100 ms of a phone's main thread while the page
 * hydrates, and every page shows a price; the server pays it once per process too.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string; groupFromDigits: number }> = {
  // es-ES leaves a four-digit number ungrouped ('1234,5') unless grouping is forced.
  es: { group: '.', decimal: ',', groupFromDigits: 5 },
  en: { group: ',', decimal: '.', groupFromDigits: 4 },
};

export interface DecimalFormat {
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Group thousands even where the language would not (Spanish four-digit numbers). */
  alwaysGroup?: boolean;
}

/**
 * A finite number below 1e21 (any amount a shop shows), rounded half away from zero as Intl
 * rounds: the shortest decimal that reads back as the number (what `String` writes: 0.015 is
 * '0.015', not the double's 0.01499…), rounded in exact digits.
 */
export function formatDecimal(value: number, language: Language, format: DecimalFormat): string {
  const { group, decimal, groupFromDigits } = SEPARATORS[language];
  const places = format.maximumFractionDigits;
  const magnitude = Math.abs(value);
  // Below 1e-6 `String` writes an exponent; such a number is 0 at the places the shop shows.
  let [whole = '0', fraction = ''] = (magnitude < 1e-6 ? '0' : String(magnitude)).split('.');
  if (fraction.length > places) {
    const digits = String(BigInt(whole + fraction.slice(0, places)) + BigInt(fraction.charAt(places) >= '5'));
    const padded = digits.padStart(places + 1, '0');
    [whole, fraction] = [padded.slice(0, padded.length - places), padded.slice(padded.length - places)];
  }
  fraction = fraction.replace(/0+$/, '').padEnd(format.minimumFractionDigits, '0');
  if (format.alwaysGroup || whole.length >= groupFromDigits) whole = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${whole}${fraction ? decimal + fraction : ''}`;
}

/** A figure to one decimal as people read it in the language: a rating's 4,3 in Spanish, 4.3 in English. */
export const formatOneDecimal = (value: number, language: Language): string =>
  formatDecimal(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
