import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Link, useParams } from 'wouter';
import {
  CANCEL_REASON_MAX,
  LANGUAGE_LOCALES,
  type Language,
  type MailOutboxEntry,
  type Order,
  type OrderStatus,
  type OrderStatusChange,
  formatMoney,
  isMailWaiting,
  imageVariantUrl,
  fulfilmentOf,
  nextStatuses,
  exchangeWords,
  addressLines,
} from '@shop/domain';
import { isApiError } from '../../../shared/api/http';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { buttonClass } from '../../../shared/ui/button';
import { dangerButtonClass } from '../../../shared/ui/danger-button';
import { useFailureText } from '../shared/use-failure-text';
import {
  changeOrderStatus,
  deskKeys,
  deskOrderMailsQuery,
  deskOrderQuery,
  isStaleOrder,
  resendOrderMail,
  resendableMails,
} from './api';
import { OrderStatusBadge } from './status-badge';
import { ordersDeskTexts } from './texts';
import { showPlaceholder } from './placeholder';

const panel = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';
const field =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

type Notice = { kind: 'done' | 'stale' | 'failed'; text: string } | null;

/**
 * /admin/pedidos/:id: everything staff need to handle one order (lines with their configuration,
 * totals, address and dates, the simulated payment's reference, who changed its status and when)
 * and the steps its status allows. Each step is sent with the version the page shows: when
 * someone else moved the order meanwhile, the step is refused (412), the page says so and loads
 * the order as it now is.
 */
export function DeskOrderPage() {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const { id = '' } = useParams<{ id: string }>();
  const order = useQuery(deskOrderQuery(id));
  useDocumentTitle(order.data ? t('adminOrders:order', { number: order.data.number }) : t('adminOrders:title'));
  return (
    <section aria-labelledby="desk-order-title" className="mx-auto max-w-6xl space-y-4">
      <Link
        to="/admin/pedidos"
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 dark:text-indigo-300"
      >
        ← {t('adminOrders:backToList')}
      </Link>
      {order.isPending && <p role="status">{t('adminOrders:loading')}</p>}
      {order.isError && (
        <p role="alert" id="desk-order-title">
          {isApiError(order.error, 404) ? t('adminOrders:notFound') : t('adminOrders:failed')}
        </p>
      )}
      {order.data && <OrderSheet order={order.data} />}
    </section>
  );
}

function OrderSheet({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const [language] = useLanguage();
  const date = dateFormat(language, true);
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="desk-order-title" className="text-2xl font-bold sm:text-3xl">
            {t('adminOrders:order', { number: '' })}
            <span className="font-mono tracking-wider" data-testid="desk-order-heading-number">
              #{order.number}
            </span>
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('adminOrders:placedOn', { date: date.format(new Date(order.createdAt)) })}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span data-testid="desk-order-status">
            <OrderStatusBadge status={order.status} />
          </span>
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('adminOrders:version', { version: order.version })}
          </span>
        </div>
      </header>

      {notice && (
        <p
          role={notice.kind === 'done' ? 'status' : 'alert'}
          data-testid={`desk-notice-${notice.kind}`}
          className={`rounded-lg border px-4 py-3 text-sm ${
            notice.kind === 'done'
              ? 'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
              : 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100'
          }`}
        >
          {notice.text}
        </p>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Actions order={order} onNotice={setNotice} />
          <Lines order={order} />
          <History order={order} />
          <Mails orderId={order.id} />
        </div>
        <div className="space-y-4">
          <Customer order={order} />
          <DeliveryPanel order={order} />
          <Payment order={order} />
        </div>
      </div>
    </>
  );
}

function dateFormat(language: Language, withTime: boolean) {
  return new Intl.DateTimeFormat(
    LANGUAGE_LOCALES[language],
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium', timeZone: 'UTC' },
  );
}

