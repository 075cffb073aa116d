import { useTranslation } from '../../shared/i18n/react';
import type { FallbackReason } from './use-product-list';

/** Says why the list shows the two built-in products instead of the catalogue. */
export function FallbackNotice({ reason }: { reason: FallbackReason }) {
  const { t } = useTranslation();
  return (
    <p
      role="alert"
      className="mb-6 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
    >
      {reason === 'serverUnavailable' ? t('products.serverUnavailable') : t('products.loadError')}
    </p>
  );
}
