import { CURRENCIES, type Currency } from '../catalog';
import { LANGUAGE_LOCALES, type Language } from '../language';

// Apart from delivery.ts, whose schemas would bring zod into the cart's chunk with it.
/**
 * An exchange as a person reads it in `language`: each rate as 'US$ 1 = AR$ 1.050,50' (all the
 * decimals staff gave, at least two) and the day staff set them as a date ('1 de noviembre de
 * 2026', 'November 1, 2026'): the cart, the payment step, the order's pages and the staff desk say it alike.
 */
export function exchangeWords(
  exchange: { rates: Partial<Record<Currency, string>>; setOn: string },
  language: Language,
): { rates: string; date: string } {
  const locale = LANGUAGE_LOCALES[language];
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
    useGrouping: 'always',
  });
  const rates = Object.entries(exchange.rates)
    .map(([currency, rate]) => `${CURRENCIES[currency as Currency].symbol} 1 = AR$ ${number.format(Number(rate))}`)
    .join(', ');
  const date = new Date(`${exchange.setOn}T00:00:00Z`).toLocaleDateString(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return { rates, date };
}
