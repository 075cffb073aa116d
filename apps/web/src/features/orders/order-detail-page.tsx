import { type ReactNode, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearch } from 'wouter';
import type { Order } from '@shop/domain';
import { isApiError } from '../../shared/api/http';
import { cartStore } from '../../shared/cart/cart-store';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { usePriceFormatter } from '../../shared/lib/format';
import { shortOrderId } from '../../shared/lib/order-id';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useHydrated } from '../../shared/lib/use-hydrated';
import { useSession } from '../../shared/session/session';
import { buttonClass } from '../../shared/ui/button';
import { Skeleton } from '../../shared/ui/skeleton';
import { checkOrderLines, fetchOrder, orderKeys } from './api';
import { CancelOrder, OrderDeliveryCard } from './order-delivery';
import { refillCart, type RefillReport } from './buy-again';
import { OrderHeading, OrderLineName, OrderLineRow, OrderTotals, StatusHistory, useOrderDate } from './order-parts';
import { ordersTexts } from './texts';
import { type PageGuard, PersonalPage } from '../../shared/ui/personal-page';

/** The query that marks an order's page as the confirmation the shopper lands on after paying. */
export const CONFIRMATION_QUERY = 'confirmado';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
/** Full-size actions: the whole width on a phone, at least 48 px tall everywhere. */
const action = 'w-full sm:w-auto';

/** Whether this order's page is the confirmation the shopper lands on after paying. */
const useConfirmation = () => new URLSearchParams(useSearch()).has(CONFIRMATION_QUERY);

/** The tab's title; without an order's id (the server's frame) the orders' own. */
function useOrderTitle(id: string | undefined, confirmation: boolean): void {
  const { t } = useFeatureTexts(ordersTexts);
  const title = id === undefined ? t('orders:title') : t('orders:order', { id: shortOrderId(id) });
  useDocumentTitle(confirmation ? t('orders:confirmedTitle') : title);
}

/**
 * /mis-pedidos/:id as the router shows it: the frame the server renders (the confirmation's news
 * or a placeholder, nothing of the order), then, in the browser, the shopper's order in its place.
 */
export function FramedOrderDetailPage({ Guard }: { Guard: PageGuard }) {
  const { id = '' } = useParams();
  const confirmation = useConfirmation();
  // The server's HTML names no order, not even the one its address does.
  useOrderTitle(useHydrated() ? id : undefined, confirmation);
  return (
    <PersonalPage
      Guard={Guard}
      frame={
        <OrderSection confirmation={confirmation}>
          {confirmation ? <Confirmation /> : <OrderPlaceholder />}
        </OrderSection>
      }
    >
      <OrderDetailPage />
    </PersonalPage>
  );
}

function OrderSection({ confirmation, children }: { confirmation: boolean; children: ReactNode }) {
  const { t } = useFeatureTexts(ordersTexts);
  return (
    <section className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      {!confirmation && (
        <Link
          to="/mis-pedidos"
          className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          ← {t('orders:back')}
        </Link>
      )}
      {children}
    </section>
  );
}