function Actions({ order, onNotice }: { order: Order; onNotice: (notice: Notice) => void }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const domainText = useDomainMessage();
  const failureText = useFailureText();
  const client = useQueryClient();
  const [form, setForm] = useState<'shipped' | 'cancelled' | null>(null);
  const [carrier, setCarrier] = useState('');
  const [trackingCode, setTrackingCode] = useState('');
  const [reason, setReason] = useState('');
  const firstField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const allowed = nextStatuses(order.status, fulfilmentOf(order.delivery?.option));

  const change = useMutation({
    mutationFn: (body: OrderStatusChange) => changeOrderStatus(order, body),
    onSuccess: (changed) => {
      client.setQueryData(deskKeys.order(order.id), changed);
      // A step may have written the buyer a mail (shipped, ready for pickup, cancelled).
      void client.invalidateQueries({ queryKey: deskKeys.mails(order.id) });
      void client.invalidateQueries({ queryKey: [...deskKeys.all, 'list'] });
      void client.invalidateQueries({ queryKey: [...deskKeys.all, 'count'] });
      setForm(null);
      onNotice({
        kind: 'done',
        text: t('adminOrders:changed', { status: domainText(`orders.statusName.${changed.status}`) }),
      });
    },
    onError: async (error) => {
      if (isStaleOrder(error)) {
        setForm(null);
        onNotice({ kind: 'stale', text: t('adminOrders:stale') });
        await client.invalidateQueries({ queryKey: deskKeys.order(order.id) });
        return;
      }
      // The server's reason by its code (a 409 names the statuses allowed), in the page's language.
      onNotice({ kind: 'failed', text: failureText(error, t('adminOrders:changeFailed')) });
    },
  });

  const step = (status: OrderStatus) => {
    onNotice(null);
    if (status === 'shipped' || status === 'cancelled') {
      setForm(status);
      requestAnimationFrame(() => firstField.current?.focus());
      return;
    }
    change.mutate({ status });
  };
  const ship = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ status: 'shipped', carrier: carrier.trim(), trackingCode: trackingCode.trim() });
  };
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ status: 'cancelled', reason: reason.trim() });
  };

  return (
    <div className={panel} data-testid="desk-actions">
      <h2 className="mb-3 font-semibold">{t('adminOrders:actions')}</h2>
      {allowed.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('adminOrders:noActions')}</p>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {allowed.map((status) => (
            <button
              key={status}
              type="button"
              disabled={change.isPending}
              aria-expanded={status === 'shipped' || status === 'cancelled' ? form === status : undefined}
              className={buttonClass(
                status === 'cancelled' ? 'secondary' : 'primary',
                'md',
                status === 'cancelled' ? 'sm:ml-auto text-red-700 dark:text-red-300' : '',
              )}
              onClick={() => step(status)}
              data-testid={`desk-action-${status}`}
            >
              {t(`adminOrders:action.${status}`)}
            </button>
          ))}
        </div>
      )}
      {form === 'shipped' && (
        <form
          onSubmit={ship}
          className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2 dark:border-slate-800"
        >
          <div>
            <label htmlFor="desk-carrier" className="mb-1 block text-sm font-medium">
              {t('adminOrders:carrier')}
            </label>
            <input
              id="desk-carrier"
              ref={firstField}
              required
              maxLength={100}
              value={carrier}
              onChange={(event) => setCarrier(event.target.value)}
              placeholder={t('adminOrders:carrierPlaceholder')}
              className={field}
            />
          </div>
          <div>
            <label htmlFor="desk-tracking" className="mb-1 block text-sm font-medium">
              {t('adminOrders:trackingCode')}
            </label>
            <input
              id="desk-tracking"
              required
              maxLength={100}
              value={trackingCode}
              onChange={(event) => setTrackingCode(event.target.value)}
              className={`${field} font-mono`}
            />
          </div>
          <FormButtons busy={change.isPending} confirm={t('adminOrders:confirmShip')} onBack={() => setForm(null)} />
        </form>
      )}
      {form === 'cancelled' && (
        <form onSubmit={cancel} className="mt-4 space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
          <div>
            <label htmlFor="desk-reason" className="mb-1 block text-sm font-medium">
              {t('adminOrders:cancelReason')}
            </label>
            <textarea
              id="desk-reason"
              ref={firstField}
              required
              maxLength={CANCEL_REASON_MAX}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-describedby="desk-reason-hint"
              className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
            />
            <p id="desk-reason-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
              {t('adminOrders:cancelReasonHint')}
            </p>
          </div>
          <FormButtons
            busy={change.isPending}
            confirm={t('adminOrders:confirmCancel')}
            danger
            onBack={() => setForm(null)}
          />
        </form>
      )}
    </div>
  );
}

