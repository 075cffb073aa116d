import { formatMoney, type Currency } from '@shop/domain';
import { useLanguage } from '../i18n/use-language';

/** Price formatter bound to the current language ("US$ 1,234.50" / "US$ 1.234,50"). */
export function usePriceFormatter(): (amount: number, currency: Currency) => string {
  const [language] = useLanguage();
  return (amount, currency) => formatMoney(amount, currency, language);
}

/**
 * Money that never breaks across two lines: a no-break space between the symbol and the amount,
 * so a narrow card wraps 'desde' before 'AR$ 1.234.567,00', never between 'AR$' and its amount.
 */
export const unbreakable = (money: string): string => money.replace(' ', '\u00a0');
