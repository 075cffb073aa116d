import {
  formatDateTime,
  langOf,
  productName,
  type Order,
  type OrderLine,
  type OrderStatus,
  exchangeWords,
} from '@shop/domain';
import { OptionsText, useOptionParts } from '../../shared/cart/options-text';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { useLanguage } from '../../shared/i18n/use-language';
import { usePriceFormatter } from '../../shared/lib/format';
import { shortOrderId } from '../../shared/lib/order-id';
import { ProductImage } from '../../shared/ui/product-image';
import { ordersTexts } from './texts';

/** An order's date and time in the language's words ("30 de noviembre de 2026 a las 10:40"). */
export function useOrderDate(): (iso: string) => string {
  const [language] = useLanguage();
  return (iso) => formatDateTime(new Date(iso), language);
}

const statusStyle: Record<OrderStatus, string> = {
  paid: 'bg-indigo-50 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200',
  preparing: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  ready_for_pickup: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  picked_up: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  shipped: 'bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
  delivered: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  cancelled: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useFeatureTexts(ordersTexts);
  const domainText = useDomainMessage();
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyle[status]}`}
      data-testid="order-status"
    >
      <span className="sr-only">{t('orders:status')}: </span>
      {domainText(`orders.statusName.${status}`)}
    </span>
  );
}

/** An order's number, date and status: the page's title (h1) or a list card's (h2). */
export function OrderHeading({ order, level: Heading }: { order: Order; level: 'h1' | 'h2' }) {
  const { t } = useFeatureTexts(ordersTexts);
  const formatDate = useOrderDate();
  return (
    <div className={`flex flex-wrap items-start justify-between gap-3 ${Heading === 'h1' ? 'mt-2' : ''}`}>
      <div>
        <Heading className={Heading === 'h1' ? 'text-2xl font-bold sm:text-3xl' : 'text-lg font-bold'}>
          {t('orders:order', { id: shortOrderId(order.id) })}
        </Heading>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('orders:placedOn', { date: formatDate(order.createdAt) })}
        </p>
      </div>
      <StatusBadge status={order.status} />
    </div>
  );
}

/**
 * The order's amounts: with a delivery, the lines (one subtotal per currency), the delivery and the
 * one total charged (with the rate when it was converted); without one, one total per currency.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const formatPrice = usePriceFormatter();
  const [language] = useLanguage();
  const row = 'flex items-baseline justify-between gap-4';
  if (!order.delivery || !order.total) {
    return (
      <dl>
        {order.totals.map((total) => (
          <div
            key={total.currency}
            className={`${row} font-bold`}
            data-testid="order-total"
            data-currency={total.currency}
          >
            <dt>
              {t('orders:total')}
              {order.totals.length > 1 && ` (${total.currency})`}
            </dt>
            <dd className="tabular-nums">{formatPrice(total.amount, total.currency)}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const { delivery, total, exchange } = order;
  return (
    <dl className="text-sm">
      {order.totals.map((subtotal) => (
        <div key={subtotal.currency} className={row}>
          <dt>
            {t('orders:delivery.subtotal')}
            {order.totals.length > 1 && ` (${subtotal.currency})`}
          </dt>
          <dd className="tabular-nums">{formatPrice(subtotal.amount, subtotal.currency)}</dd>
        </div>
      ))}
      <div className={row} data-testid="order-delivery-cost">
        <dt>{t('orders:delivery.cost')}</dt>
        <dd className="tabular-nums">
          {delivery.cents === 0 ? t('orders:delivery.free') : formatPrice(delivery.amount, delivery.currency)}
        </dd>
      </div>
      <div className={`${row} mt-1 text-base font-bold`} data-testid="order-total" data-currency={total.currency}>
        <dt>{t('orders:total')}</dt>
        <dd className="tabular-nums">{formatPrice(total.amount, total.currency)}</dd>
      </div>
      {exchange && (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="order-rate">
          {t('orders:delivery.rate', exchangeWords(exchange, language))}
        </p>
      )}
    </dl>
  );
}

/**
 * A sold line's product name in the shopper's language: the English one it was sold with, else
 * the Spanish one marked as Spanish (lines sold before English names were kept have none).
 */
export function OrderLineName({ line, className }: { line: Pick<OrderLine, 'name' | 'name_en'>; className?: string }) {
  const [language] = useLanguage();
  const name = productName(line, language);
  return (
    <span className={className} {...langOf(name)}>
      {name.text}
    </span>
  );
}

export function OrderLineRow({ line }: { line: OrderLine }) {
  const { t } = useFeatureTexts(ordersTexts);
  const formatPrice = usePriceFormatter();
  const describeOptions = useOptionParts();
  const configuration = describeOptions(line.selectedOptions, line.optionNames);
  return (
    <li className="flex gap-4 py-4" data-testid="order-line">
      <ProductImage
        src={line.image}
        sizes="64px"
        width={64}
        height={64}
        className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover dark:bg-slate-800"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="font-semibold">
            <OrderLineName line={line} />
          </p>
          {configuration.length > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="line-configuration">
              <OptionsText parts={configuration} />
            </p>
          )}
          <p className="flex flex-wrap gap-x-3 text-sm text-slate-600 dark:text-slate-300">
            {/* Each part whole on its line (a price never breaks between its symbol and its figure),
                side by side where they fit: no separator left hanging at a line's end on a phone. */}
            <span className="whitespace-nowrap">{t('orders:quantity', { count: line.quantity })}</span>
            <span className="whitespace-nowrap">
              {t('orders:unitPrice')}: {formatPrice(line.unitPrice, line.currency)}
            </span>
          </p>
        </div>
        <p className="font-semibold tabular-nums">
          <span className="sr-only">{t('orders:lineTotal')}: </span>
          {formatPrice(line.lineTotalCents / 100, line.currency)}
        </p>
      </div>
    </li>
  );
}

/** The statuses the order went through, oldest first, each with its date. */
export function StatusHistory({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const domainText = useDomainMessage();
  const formatDate = useOrderDate();
  return (
    <section aria-labelledby={`history-${order.id}`}>
      <h2 id={`history-${order.id}`} className="font-semibold">
        {t('orders:history')}
      </h2>
      <ol className="mt-3 space-y-3" data-testid="order-history">
        {order.history.map((entry, index) => {
          const latest = index === order.history.length - 1;
          return (
            <li key={index} className="relative flex gap-3" data-testid="history-entry" data-status={entry.status}>
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${latest ? 'bg-indigo-600 ring-4 ring-indigo-100 dark:ring-indigo-950' : 'bg-slate-400 dark:bg-slate-500'}`}
              />
              <div>
                <p className={latest ? 'font-semibold' : ''}>{domainText(`orders.statusName.${entry.status}`)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
