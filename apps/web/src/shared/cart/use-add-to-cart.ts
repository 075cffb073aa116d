import { useTranslation } from '../i18n/react';
import { toast } from '../ui/toast';
import { useAlerts } from '../ui/alerts';
import type { CartProduct } from '@shop/domain';
import { cartStore } from './cart-store';

/** Adds to the cart and tells the shopper what happened (toast on success, warning on stock). */
export function useAddToCart(): (product: CartProduct, quantity?: number) => boolean {
  const { t } = useTranslation();
  const { notify } = useAlerts();
  return (product, quantity = 1) => {
    const outcome = cartStore.add(product, quantity);
    if (outcome.ok) {
      toast.success(t('cart.added'));
      return true;
    }
    if (outcome.reason === 'missingId') {
      // A product without id is logged and ignored: the shopper cannot act on it.
      console.warn('Product without id not added to the cart', product);
      return false;
    }
    notify('warning', t('cart.onlyUnits', { count: outcome.stock, stock: outcome.stock }));
    return false;
  };
}
