import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/react';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { buttonClass } from '../../shared/ui/button';
import { useCartCount } from '../../shared/cart/cart-store';

/** Placeholder until the cart issue: says how many units are kept and links back to the shop. */
export function CartPage() {
  const { t } = useTranslation();
  const count = useCartCount();
  useDocumentTitle(t('cart.title'));
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 text-center">
      <h1 className="text-3xl font-bold">{t('cart.title')}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t('cart.itemCount', { count })}</p>
      <Link to="/productos" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('cart.continueShopping')}
      </Link>
    </section>
  );
}
