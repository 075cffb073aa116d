import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  type CartItem,
  addressLines,
  cartTotals,
  chargeTotal,
  deliveryWindowText,
  isMessageKey,
  lineCents,
  exchangeWords,
} from '@shop/domain';
import { apiErrorMessageRef } from '../../shared/api/error-message';
import { isApiError } from '../../shared/api/http';
import { productKeys } from '../../shared/api/query-keys';
import { cartStore } from '../../shared/cart/cart-store';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { usePriceFormatter } from '../../shared/lib/format';
import { buttonClass } from '../../shared/ui/button';
import { FormField } from '../../shared/ui/form-field';
import { addressTexts } from '../../shared/addresses/texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { exchangeRatesQuery } from '../../shared/api/exchange-rates';
import { newIdempotencyKey, placeOrder } from './api';
import { type ChosenDelivery, DeliveryStep } from './delivery-step';
import {
  CARD_NUMBER_MAX_LENGTH,
  DEMO_CARD,
  formatCardNumber,
  formatCvv,
  formatExpiryDate,
  validateCard,
  type CardErrors,
  type CardField,
  type CardFields,
} from './card-rules';
import { refusedLines } from './refusal';
import { checkoutTexts } from './texts';
import { useReturnFocusToOpener } from '../../shared/ui/opener-focus';

/** The card's simulated authorisation takes 2 s; the order is placed meanwhile. */
export const SIMULATED_PAYMENT_MS = 2_000;

/**
 * Where the shopper lands after paying: the order's own page as its confirmation (features/orders
 * reads `?confirmado`), so a reload shows the same and the cart behind it no longer matters.
 */
export function confirmationPath(orderId: string): string {
  return `/mis-pedidos/${encodeURIComponent(orderId)}?confirmado=1`;
}

type Step =
  | { name: 'delivery' }
  | { name: 'editing'; errors: CardErrors }
  | { name: 'processing' }
  | { name: 'refused'; lines: string[] }
  | { name: 'failed'; reason?: string; reference?: string };

interface Props {
  items: CartItem[];
  onClose: (outcome: { refused: boolean }) => void;
}

/**
 * The payment dialog: a demo card form whose data never leaves the
 * browser, then the order, placed while "processing": only once the server has made the order
 * (201) does the shopper go on to its confirmation page.
 */
