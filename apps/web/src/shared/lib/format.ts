import { formatMoney, type Currency } from '@shop/domain';
import { useLanguage } from '../i18n/use-language';

/** Price formatter bound to the current language ("US$ 1,234.50" / "US$ 1.234,50"). */
export function usePriceFormatter(): (amount: number, currency: Currency) => string {
  const [language] = useLanguage();
  return (amount, currency) => formatMoney(amount, currency, language);
}
