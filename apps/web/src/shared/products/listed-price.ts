import { listedPrice, type Currency, type ProductSummary } from '@shop/domain';
import { useTranslation } from '../i18n/react';
import { unbreakable, usePriceFormatter } from '../lib/format';

type Listed = Pick<ProductSummary, 'basePrice' | 'variantType' | 'fromPrice'> & { currency: Currency };

/**
 * A product's price as it is shown among others, the same on its catalogue card and in the
 * product page's tiles: the domain's `listedPrice` in the page's language, with its 'Desde' /
 * 'From' label (undefined for a product that is not configured).
 */
export function useListedPrice(): (product: Listed) => { price: string; label: string | undefined } {
  const { t } = useTranslation();
  const formatPrice = usePriceFormatter();
  return (product) => {
    const { amount, from } = listedPrice(product);
    return { price: unbreakable(formatPrice(amount, product.currency)), label: from ? t('product.from') : undefined };
  };
}
