import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, Fragment, useState } from 'react';
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
import { DateField } from '../shared/date-field';
import { FilterSelect, filterControlClass as field } from '../shared/filter-select';
import { Pager } from '../shared/pager';

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
          <Pager
            page={page}
            pages={pages}
            hrefOf={(target) => deskHref(filter, target)}
            label={t('adminOrders:pagination')}
            previous={<>← {t('adminOrders:previous')}</>}
            next={<>{t('adminOrders:next')} →</>}
            pageOf={t('adminOrders:pageOf', { page, pages })}
          />
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
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 2xl:grid-cols-6">
        <FilterSelect
          id="desk-status"
          className="col-span-2 md:col-span-1"
          label={t('adminOrders:status')}
          value={statusValue}
          onChange={(status) => onChange({ status: status ? (status.split(',') as OrderStatus[]) : [] })}
          anyLabel={t('adminOrders:anyStatus')}
          testId="desk-status"
          options={[
            { value: WAITING, label: t('adminOrders:waitingShipment') },
            ...ORDER_STATUSES.map((status) => ({ value: status, label: domainText(`orders.statusName.${status}`) })),
          ]}
          nameOfOther={() => filter.status.map((s) => domainText(`orders.statusName.${s}`)).join(' + ')}
        />
        <DateField
          id="desk-from"
          label={t('adminOrders:from')}
          value={filter.from}
          onChange={(from) => onChange({ from })}
        />
        <DateField id="desk-to" label={t('adminOrders:to')} value={filter.to} onChange={(to) => onChange({ to })} />
        <FilterSelect
          id="desk-currency"
          label={t('adminOrders:currency')}
          value={filter.currency}
          onChange={(currency) => onChange({ currency: currency as OrderFilter['currency'] })}
          anyLabel={t('adminOrders:anyCurrency')}
          options={CURRENCY_CODES.map((currency) => ({ value: currency, label: currency }))}
        />
        <FilterSelect
          id="desk-delivery"
          label={t('adminOrders:delivery')}
          value={filter.delivery}
          onChange={(delivery) => onChange({ delivery: delivery as OrderFilter['delivery'] })}
          anyLabel={t('adminOrders:anyDelivery')}
          options={DELIVERY_OPTIONS.map((option) => ({
            value: option,
            label: domainText(`orders.deliveryName.${option}`),
          }))}
        />
        <FilterSelect
          id="desk-sort"
          className="col-span-2 md:col-span-1"
          label={t('adminOrders:sort')}
          value={filter.sort}
          onChange={(sort) => onChange({ sort: sort as OrderFilter['sort'] })}
          describedBy={filter.sort.startsWith('total') ? 'desk-sort-hint' : undefined}
          testId="desk-sort"
          options={ORDER_SORTS.map((sort) => ({ value: sort, label: t(`adminOrders:sortNames.${sort}`) }))}
        />
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
  const grid =
    'lg:grid lg:grid-cols-[7rem_9rem_minmax(0,1.4fr)_8.5rem_minmax(9.5rem,1fr)_9rem] lg:items-center lg:gap-4';
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
                <p className="font-semibold tabular-nums" data-testid="desk-order-total">
                  <span className="sr-only">{t('adminOrders:total')}: </span>
                  {/* An amount never breaks inside ('AR$' over its figures); several break between them. */}
                  {(order.total ? [order.total] : order.totals).map((total, index) => (
                    <Fragment key={total.currency}>
                      {index > 0 && ' + '}
                      <span className="whitespace-nowrap">
                        {formatMoney(total.cents / 100, total.currency, language)}
                      </span>
                    </Fragment>
                  ))}
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
