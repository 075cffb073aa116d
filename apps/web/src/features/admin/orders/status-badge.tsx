import type { OrderStatus } from '@shop/domain';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { ordersDeskTexts } from './texts';

const STATUS_CLASSES: Record<OrderStatus, string> = {
  paid: 'bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100',
  preparing: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  shipped: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  ready_for_pickup: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  delivered: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  picked_up: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const domainText = useDomainMessage();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${STATUS_CLASSES[status]}`}
      data-testid="desk-status-badge"
    >
      <span className="sr-only">{t('adminOrders:status')}: </span>
      {domainText(`orders.statusName.${status}`)}
    </span>
  );
}
