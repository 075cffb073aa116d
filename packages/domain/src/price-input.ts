import type { Language } from './language';
import { formatAmount } from './money';

/*
 * The admin's price field: it accepts digits, dots and commas and shows the amount the way the
 * page's language writes numbers. In Spanish (the spec's form, how its staff type prices) dots
 * go between thousands and the first comma is the decimal one ("1.234.567,89"); in English the
 * two swap places ("1,234,567.89"). The two ways differ only in which mark is which, so the
 * English rules are the Spanish ones with the marks swapped.
 *
 * A module apart from money.ts, which is in the storefront's first load: only the admin's
 * lazily loaded form uses these.
 */

/** The same text with dots and commas swapped: a number written one language's way, written the other's. */
const swapMarks = (text: string) => text.replace(/[.,]/g, (mark) => (mark === '.' ? ',' : '.'));

/** A price text written `from` one language's way, written `to` another's ("1.234,5" ↔ "1,234.5"). */
export function translatePriceText(text: string, from: Language, to: Language): string {
  return from === to ? text : swapMarks(text);
}

function formatSpanish(typed: string): string {
  const kept = typed.replace(/[^\d.,]/g, '');
  const comma = kept.indexOf(',');
  const whole = (comma === -1 ? kept : kept.slice(0, comma)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  if (comma === -1) return grouped;
  const decimals = kept
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, 2);
  return `${grouped || '0'},${decimals}`;
}

/**
 * Reformats what an admin typed: "1234567,8" → "1.234.567,8" in Spanish, "1234567.8" →
 * "1,234,567.8" in English (a trailing decimal mark and up to 2 decimals kept as typed).
 */
export function formatPriceInput(typed: string, language: Language = 'es'): string {
  return translatePriceText(formatSpanish(translatePriceText(typed, language, 'es')), 'es', language);
}

/** The amount of a price field's text ("1.234,50" in Spanish, "1,234.50" in English → 1234.5); undefined when it holds no digit. */
export function parsePriceInput(text: string, language: Language = 'es'): number | undefined {
  const formatted = formatSpanish(translatePriceText(text, language, 'es'));
  if (!/\d/.test(formatted)) return undefined;
  const amount = Number(formatted.replace(/\./g, '').replace(',', '.').replace(/\.$/, ''));
  return Math.round(amount * 100) / 100;
}

/** A stored amount as the price field shows it: 1234.5 → "1.234,50" in Spanish, "1,234.50" in English. */
export function priceInputText(amount: number, language: Language = 'es'): string {
  return formatAmount(amount, language);
}