export function PaymentModal({ items, onClose }: Props) {
  const returnFocus = useReturnFocusToOpener();
  const { t } = useFeatureTexts(checkoutTexts);
  const domainText = useDomainMessage();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  // The lines being paid for, as they were when the dialog opened: paying empties the cart.
  const [lines] = useState(items);
  const [card, setCard] = useState<CardFields>({ ...DEMO_CARD });
  const [step, setStep] = useState<Step>({ name: 'delivery' });
  const [delivery, setDelivery] = useState<ChosenDelivery | null>(null);

  const close = () => onClose({ refused: step.name === 'refused' });

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateCard(card);
    if (Object.keys(errors).length > 0) return setStep({ name: 'editing', errors });
    setStep({ name: 'processing' });
    // A fresh key per attempt; its automatic retries reuse it (placeOrder).
    const key = newIdempotencyKey();
    const [outcome] = await Promise.allSettled([
      placeOrder(lines, { key, delivery: delivery?.request }),
      new Promise((resolve) => setTimeout(resolve, SIMULATED_PAYMENT_MS)),
    ]);
    if (outcome.status === 'fulfilled') {
      // On to the order's confirmation page; the cart is emptied and the stock shown elsewhere changed.
      navigate(confirmationPath(outcome.value.id));
      cartStore.update(() => []);
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
      return;
    }
    const error: unknown = outcome.reason;
    const refused = isApiError(error) ? refusedLines(error, lines, domainText) : undefined;
    if (refused) return setStep({ name: 'refused', lines: refused });
    // Other refusals keep the spec's general text, with the server's reason under it when known.
    const reason = isApiError(error) ? apiErrorMessageRef(error) : undefined;
    setStep({
      name: 'failed',
      reason: reason && isMessageKey(reason.key) ? domainText(reason.key, reason.params) : undefined,
      reference: isApiError(error) ? error.requestId : undefined,
    });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && step.name !== 'processing' && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[92svh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl dark:bg-slate-900"
          data-testid="payment-modal"
          onCloseAutoFocus={returnFocus}
          onEscapeKeyDown={(event) => step.name === 'processing' && event.preventDefault()}
          onInteractOutside={(event) => step.name === 'processing' && event.preventDefault()}
        >
          {step.name === 'delivery' && (
            <DeliveryStep
              items={lines}
              onCancel={close}
              onChosen={(chosen) => {
                setDelivery(chosen);
                setStep({ name: 'editing', errors: {} });
              }}
            />
          )}
          {step.name === 'editing' && (
            <CardForm
              delivery={delivery}
              onChangeDelivery={() => setStep({ name: 'delivery' })}
              card={card}
              errors={step.errors}
              lines={lines}
              onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
              onSubmit={(event) => void pay(event)}
              onCancel={close}
            />
          )}
          {step.name === 'processing' && (
            <div role="status" className="flex flex-col items-center gap-4 py-6 text-center">
              <span
                aria-hidden="true"
                className="size-10 animate-spin rounded-full border-4 border-indigo-600 border-t-transparent"
              />
              <Dialog.Title className="text-xl font-bold">{t('checkout:processing')}</Dialog.Title>
              <Dialog.Description className="text-slate-700 dark:text-slate-300">
                {t('checkout:processingText')}
              </Dialog.Description>
            </div>
          )}
          {step.name === 'refused' && (
            <Problem title={t('checkout:paymentError')} onClose={close}>
              <p>{domainText('orders.linesUnavailable')}</p>
              <ul className="mt-3 list-inside list-disc space-y-1 font-medium" data-testid="refused-lines">
                {step.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <p className="mt-3">{t('checkout:cartKept')}</p>
            </Problem>
          )}
          {step.name === 'failed' && (
            <Problem
              title={t('checkout:paymentError')}
              onClose={close}
              action={
                <button
                  type="button"
                  className={buttonClass('primary', 'lg')}
                  onClick={() => setStep({ name: 'editing', errors: {} })}
                  autoFocus
                >
                  {t('checkout:tryAgain')}
                </button>
              }
            >
              <p>{t('checkout:errorMessage')}</p>
              {step.reason && <p className="mt-2 text-sm">{step.reason}</p>}
              {step.reference && (
                <p className="mt-2 font-mono text-xs text-slate-600 dark:text-slate-300" data-testid="error-reference">
                  {t('checkout:errorReference', { id: step.reference })}
                </p>
              )}
            </Problem>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ProblemProps {
  title: string;
  onClose: () => void;
  /** Another way out besides closing (trying again). */
  action?: ReactNode;
  children: ReactNode;
}

function Problem({ title, onClose, action, children }: ProblemProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  return (
    <div>
      <div
        role="alert"
        className="rounded-lg border-l-4 border-red-600 bg-red-50 p-4 text-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
        <Dialog.Description asChild>
          <div className="mt-2">{children}</div>
        </Dialog.Description>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* The step's buttons replace the form's: the focus goes to the way out. */}
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={onClose} autoFocus={!action}>
          {t('common.close')}
        </button>
        {action}
      </div>
    </div>
  );
}

interface CardFormProps {
  delivery: ChosenDelivery | null;
  onChangeDelivery: () => void;
  card: CardFields;
  errors: CardErrors;
  lines: CartItem[];
  onChange: (field: CardField, value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
}

const cardInputClass =
  'mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono tracking-wide text-slate-900 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

function CardForm({ delivery, onChangeDelivery, card, errors, lines, onChange, onSubmit, onCancel }: CardFormProps) {
  const { t } = useFeatureTexts(checkoutTexts);
  const { t: addressText } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const rates = useQuery(exchangeRatesQuery);
  const charge = delivery
    ? chargeTotal(
        lines.map((line) => ({ currency: line.currency, lineTotalCents: lineCents(line) })),
        delivery.quoted.cents,
        rates.data,
      )
    : undefined;
  const days = delivery && deliveryWindowText(delivery.quoted.earliest, delivery.quoted.latest, language);
  const formatPrice = usePriceFormatter();
  const id = useId();
  const errorId = (field: CardField) => `${id}-${field}-error`;
  const failed = Object.entries(errors) as [CardField, string][];
  // One amount per currency: amounts in different currencies are never added together.
  const totals = cartTotals(lines);
  // Each field points at its own line in the error box above the fields.
  const field = (name: CardField, label: string, input: InputHTMLAttributes<HTMLInputElement>) => (
    <FormField id={`${id}-${name}`} label={label} errorBoxId={errorId(name)} submitProblem={Boolean(errors[name])}>
      {(describedBy) => (
        <input
          id={`${id}-${name}`}
          value={card[name]}
          inputMode="numeric"
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          className={cardInputClass}
          {...input}
        />
      )}
    </FormField>
  );

  return (
    // No action and no field names: the card's data is never submitted anywhere.
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Title className="text-xl font-bold">{t('checkout:title')}</Dialog.Title>
      <Dialog.Description className="mt-3 rounded-lg bg-sky-50 p-3 text-sm text-sky-900 dark:bg-sky-950 dark:text-sky-100">
        {t('checkout:demoNotice')}
      </Dialog.Description>
      {failed.length > 0 && (
        <div
          role="alert"
          className="mt-4 rounded-lg border-l-4 border-red-600 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
          data-testid="payment-errors"
        >
          <p className="font-semibold">{t('checkout:error')}</p>
          <ul className="mt-1 list-inside list-disc">
            {failed.map(([name, key]) => (
              <li key={name} id={errorId(name)}>
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-4 grid grid-cols-2 gap-4">
        <div className="col-span-2">
          {field('cardNumber', t('checkout:cardNumber'), {
            autoComplete: 'cc-number',
            maxLength: CARD_NUMBER_MAX_LENGTH,
            placeholder: t('checkout:cardNumberPlaceholder'),
            onChange: (event) => onChange('cardNumber', formatCardNumber(event.target.value)),
          })}
        </div>
        {field('expiryDate', t('checkout:expiryDate'), {
          autoComplete: 'cc-exp',
          maxLength: 5,
          placeholder: t('checkout:expiryDatePlaceholder'),
          onChange: (event) => onChange('expiryDate', formatExpiryDate(event.target.value)),
        })}
        {field('cvv', t('checkout:cvv'), {
          autoComplete: 'cc-csc',
          maxLength: 3,
          placeholder: t('checkout:cvvPlaceholder'),
          onChange: (event) => onChange('cvv', formatCvv(event.target.value)),
        })}
      </div>
      {delivery && days && (
        <section
          className="mt-5 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
          data-testid="payment-delivery"
        >
          <div className="flex justify-between gap-3 font-semibold">
            <span>{t(`checkout:delivery.option.${delivery.quoted.option}`)}</span>
            <span className="tabular-nums">
              {delivery.quoted.cents === 0 ? t('checkout:delivery.free') : formatPrice(delivery.quoted.amount, 'ARS')}
            </span>
          </div>
          <p>
            {delivery.quoted.option === 'pickup'
              ? t(days.sameDay ? 'checkout:delivery.pickupOn' : 'checkout:delivery.pickupBetween', days)
              : addressText(days.sameDay ? 'addresses:delivery.on' : 'addresses:delivery.between', days)}
          </p>
          <p className="text-slate-600 dark:text-slate-300">
            {delivery.address
              ? addressLines(delivery.address, language).join(' · ')
              : delivery.quoted.address?.[language]}
          </p>
          {!delivery.address && delivery.quoted.hours?.[language] && (
            <p className="text-slate-600 dark:text-slate-300" data-testid="payment-pickup-hours">
              {t('checkout:delivery.pickupHours', { hours: delivery.quoted.hours[language] })}
            </p>
          )}
          <button
            type="button"
            className="mt-1 text-indigo-700 underline dark:text-indigo-300"
            onClick={onChangeDelivery}
          >
            {t('checkout:delivery.change')}
          </button>
        </section>
      )}
      <dl className="mt-5 rounded-lg bg-slate-50 p-3 dark:bg-slate-800">
        {!charge &&
          totals.map((total) => (
            <div key={total.currency} className="flex justify-between gap-4 font-semibold" data-testid="payment-amount">
              <dt>
                {t('checkout:amount')}
                {totals.length > 1 && ` (${total.currency})`}
              </dt>
              <dd className="tabular-nums">{formatPrice(total.amount, total.currency)}</dd>
            </div>
          ))}
        {charge?.ok && (
          <div className="flex justify-between gap-4 font-semibold" data-testid="payment-amount">
            <dt>{t('checkout:amount')}</dt>
            <dd className="tabular-nums">{formatPrice(charge.cents / 100, charge.currency)}</dd>
          </div>
        )}
        {charge?.ok && charge.exchange && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-300" data-testid="payment-rate">
            {t('checkout:delivery.rate', exchangeWords(charge.exchange, language))}
          </p>
        )}
      </dl>
      {charge && !charge.ok && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700 dark:text-red-400">
          {t('checkout:delivery.mixNoRate')}
        </p>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={onCancel}>
          {t('checkout:cancel')}
        </button>
        <button type="submit" className={buttonClass('primary', 'lg')} disabled={charge !== undefined && !charge.ok}>
          {t('checkout:pay')}
        </button>
      </div>
    </form>
  );
}
