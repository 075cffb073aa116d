import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { shortOrderId } from '../../shared/lib/order-id';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { buttonClass } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { fetchMyOrders, orderKeys } from './api';
import { OrderLineName, OrderTotals, StatusBadge, useOrderDate } from './order-parts';
import { ordersTexts } from './texts';

/** The page asked for in `?page=`, 1 when absent or not a whole number above 0. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /mis-pedidos: the signed-in shopper's orders, newest first, a page at a time. */
export function OrdersPage() {
  const { t } = useFeatureTexts(ordersTexts);
  const formatDate = useOrderDate();
  const page = pageFromSearch(useSearch());
  const orders = useQuery({
    queryKey: orderKeys.mine(page),
    queryFn: ({ signal }) => fetchMyOrders(page, signal),
    // An order placed a moment ago must be here.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(t('orders:title'));

  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / orders.data.limit)) : 1;
  return (
    <section className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('orders:title')}</h1>
      {orders.isPending && (
        <div role="status" className="mt-6 space-y-4">
          <span className="sr-only">{t('orders:loading')}</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-32" />
        </div>
      )}
      {orders.isError && (
        <div role="alert" className="mt-6">
          <p className="text-red-700 dark:text-red-400">{t('orders:loadError')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'md', 'mt-3')}
            onClick={() => void orders.refetch()}
          >
            {t('orders:retry')}
          </button>
        </div>
      )}
      {orders.data?.orders.length === 0 && (
        <div className="mt-10 text-center" data-testid="orders-empty">
          <p className="text-lg">{t('orders:empty')}</p>
          <Link to="/productos" className={buttonClass('primary', 'lg', 'mt-6')}>
            {t('orders:browse')}
          </Link>
        </div>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <ol className="mt-6 space-y-4">
          {orders.data.orders.map((order) => (
            <li
              key={order.id}
              className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
              data-testid="order-card"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h2 className="text-lg font-bold">{t('orders:order', { id: shortOrderId(order.id) })}</h2>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('orders:placedOn', { date: formatDate(order.createdAt) })}
                  </p>
                </div>
                <StatusBadge status={order.status} />
              </div>
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
                {t('orders:lineCount', { count: order.lines.length })}
              </p>
              <ul className="mt-1 space-y-0.5 text-sm">
                {order.lines.map((line, index) => (
                  <li key={index} className="truncate">
                    {line.quantity} × <OrderLineName line={line} />
                  </li>
                ))}
              </ul>
              <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-end sm:justify-between dark:border-slate-700">
                <div className="sm:min-w-56">
                  <OrderTotals order={order} />
                </div>
                <Link
                  to={`/mis-pedidos/${encodeURIComponent(order.id)}`}
                  className={buttonClass('secondary', 'md')}
                  aria-label={t('orders:viewDetailOf', { id: shortOrderId(order.id) })}
                >
                  {t('orders:viewDetail')}
                </Link>
              </div>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav aria-label={t('orders:pages')} className="mt-6 flex items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={`/mis-pedidos?page=${page - 1}`} className={buttonClass('secondary')}>
              {t('orders:previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600 dark:text-slate-300">{t('orders:page', { page, pages })}</span>
          {page < pages ? (
            <Link to={`/mis-pedidos?page=${page + 1}`} className={buttonClass('secondary')}>
              {t('orders:next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
