import { CURRENCIES, formatMoney, type Currency, type Language } from '@shop/domain';

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-US' };

/** "dic 25" / "Dec 25": a YYYY-MM month as the axis and tooltip show it. */
export function monthLabel(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locales[language], { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/**
 * An axis tick: the currency's symbol and a compact amount ("AR$ 15 mil", "US$ 15K"), which
 * fits a phone's axis; the tooltip shows the exact amount with 2 decimals.
 */
export function moneyTick(amount: number, currency: Currency, language: Language): string {
  const compact = new Intl.NumberFormat(locales[language], { notation: 'compact', maximumFractionDigits: 1 });
  return `${CURRENCIES[currency].symbol} ${compact.format(amount)}`;
}

/** The exact amount of whole cents: "AR$ 15.000,00" / "US$ 15,000.00". */
export function moneyFromCents(cents: number, currency: Currency, language: Language): string {
  return formatMoney(cents / 100, currency, language);
}
