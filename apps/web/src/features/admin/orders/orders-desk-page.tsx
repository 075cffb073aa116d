import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  CURRENCY_CODES,
  DELIVERY_OPTIONS,
  LANGUAGE_LOCALES,
  ORDER_SORTS,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  formatMoney,
  imageVariantUrl,
} from '@shop/domain';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { buttonClass } from '../../../shared/ui/button';
import { DESK_PAGE_SIZE, deskListQuery, downloadOrdersCsv, exportHref } from './api';
import { OrderStatusBadge } from './status-badge';
import { ordersDeskTexts } from './texts';
import { showPlaceholder } from './placeholder';
import { EMPTY_FILTER, type OrderFilter, deskHref, filterFromSearch } from '../../../shared/lib/orders-desk-address';

const field =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';
const label = 'mb-1 block text-xs font-semibold text-slate-700 dark:text-slate-300';
/** The status choice that means "waiting to be shipped or handed over". */
const WAITING = 'paid,preparing';

/**
 * /admin/pedidos: every order with its number, date, customer, first pictures, total, delivery
 * and status; filters, search, sort and page all in the address, and the filtered list as CSV.
 */
export function OrdersDeskPage() {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const [language] = useLanguage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filter, page } = filterFromSearch(search);
  useDocumentTitle(t('adminOrders:title'));
  const list = useQuery({ ...deskListQuery(filter, page), placeholderData: keepPreviousData });
  const go = (next: Partial<OrderFilter>, nextPage = 1) => navigate(deskHref({ ...filter, ...next }, nextPage));
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / DESK_PAGE_SIZE)) : 1;
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  const exportCsv = async (event: React.MouseEvent) => {
    event.preventDefault();
    setExporting('busy');
    try {
      await downloadOrdersCsv(filter, language);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <section aria-labelledby="desk-title" className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="desk-title" className="text-2xl font-bold">
            {t('adminOrders:title')}
          </h1>
          {list.data && (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="desk-count" aria-live="polite">
              {t('adminOrders:count', { count: list.data.total })}
            </p>
          )}
        </div>
        <a
          href={exportHref(filter)}
          onClick={exportCsv}
          className={buttonClass('secondary', 'md')}
          data-testid="desk-export"
          aria-busy={exporting === 'busy'}
        >
          <span aria-hidden="true">⤓</span>
          {exporting === 'busy' ? t('adminOrders:exporting') : t('adminOrders:export')}
        </a>
      </div>
      {exporting === 'failed' && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('adminOrders:exportFailed')}
        </p>
      )}

      {/* Keyed by the search: when the address changes under the form (back, a dashboard link), the box follows it. */}
      <Filters key={filter.q} filter={filter} onChange={(next) => go(next)} />

      {list.isPending && <p role="status">{t('adminOrders:loading')}</p>}
      {list.isError && (
        <div role="alert" className="flex items-center gap-3">
          <p>{t('adminOrders:failed')}</p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void list.refetch()}>
            {t('adminOrders:retry')}
          </button>
        </div>
      )}
      {list.data?.orders.length === 0 && (
        <div className="rounded-lg border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p>{t('adminOrders:empty')}</p>
          <Link
            to="/admin/pedidos"
            className="mt-2 inline-block font-medium text-indigo-700 underline dark:text-indigo-300"
          >
            {t('adminOrders:clearFilters')}
          </Link>
        </div>
      )}
      {list.data && list.data.orders.length > 0 && (
        <>
          <OrderRows orders={list.data.orders} busy={list.isPlaceholderData} />
          <Pagination page={page} pages={pages} hrefOf={(target) => deskHref(filter, target)} />
        </>
      )}
    </section>
  );
}

