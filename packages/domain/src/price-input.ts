import { formatAmount } from './money';

/*
 * The admin's price field: it accepts digits, dots and commas and shows the
 * amount the Spanish way, dots between thousands and a decimal comma ("1.234.567,89"), whatever
 * the page's language, because that is how the spec's staff type prices. A dot is therefore
 * always a thousands separator and the first comma the decimal one.
 *
 * A module apart from money.ts, which is in the storefront's first load: only the admin's
 * lazily loaded form uses these.
 */

/** Reformats what an admin typed: "1234567,8" → "1.234.567,8" (a trailing comma and up to 2 decimals kept as typed). */
export function formatPriceInput(typed: string): string {
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

/** The amount of a price field's text ("1.234,50" → 1234.5); undefined when it holds no digit. */
export function parsePriceInput(text: string): number | undefined {
  const formatted = formatPriceInput(text);
  if (!/\d/.test(formatted)) return undefined;
  const amount = Number(formatted.replace(/\./g, '').replace(',', '.').replace(/\.$/, ''));
  return Math.round(amount * 100) / 100;
}

/** A stored amount as the price field shows it: 1234.5 → "1.234,50". */
export function priceInputText(amount: number): string {
  return formatAmount(amount, 'es');
}
