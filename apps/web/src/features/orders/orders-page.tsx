import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearch } from 'wouter';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { shortOrderId } from '../../shared/lib/order-id';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { buttonClass } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { fetchMyOrders, orderKeys } from './api';
import { OrderHeading, OrderLineName, OrderTotals } from './order-parts';
import { OrderDeliverySummary } from './order-delivery';
import { ProductImage } from '../../shared/ui/product-image';
import type { Order, OrderLine } from '@shop/domain';
import { OptionsText, useOptionParts } from '../../shared/cart/options-text';
import { ordersTexts } from './texts';

/** The page asked for in `?page=`, 1 when absent or not a whole number above 0. */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** /mis-pedidos: the signed-in shopper's orders, newest first, a page at a time. */
export function OrdersPage() {
  const { t } = useFeatureTexts(ordersTexts);
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
              <OrderHeading order={order} level="h2" />
              <OrderPictures order={order} />
              <OrderDeliverySummary order={order} />
              <div className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-3 sm:flex-row sm:items-end sm:justify-between dark:border-slate-700">
                <div className="sm:min-w-56">
                  <OrderTotals order={order} />
                </div>
                <Link
                  to={`/mis-pedidos/${encodeURIComponent(order.id)}`}
                  className={buttonClass('secondary', 'lg', 'w-full sm:w-auto')}
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

/** How many of an order's lines the list shows with their picture; the rest are counted. */
const PICTURED_LINES = 3;

/** The first lines' pictures and names, then how many more: enough to recognise an order at a glance. */
function OrderPictures({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const more = order.lines.length - PICTURED_LINES;
  return (
    <div className="mt-3">
      <p className="text-sm text-slate-600 dark:text-slate-300">
        {t('orders:lineCount', { count: order.lines.length })}
      </p>
      <ul className="mt-2 space-y-2">
        {order.lines.slice(0, PICTURED_LINES).map((line, index) => (
          <OrderCardLine key={index} line={line} />
        ))}
      </ul>
      {more > 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('orders:moreLines', { count: more })}</p>
      )}
    </div>
  );
}

/** A line of an order's card: its picture, quantity and name, and the configuration it was bought in. */
function OrderCardLine({ line }: { line: OrderLine }) {
  const describeOptions = useOptionParts();
  const configuration = describeOptions(line.selectedOptions, line.optionNames);
  return (
    <li className="flex items-center gap-3 text-sm" data-testid="order-card-line">
      <ProductImage
        src={line.image}
        sizes="48px"
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
      />
      <span className="min-w-0">
        <span className="block truncate">
          {line.quantity} × <OrderLineName line={line} />
        </span>
        {configuration.length > 0 && (
          <span
            className="block truncate text-xs text-slate-600 dark:text-slate-300"
            data-testid="order-card-line-configuration"
          >
            <OptionsText parts={configuration} />
          </span>
        )}
      </span>
    </li>
  );
}
