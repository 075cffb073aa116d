import { CURRENCIES, type Currency } from '../catalog';
import { type Language } from '../language';
import { formatDecimal } from '../number-format';
import { formatCalendarDay } from '../date-format';

/** A rate with every decimal staff gave (up to four), at least two, thousands always grouped. */
const RATE_FORMAT = { minimumFractionDigits: 2, maximumFractionDigits: 4, alwaysGroup: true };

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
  const rates = Object.entries(exchange.rates)
    .map(([currency, rate]) => {
      const amount = formatDecimal(Number(rate), language, RATE_FORMAT);
      return `${CURRENCIES[currency as Currency].symbol} 1 = AR$ ${amount}`;
    })
    .join(', ');
  const date = formatCalendarDay(exchange.setOn, language, 'long');
  return { rates, date };
}