function Filters({ filter, onChange }: { filter: OrderFilter; onChange: (next: Partial<OrderFilter>) => void }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const domainText = useDomainMessage();
  const [query, setQuery] = useState(filter.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: query });
  };
  const statusValue = filter.status.join(',');
  const active = filter.status.length > 0 || filter.from || filter.to || filter.currency || filter.delivery || filter.q;
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="desk-search" className="sr-only">
          {t('adminOrders:search')}
        </label>
        <input
          id="desk-search"
          type="search"
          value={query}
          maxLength={100}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('adminOrders:searchPlaceholder')}
          className={field}
          data-testid="desk-search"
        />
        <button type="submit" className={buttonClass('primary', 'md', 'shrink-0')}>
          {t('adminOrders:searchButton')}
        </button>
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="desk-status" className={label}>
            {t('adminOrders:status')}
          </label>
          <select
            id="desk-status"
            className={field}
            value={statusValue}
            onChange={(event) =>
              onChange({ status: event.target.value ? (event.target.value.split(',') as OrderStatus[]) : [] })
            }
            data-testid="desk-status"
          >
            <option value="">{t('adminOrders:anyStatus')}</option>
            <option value={WAITING}>{t('adminOrders:waitingShipment')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {domainText(`orders.statusName.${status}`)}
              </option>
            ))}
            {statusValue && statusValue !== WAITING && !ORDER_STATUSES.includes(statusValue as OrderStatus) && (
              <option value={statusValue}>
                {filter.status.map((s) => domainText(`orders.statusName.${s}`)).join(' + ')}
              </option>
            )}
          </select>
        </div>
        <div>
          <label htmlFor="desk-from" className={label}>
            {t('adminOrders:from')}
          </label>
          <input
            id="desk-from"
            type="date"
            className={field}
            value={filter.from}
            max={filter.to || undefined}
            onChange={(event) => onChange({ from: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="desk-to" className={label}>
            {t('adminOrders:to')}
          </label>
          <input
            id="desk-to"
            type="date"
            className={field}
            value={filter.to}
            min={filter.from || undefined}
            onChange={(event) => onChange({ to: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor="desk-currency" className={label}>
            {t('adminOrders:currency')}
          </label>
          <select
            id="desk-currency"
            className={field}
            value={filter.currency}
            onChange={(event) => onChange({ currency: event.target.value as OrderFilter['currency'] })}
          >
            <option value="">{t('adminOrders:anyCurrency')}</option>
            {CURRENCY_CODES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="desk-delivery" className={label}>
            {t('adminOrders:delivery')}
          </label>
          <select
            id="desk-delivery"
            className={field}
            value={filter.delivery}
            onChange={(event) => onChange({ delivery: event.target.value as OrderFilter['delivery'] })}
          >
            <option value="">{t('adminOrders:anyDelivery')}</option>
            {DELIVERY_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {domainText(`orders.deliveryName.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 md:col-span-1">
          <label htmlFor="desk-sort" className={label}>
            {t('adminOrders:sort')}
          </label>
          <select
            id="desk-sort"
            className={field}
            value={filter.sort}
            onChange={(event) => onChange({ sort: event.target.value as OrderFilter['sort'] })}
            aria-describedby={filter.sort.startsWith('total') ? 'desk-sort-hint' : undefined}
            data-testid="desk-sort"
          >
            {ORDER_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`adminOrders:sortNames.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {(filter.sort.startsWith('total') || active) && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p id="desk-sort-hint" className="text-slate-600 dark:text-slate-300">
            {filter.sort.startsWith('total') ? t('adminOrders:sortTotalHint') : ''}
          </p>
          {active && (
            <button
              type="button"
              className="font-medium text-indigo-700 underline dark:text-indigo-300"
              onClick={() => onChange({ ...EMPTY_FILTER, sort: filter.sort })}
            >
              {t('adminOrders:clearFilters')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function OrderRows({ orders, busy }: { orders: Order[]; busy: boolean }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const [language] = useLanguage();
  const domainText = useDomainMessage();
  const date = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' });
  const header = 'text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400';
  const grid = 'lg:grid lg:grid-cols-[7rem_9rem_minmax(0,1.4fr)_8.5rem_minmax(0,1fr)_9rem] lg:items-center lg:gap-4';
  return (
    <div
      className={`overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${busy ? 'opacity-60' : ''}`}
      aria-busy={busy}
    >
      <div className={`hidden border-b border-slate-200 px-4 py-2 dark:border-slate-800 ${grid}`} aria-hidden="true">
        <span className={header}>{t('adminOrders:number')}</span>
        <span className={header}>{t('adminOrders:date')}</span>
        <span className={header}>{t('adminOrders:customer')}</span>
        <span className={header}>{t('adminOrders:products')}</span>
        <span className={`${header} text-right`}>{t('adminOrders:total')}</span>
        <span className={header}>{t('adminOrders:status')}</span>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="desk-orders">
        {orders.map((order) => (
          <li key={order.id} data-testid="desk-order" data-order-id={order.id}>
            <Link
              to={`/admin/pedidos/${order.id}`}
              className={`block px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 dark:hover:bg-slate-800/60 ${grid}`}
            >
              <div className="flex items-center justify-between gap-2 lg:block">
                <span className="font-mono font-bold tracking-wider" data-testid="desk-order-number">
                  <span className="sr-only">{t('adminOrders:number')}: </span>#{order.number}
                </span>
                <span className="lg:hidden">
                  <OrderStatusBadge status={order.status} />
                </span>
              </div>
              <time dateTime={order.createdAt} className="block text-sm text-slate-600 dark:text-slate-300">
                {date.format(new Date(order.createdAt))}
              </time>
              <div className="mt-1 min-w-0 lg:mt-0">
                <p className="truncate font-medium">{order.customer?.name ?? t('adminOrders:deletedCustomer')}</p>
                {order.customer && (
                  <p className="truncate text-sm text-slate-600 dark:text-slate-300">{order.customer.email}</p>
                )}
              </div>
              <LinePictures order={order} />
              <div className="mt-2 flex items-baseline justify-between gap-2 lg:mt-0 lg:block lg:text-right">
                <p className="font-semibold tabular-nums">
                  <span className="sr-only">{t('adminOrders:total')}: </span>
                  {order.total
                    ? formatMoney(order.total.cents / 100, order.total.currency, language)
                    : order.totals.map((total) => formatMoney(total.cents / 100, total.currency, language)).join(' + ')}
                </p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {order.delivery
                    ? domainText(`orders.deliveryName.${order.delivery.option}`)
                    : t('adminOrders:noDelivery')}
                </p>
              </div>
              <span className="hidden lg:block">
                <OrderStatusBadge status={order.status} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The first pictures of an order's lines (three at most), with how many more lines it has. */
function LinePictures({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const shown = order.lines.slice(0, 3);
  const more = order.lines.length - shown.length;
  return (
    <div className="mt-2 flex items-center gap-1.5 lg:mt-0">
      {shown.map((line) => (
        <img
          key={`${line.productId}-${line.name}`}
          src={line.image ? imageVariantUrl(line.image, 400) : '/placeholder.svg'}
          onError={showPlaceholder}
          alt={line.name}
          title={`${line.quantity} × ${line.name}`}
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded-md border border-slate-200 bg-white object-contain dark:border-slate-700"
        />
      ))}
      {more > 0 && (
        <span className="text-xs text-slate-600 dark:text-slate-300">
          {t('adminOrders:moreLines', { count: more })}
        </span>
      )}
    </div>
  );
}

function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  if (pages <= 1) return null;
  const step = (target: number, children: ReactNode, rel: string) =>
    target < 1 || target > pages ? (
      <span className={buttonClass('secondary', 'sm', 'pointer-events-none opacity-50')} aria-disabled="true">
        {children}
      </span>
    ) : (
      <Link to={hrefOf(target)} rel={rel} className={buttonClass('secondary', 'sm')}>
        {children}
      </Link>
    );
  return (
    <nav aria-label={t('adminOrders:pagination')} className="flex items-center justify-between gap-3">
      {step(page - 1, <>← {t('adminOrders:previous')}</>, 'prev')}
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-current="page">
        {t('adminOrders:pageOf', { page, pages })}
      </p>
      {step(page + 1, <>{t('adminOrders:next')} →</>, 'next')}
    </nav>
  );
}
