import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../shared/api/http';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { shortOrderId } from '../../shared/lib/order-id';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { Skeleton } from '../../shared/ui/skeleton';
import { fetchOrder, orderKeys } from './api';
import { OrderLineRow, OrderTotals, StatusBadge, useOrderDate } from './order-parts';
import { ordersTexts } from './texts';

/** /mis-pedidos/:id: one order with its lines and totals. */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { t } = useFeatureTexts(ordersTexts);
  const domainText = useDomainMessage();
  const formatDate = useOrderDate();
  const order = useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: 0,
  });
  const title = t('orders:order', { id: shortOrderId(id) });
  useDocumentTitle(title);

  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/mis-pedidos" className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">
        ← {t('orders:back')}
      </Link>
      {order.isPending && (
        <div role="status" className="mt-6">
          <span className="sr-only">{t('orders:loading')}</span>
          <Skeleton className="h-64" />
        </div>
      )}
      {order.isError && (
        <p role="alert" className="mt-6 text-red-700 dark:text-red-400">
          {isApiError(order.error, 404) ? domainText('orders.notFound') : t('orders:loadError')}
        </p>
      )}
      {order.data && (
        <article className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h1 className="text-2xl font-bold">{title}</h1>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {t('orders:placedOn', { date: formatDate(order.data.createdAt) })}
              </p>
            </div>
            <StatusBadge status={order.data.status} />
          </div>
          <h2 className="mt-6 font-semibold">{t('orders:lines')}</h2>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {order.data.lines.map((line, index) => (
              <OrderLineRow key={index} line={line} />
            ))}
          </ul>
          <div className="mt-2 border-t border-slate-200 pt-3 dark:border-slate-700">
            <OrderTotals order={order.data} />
          </div>
        </article>
      )}
    </section>
  );
}