function FormButtons({
  busy,
  confirm,
  danger,
  onBack,
}: {
  busy: boolean;
  confirm: string;
  danger?: boolean;
  onBack: () => void;
}) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  return (
    <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonClass('ghost', 'md')} onClick={onBack}>
        {t('adminOrders:keep')}
      </button>
      <button
        type="submit"
        disabled={busy}
        className={danger ? dangerButtonClass() : buttonClass()}
        data-testid="desk-confirm"
      >
        {busy ? t('adminOrders:saving') : confirm}
      </button>
    </div>
  );
}

function Lines({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const [language] = useLanguage();
  const money = (cents: number, currency: Order['lines'][number]['currency']) =>
    formatMoney(cents / 100, currency, language);
  return (
    <div className={panel}>
      <h2 className="mb-3 font-semibold">{t('adminOrders:lines')}</h2>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="desk-lines">
        {order.lines.map((line) => {
          const name = (language === 'en' && line.name_en) || line.name;
          const options = Object.values(line.optionNames).map((names) => names[language]);
          return (
            <li key={`${line.productId}-${JSON.stringify(line.selectedOptions)}`} className="flex gap-3 py-3">
              <img
                src={line.image ? imageVariantUrl(line.image, 400) : '/placeholder.svg'}
                onError={showPlaceholder}
                alt=""
                width={64}
                height={64}
                className="size-16 shrink-0 rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700"
              />
              {/* On a phone the line's total goes under its name: beside it, a long amount left the name a
                  word a line. */}
              <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:justify-between sm:gap-3">
                <div className="min-w-0">
                  <p
                    className="font-medium break-words"
                    lang={name === line.name ? 'es' : 'en'}
                    data-testid="desk-line-name"
                  >
                    {name}
                  </p>
                  {options.length > 0 && (
                    <ul className="mt-1 flex flex-wrap gap-1">
                      {options.map((option) => (
                        <li key={option} className="rounded bg-slate-100 px-2 py-0.5 text-xs dark:bg-slate-800">
                          {option}
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                    {t('adminOrders:quantity', { count: line.quantity })} ·{' '}
                    {t('adminOrders:unitPrice', { price: money(line.unitPriceCents, line.currency) })}
                  </p>
                </div>
                <p className="font-semibold whitespace-nowrap tabular-nums sm:shrink-0">
                  {money(line.lineTotalCents, line.currency)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-2 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
        {order.totals.map((total) => (
          <Row key={total.currency} label={`${t('adminOrders:subtotal')} (${total.currency})`}>
            {money(total.cents, total.currency)}
          </Row>
        ))}
        {order.delivery && (
          <Row label={t('adminOrders:deliveryCost')}>
            {order.delivery.cents === 0 ? t('adminOrders:free') : money(order.delivery.cents, 'ARS')}
          </Row>
        )}
        {order.total && (
          <div className="flex justify-between gap-4 pt-1 text-base font-bold" data-testid="desk-total">
            <dt>{t('adminOrders:charged')}</dt>
            <dd className="tabular-nums">{money(order.total.cents, order.total.currency)}</dd>
          </div>
        )}
        {order.exchange && (
          <p className="text-xs text-slate-600 dark:text-slate-300">
            {t('adminOrders:exchange', exchangeWords(order.exchange, language))}
          </p>
        )}
      </dl>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

function Customer({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  return (
    <div className={panel}>
      <h2 className="mb-2 font-semibold">{t('adminOrders:customer')}</h2>
      {order.customer ? (
        <>
          <p className="font-medium">{order.customer.name}</p>
          <a
            href={`mailto:${order.customer.email}`}
            className="text-sm break-all text-indigo-700 underline dark:text-indigo-300"
          >
            {order.customer.email}
          </a>
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('adminOrders:deletedCustomer')}</p>
      )}
    </div>
  );
}

function DeliveryPanel({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const [language] = useLanguage();
  const domainText = useDomainMessage();
  const day = dateFormat(language, false);
  const { delivery } = order;
  if (!delivery && !order.tracking) return null;
  const dayOf = (value: string) => day.format(new Date(`${value.slice(0, 10)}T12:00:00Z`));
  const address = delivery?.address;
  return (
    <div className={panel} data-testid="desk-delivery">
      <h2 className="mb-2 font-semibold">
        {delivery ? domainText(`orders.deliveryName.${delivery.option}`) : t('adminOrders:delivery')}
      </h2>
      <dl className="space-y-2 text-sm">
        {address && (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{t('adminOrders:shipTo')}</dt>
            <dd>
              <p className="font-medium">{address.recipient}</p>
              {addressLines(address, language).map((line) => (
                <p key={line}>{line}</p>
              ))}
              {address.phone && <p>{address.phone}</p>}
            </dd>
          </div>
        )}
        {delivery?.pickupAddress && (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{t('adminOrders:pickupAt')}</dt>
            <dd>{delivery.pickupAddress[language]}</dd>
          </div>
        )}
        {delivery?.earliest && (
          <div>
            <dt className="text-slate-600 dark:text-slate-300">
              {t(delivery.option === 'pickup' ? 'adminOrders:pickupDates' : 'adminOrders:deliveryDates')}
            </dt>
            <dd>
              {delivery.earliest === delivery.latest
                ? t('adminOrders:on', { to: dayOf(delivery.latest) })
                : t('adminOrders:between', { from: dayOf(delivery.earliest), to: dayOf(delivery.latest) })}
            </dd>
          </div>
        )}
        {order.tracking && (
          <div data-testid="desk-tracking">
            <dt className="text-slate-600 dark:text-slate-300">{t('adminOrders:tracking')}</dt>
            <dd>
              {order.tracking.carrier} · <span className="font-mono">{order.tracking.trackingCode}</span>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}

function Payment({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  return (
    <div className={panel}>
      <h2 className="mb-2 font-semibold">{t('adminOrders:payment')}</h2>
      <p className="text-sm">{t('adminOrders:paymentCard')}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('adminOrders:paymentReference')}</p>
      <p className="font-mono text-sm break-all" data-testid="desk-payment-reference">
        {order.paymentReference}
      </p>
    </div>
  );
}

function History({ order }: { order: Order }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const [language] = useLanguage();
  const domainText = useDomainMessage();
  const date = dateFormat(language, true);
  return (
    <div className={panel}>
      <h2 className="mb-3 font-semibold">{t('adminOrders:history')}</h2>
      <ol className="space-y-3" data-testid="desk-history">
        {[...order.history].reverse().map((entry, index) => {
          const who =
            index === order.history.length - 1 && entry.status === 'paid'
              ? entry.by
                ? `${t('adminOrders:bySystem')} · ${entry.by.name}`
                : t('adminOrders:bySystem')
              : entry.by
                ? t('adminOrders:byPerson', { name: entry.by.name })
                : t('adminOrders:byGone');
          return (
            <li key={`${entry.status}-${entry.at}`} className="flex gap-3" data-testid="desk-history-entry">
              <span
                aria-hidden="true"
                className={`mt-1.5 size-2.5 shrink-0 rounded-full ${index === 0 ? 'bg-indigo-600' : 'bg-slate-300 dark:bg-slate-600'}`}
              />
              <div className="min-w-0">
                <p className={index === 0 ? 'font-semibold' : ''}>{domainText(`orders.statusName.${entry.status}`)}</p>
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  <time dateTime={entry.at}>{date.format(new Date(entry.at))}</time> · {who}
                </p>
                {entry.reason && (
                  <p className="mt-1 text-sm break-words">{t('adminOrders:reason', { reason: entry.reason })}</p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** How a mail's sending goes, in staff's words: sent (when), waiting, being sent, retrying, given up. */
function mailState(mail: MailOutboxEntry, t: ReturnType<typeof useFeatureTexts>['t'], date: Intl.DateTimeFormat) {
  if (mail.status === 'sent')
    return t('adminOrders:mailSent', { date: date.format(new Date(mail.sentAt ?? mail.createdAt)) });
  if (mail.status === 'sending') return t('adminOrders:mailSending');
  if (mail.status === 'failed') return t('adminOrders:mailGaveUp', { count: mail.attempts });
  return mail.attempts > 0 ? t('adminOrders:mailRetrying', { count: mail.attempts }) : t('adminOrders:mailQueued');
}

const MAIL_STATE_COLOUR: Record<MailOutboxEntry['status'], string> = {
  sent: 'text-green-800 dark:text-green-300',
  pending: 'text-amber-800 dark:text-amber-300',
  sending: 'text-amber-800 dark:text-amber-300',
  failed: 'text-red-700 dark:text-red-400',
};

/** The mails written to the buyer about the order (production has no outbox page: this is where staff look). */
function Mails({ orderId }: { orderId: string }) {
  const { t } = useFeatureTexts(ordersDeskTexts);
  const failureText = useFailureText();
  const [language] = useLanguage();
  const client = useQueryClient();
  const mails = useQuery(deskOrderMailsQuery(orderId));
  const date = dateFormat(language, true);
  const [notice, setNotice] = useState<{ kind: 'done' | 'failed'; text: string; copyId?: string } | null>(null);
  const resend = useMutation({
    mutationFn: (mail: MailOutboxEntry) => resendOrderMail(orderId, mail.id),
    onMutate: () => setNotice(null),
    onSuccess: (copy) => {
      setNotice({ kind: 'done', text: t('adminOrders:resent', { subject: copy.subject }), copyId: copy.id });
      // The copy shows as waiting, and the list is asked again until it went.
      void client.invalidateQueries({ queryKey: deskKeys.mails(orderId) });
    },
    onError: (error) => {
      // A copy already waiting (someone else sent it again) or the mail gone: the server's reason.
      setNotice({ kind: 'failed', text: failureText(error, t('adminOrders:resendFailed')) });
      void client.invalidateQueries({ queryKey: deskKeys.mails(orderId) });
    },
  });
  const resendable = resendableMails(mails.data?.mails ?? []);
  // 'Will be sent again in a moment' says so once the copy went, and goes if it gave up (the list
  // below says why).
  const copy = notice?.copyId ? mails.data?.mails.find((mail) => mail.id === notice.copyId) : undefined;
  const shownNotice =
    copy && !isMailWaiting(copy)
      ? copy.status === 'sent'
        ? { kind: 'done', text: t('adminOrders:resentSent', { subject: copy.subject }) }
        : null
      : notice;
  return (
    <div className={panel} data-testid="desk-mails">
      <h2 className="mb-3 font-semibold">{t('adminOrders:mails')}</h2>
      {mails.isPending && <p className="text-sm text-slate-600 dark:text-slate-300">{t('adminOrders:mailsLoading')}</p>}
      {mails.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('adminOrders:mailsFailed')}
        </p>
      )}
      {mails.data?.mails.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('adminOrders:mailsNone')}</p>
      )}
      {mails.data && mails.data.mails.length > 0 && (
        <ul className="space-y-3">
          {mails.data.mails.map((mail) => (
            <li key={mail.id} data-testid="desk-mail" data-status={mail.status} className="text-sm">
              <p className="font-medium">{mail.subject}</p>
              <p className="break-all text-slate-600 dark:text-slate-300">{t('adminOrders:mailTo', { to: mail.to })}</p>
              <p className={MAIL_STATE_COLOUR[mail.status]} title={mail.lastError ?? undefined}>
                {mailState(mail, t, date)}
              </p>
              {resendable.has(mail.id) && (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'mt-2')}
                  aria-label={t('adminOrders:resendNamed', { subject: mail.subject })}
                  disabled={resend.isPending}
                  onClick={() => resend.mutate(mail)}
                  data-testid="desk-mail-resend"
                >
                  {resend.isPending && resend.variables.id === mail.id
                    ? t('adminOrders:resending')
                    : t('adminOrders:resend')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p
        role="status"
        className={`mt-3 text-sm empty:hidden ${shownNotice?.kind === 'failed' ? 'text-red-700 dark:text-red-400' : 'text-green-800 dark:text-green-300'}`}
      >
        {shownNotice?.text}
      </p>
    </div>
  );
}