function OrderPlaceholder() {
  const { t } = useFeatureTexts(ordersTexts);
  return (
    <div role="status" className="mt-4">
      <span className="sr-only">{t('orders:loading')}</span>
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * /mis-pedidos/:id: one order with its lines (pictures and configuration), totals and status
 * history, and 'Comprar de nuevo'. With ?confirmado it is the page the shopper lands on after
 * paying: the same order under a confirmation and what happens next, so a reload shows the same.
 * Only its buyer (or staff) sees it: the API answers 404 to anyone else.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const confirmation = useConfirmation();
  const { t } = useFeatureTexts(ordersTexts);
  const domainText = useDomainMessage();
  const order = useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => fetchOrder(id, signal),
    staleTime: 0,
  });
  // The answer comes through a store React applies at once, in one task it cannot pause (the
  // longest of the confirmation's load on a phone): as a deferred value the order renders in slices.
  const shown = useDeferredValue(order.data);
  useOrderTitle(id, confirmation);

  return (
    <OrderSection confirmation={confirmation}>
      {order.isError ? (
        <div role="alert" className="mt-4">
          <p className="text-red-700 dark:text-red-400">
            {isApiError(order.error, 404) ? domainText('orders.notFound') : t('orders:loadError')}
          </p>
          <Link to="/mis-pedidos" className={buttonClass('secondary', 'lg', `mt-4 ${action}`)}>
            {t('orders:viewOrders')}
          </Link>
        </div>
      ) : confirmation ? (
        // The news stands from the start (the frame's), its order's number and date to come.
        <Confirmation order={shown} />
      ) : shown ? (
        <OrderHeading order={shown} level="h1" />
      ) : (
        <OrderPlaceholder />
      )}
      {shown && (
        <>
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
            <article className={card} aria-labelledby="order-lines">
              <h2 id="order-lines" className="font-semibold">
                {t('orders:lines')}
              </h2>
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {shown.lines.map((line, index) => (
                  <OrderLineRow key={index} line={line} />
                ))}
              </ul>
              <div className="mt-2 border-t border-slate-200 pt-3 dark:border-slate-700">
                <OrderTotals order={shown} />
              </div>
            </article>
            {/* On a phone an order's status comes first (what a shopper opens it for); after paying, its lines. */}
            <div className={`space-y-6 ${confirmation ? '' : 'order-first lg:order-none'}`}>
              {shown.delivery && (
                <div className={card}>
                  <OrderDeliveryCard order={shown} />
                </div>
              )}
              <div className={card}>
                <StatusHistory order={shown} />
              </div>
              {!confirmation && (
                <div className={`${card} space-y-4`}>
                  <BuyAgain order={shown} />
                  <CancelOrder order={shown} />
                </div>
              )}
            </div>
          </div>
        </>
      )}
    </OrderSection>
  );
}

/** What the shopper reads first after paying: it worked, the order's number, and what comes next. */
function Confirmation({ order }: { order?: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const formatDate = useOrderDate();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving from the payment dialog, the focus starts at the news (and a screen reader reads it).
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={`${card} sm:p-8`} data-testid="order-confirmation">
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700 dark:bg-green-950 dark:text-green-300"
        >
          ✓
        </span>
        <h1 ref={heading} tabIndex={-1} className="mt-3 text-2xl font-bold outline-none sm:text-3xl">
          {t('orders:confirmedTitle')}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('orders:confirmedText')}</p>
        {/* As wide as a number or its placeholder: it does not move when the number comes. */}
        <dl className="mt-4 min-w-48 rounded-lg bg-slate-50 px-5 py-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{t('orders:orderNumber')}</dt>
          <dd className="font-mono text-2xl font-bold tracking-wider" data-testid="order-number">
            {order ? shortOrderId(order.id) : <Skeleton raised className="mx-auto my-1 h-6 w-32" />}
          </dd>
        </dl>
        {order ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {t('orders:placedOn', { date: formatDate(order.createdAt) })}
          </p>
        ) : (
          <Skeleton className="mt-2 h-5 w-48" />
        )}
      </div>
      {order && <ConfirmationNext order={order} />}
    </div>
  );
}

/** What happens next, and where to go from here. */
function ConfirmationNext({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  // The order's confirmation mail goes to the account's address: said where the shopper looks.
  const email = useSession().user?.email ?? '';
  return (
    <>
      {/* Small, on a line of its own: a long address in the steps' text made their paragraph the
          page's largest paint, drawn only after the order's answer. */}
      {email && (
        <p className="mt-1 text-center text-sm break-words text-slate-600 dark:text-slate-300">
          {t('orders:mailSent', { email })}
        </p>
      )}
      <section aria-labelledby="order-next" className="mx-auto mt-6 max-w-xl">
        <h2 id="order-next" className="font-semibold">
          {t('orders:nextTitle')}
        </h2>
        <ol className="mt-3 space-y-3">
          {(
            [
              'nextPaid',
              order.delivery?.option === 'pickup' ? 'nextPreparePickup' : 'nextPrepare',
              'nextFollow',
            ] as const
          ).map((key, index) => (
            <li key={key} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-bold text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{t(`orders:${key}`)}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="mx-auto mt-6 flex max-w-xl flex-col gap-3 sm:flex-row-reverse sm:justify-center">
        <Link to="/" className={buttonClass('primary', 'lg', action)}>
          {t('orders:backToHome')}
        </Link>
        <Link to="/mis-pedidos" className={buttonClass('secondary', 'lg', action)}>
          {t('orders:viewOrders')}
        </Link>
      </div>
    </>
  );
}

type Refill = { name: 'idle' } | { name: 'checking' } | { name: 'failed' } | { name: 'done'; reports: RefillReport[] };

/**
 * 'Comprar de nuevo': the order's lines back in the cart, in the same configuration, checked
 * against today's price and stock first; what changed or could not be added is said.
 */
function BuyAgain({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersTexts);
  const [refill, setRefill] = useState<Refill>({ name: 'idle' });
  const result = useRef<HTMLDivElement>(null);
  // The answer comes below the button, often below a phone's first screen: brought into view.
  useEffect(() => {
    if (refill.name === 'done' || refill.name === 'failed') result.current?.scrollIntoView({ block: 'nearest' });
  }, [refill.name]);
  const buyAgain = async () => {
    setRefill({ name: 'checking' });
    try {
      const answer = await checkOrderLines(order);
      const { items, reports } = refillCart(cartStore.getItems(), order.lines, answer.lines);
      cartStore.update(() => items);
      setRefill({ name: 'done', reports });
    } catch {
      setRefill({ name: 'failed' });
    }
  };
  return (
    <div>
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'w-full')}
        onClick={() => void buyAgain()}
        disabled={refill.name === 'checking'}
      >
        {refill.name === 'checking' ? t('orders:buyingAgain') : t('orders:buyAgain')}
      </button>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('orders:buyAgainHint')}</p>
      <div ref={result} role="status" className="empty:hidden" data-testid="buy-again-result">
        {refill.name === 'failed' && (
          <p className="mt-3 text-red-700 dark:text-red-400">{t('orders:buyAgainFailed')}</p>
        )}
        {refill.name === 'done' && <RefillResult reports={refill.reports} />}
      </div>
    </div>
  );
}

function RefillResult({ reports }: { reports: RefillReport[] }) {
  const { t } = useFeatureTexts(ordersTexts);
  const formatPrice = usePriceFormatter();
  const units = reports.reduce((sum, report) => sum + report.added, 0);
  const changed = reports.filter((report) => report.problem || report.price);
  // What changed for a line, as one sentence or two (fewer units, and today's price).
  const notes = ({ problem, price, added, line }: RefillReport) => {
    const said: string[] = [];
    if (problem === 'reduced') said.push(t('orders:refill.reduced', { count: added, asked: line.quantity }));
    else if (problem) said.push(t(`orders:refill.${problem}`));
    if (price) {
      const now = formatPrice(price.now, price.currency);
      said.push(t('orders:refill.price', { now, was: formatPrice(price.was, price.wasCurrency) }));
    }
    return said.join(' ');
  };
  return (
    <div className="mt-4 rounded-lg border-l-4 border-indigo-600 bg-indigo-50 p-3 text-sm text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50">
      <p className="font-semibold">{units > 0 ? t('orders:refilled', { count: units }) : t('orders:refilledNone')}</p>
      {changed.length > 0 && (
        <>
          <p className="mt-2">{t('orders:refillChanges')}</p>
          <ul className="mt-1 list-inside list-disc space-y-1" data-testid="buy-again-changes">
            {changed.map((report, index) => (
              <li key={index}>
                <OrderLineName line={report.line} className="font-medium" />: {notes(report)}
              </li>
            ))}
          </ul>
        </>
      )}
      {units > 0 && (
        <Link to="/carrito" className={buttonClass('primary', 'lg', 'mt-3 w-full')}>
          {t('orders:goToCart')}
        </Link>
      )}
    </div>
  );
}
