import { Suspense, useEffect, useId, useRef, useState, type ComponentType, type RefObject } from 'react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import {
  type CartItem,
  cartTotals,
  itemKey,
  langOf,
  productName,
  productPath,
  removeFromCart,
  setQuantity,
  lineCents,
  exchangeWords,
  messageIn,
  orderMessages,
} from '@shop/domain';
import { exchangeRatesQuery } from '../../shared/api/exchange-rates';
import { cartStore, useCartItems } from '../../shared/cart/cart-store';
import { OptionsText, useOptionParts } from '../../shared/cart/options-text';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { usePriceFormatter } from '../../shared/lib/format';
import { useLanguage } from '../../shared/i18n/use-language';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useAlerts } from '../../shared/ui/alerts';
import { Skeleton } from '../../shared/ui/skeleton';
import { type PageGuard, PersonalPage } from '../../shared/ui/personal-page';
import { buttonClass } from '../../shared/ui/button';
import { Icon, type IconProps } from '../../shared/ui/icons';
import { ProductImage } from '../../shared/ui/product-image';
import { toast } from '../../shared/ui/toast';
import { blocksCheckout, type LineNotice } from './cart-check';
import { useCartCheck } from './use-cart-check';
import { cartTexts } from './texts';
import { writeConfiguration } from '../../shared/products/configuration';

/** What the cart page hands the payment dialog (features/checkout, composed by the router). */
export interface CheckoutProps {
  items: CartItem[];
  /** `refused`: the server turned the order down, so the cart is checked again. */
  onClose: (outcome: { refused: boolean }) => void;
}

interface Props {
  /** The payment dialog; loaded only when the shopper opens it. */
  Checkout: ComponentType<CheckoutProps>;
}

/**
 * /carrito as the router shows it: the frame the server renders (the same for every shopper), then,
 * in the browser, the signed-in shopper's cart in its place.
 */
export function FramedCartPage({ Guard, ...props }: Props & { Guard: PageGuard }) {
  const { t } = useFeatureTexts(cartTexts);
  useDocumentTitle(t('cart:title'));
  return (
    <PersonalPage frame={<CartFrame />} Guard={Guard}>
      <CartPage {...props} />
    </PersonalPage>
  );
}

/**
 * The cart before this browser's lines are read: the title and the check's line where a cart with
 * lines shows them (the common case), the lines and the summary as placeholders of their size.
 */
function CartFrame() {
  const { t } = useFeatureTexts(cartTexts);
  return (
    <section className="mx-auto max-w-7xl px-4 py-8" data-testid="cart-frame">
      <h1 className="text-3xl font-bold">{t('cart:title')}</h1>
      <Skeleton className="mt-1 h-6 w-28" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
        <div>
          <p role="status" className="mb-4 min-h-5 text-sm text-slate-600 dark:text-slate-300">
            {t('cart:checking')}
          </p>
          <Skeleton className="my-5 h-20 sm:h-24" />
        </div>
        <Skeleton className="h-72" />
      </div>
    </section>
  );
}

/** /carrito: the lines, one summary per currency, checkout and clearing. */
export function CartPage({ Checkout }: Props) {
  const { t } = useFeatureTexts(cartTexts);
  const items = useCartItems();
  const { status, notices, recheck } = useCartCheck();
  const [paying, setPaying] = useState(false);
  useDocumentTitle(t('cart:title'));

  const blocked = items.some((item) => blocksCheckout(notices[itemKey(item)]));
  const mix = useCurrencyMix(items);
  const reason = useCheckoutReason(blocked, mix.unrated);
  const reasonId = useId();
  const summary = useRef<HTMLElement>(null);
  return (
    <>
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <section className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="text-3xl font-bold">{t('cart:title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{t('cart:itemCount', { count: items.length })}</p>
          <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem] lg:items-start">
            <div>
              {/* One line kept for the check whatever its state, so that the lines and the summary
                  below it do not move when it ends (they did: a layout shift of 0.03 on a phone). */}
              <p
                role="status"
                className={`mb-4 min-h-5 text-sm ${status === 'failed' ? 'text-amber-800 dark:text-amber-200' : 'text-slate-600 dark:text-slate-300'}`}
                data-testid="cart-check"
              >
                {status === 'checked' && (
                  <span aria-hidden className="mr-1 text-green-700 dark:text-green-400">
                    ✓
                  </span>
                )}
                {status === 'checking' || status === 'idle'
                  ? t('cart:checking')
                  : t(status === 'failed' ? 'cart:checkFailed' : 'cart:checked')}
              </p>
              <ul aria-label={t('cart:lines')} className="divide-y divide-slate-200 dark:divide-slate-800">
                {items.map((item) => (
                  <CartLine key={itemKey(item)} item={item} items={items} notice={notices[itemKey(item)]} />
                ))}
              </ul>
            </div>
            <Summary
              items={items}
              mix={mix}
              reason={reason}
              reasonId={reasonId}
              checking={status === 'checking'}
              onCheckout={() => setPaying(true)}
              summaryRef={summary}
            />
          </div>
          <CheckoutBar
            items={items}
            disabled={reason !== undefined || status === 'checking'}
            reason={reason}
            summaryReasonId={reasonId}
            onCheckout={() => setPaying(true)}
            summary={summary}
          />
        </section>
      )}
      {/* Stays open after a payment empties the cart, to show its success. */}
      {paying && (
        <Suspense fallback={null}>
          <Checkout
            items={items}
            onClose={({ refused }) => {
              setPaying(false);
              if (refused) recheck();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function EmptyCart() {
  const { t } = useFeatureTexts(cartTexts);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid="cart-empty">
      <h1 className="text-3xl font-bold">{t('cart:title')}</h1>
      <p className="mt-6 text-xl font-semibold">{t('cart:empty')}</p>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('cart:emptyText')}</p>
      <Link to="/productos" className={buttonClass('primary', 'lg', 'mt-8')}>
        {t('cart:browse')}
      </Link>
    </section>
  );
}

const stepper =
  'inline-flex size-10 items-center justify-center rounded-lg text-lg font-bold hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent dark:hover:bg-slate-800';

const TrashIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M9 7V4h6v3" />
  </Icon>
);

function CartLine({ item, items, notice }: { item: CartItem; items: CartItem[]; notice: LineNotice | undefined }) {
  const { t } = useFeatureTexts(cartTexts);
  const [language] = useLanguage();
  const formatPrice = usePriceFormatter();
  const key = itemKey(item);
  const name = productName(item, language);
  const describeOptions = useOptionParts();
  const configuration = describeOptions(item.selectedOptions, item.optionNames);
  // The stock is the product's: its other configurations in the cart count against it.
  const unitsOfProduct = items.reduce((sum, line) => (line.id === item.id ? sum + line.quantity : sum), 0);
  const unavailable = blocksCheckout(notice);
  // + stops at the stock: the reason is said beside it, not only by a greyed button.
  const atStock = !unavailable && unitsOfProduct >= item.stock;
  const stockNoteId = useId();
  const lineTotal = lineCents(item) / 100;

  const changeQuantity = (quantity: number) => cartStore.update((current) => setQuantity(current, key, quantity));
  const remove = () => {
    cartStore.update((current) => removeFromCart(current, key));
    toast.success(t('cart:removed'));
  };

  return (
    // A phone: the picture and the details side by side, then one row under both for the
    // quantity, the remove button and the line's total. Wider: the controls in a column on the right.
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-4 gap-y-3 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="cart-line"
      data-unavailable={unavailable || undefined}
    >
      <ProductImage
        src={item.image}
        sizes="96px"
        width={96}
        height={96}
        className={`size-20 rounded-lg bg-slate-100 object-cover sm:size-24 dark:bg-slate-800 ${unavailable ? 'opacity-50' : ''}`}
      />
      <div className="min-w-0">
        <Link
          // Back to the product as configured in this line.
          to={productPath(item.id) + writeConfiguration('', item.selectedOptions)}
          className="font-semibold hover:text-indigo-700 hover:underline dark:hover:text-indigo-300"
          {...langOf(name)}
        >
          {name.text}
        </Link>
        {configuration.length > 0 && (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300" data-testid="line-configuration">
            {t('cart:configuration')}: <OptionsText parts={configuration} />
          </p>
        )}
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t('cart:unitPrice')}: <span data-testid="line-unit-price">{formatPrice(item.price, item.currency)}</span>
        </p>
        {notice && (
          <p
            role={unavailable ? 'alert' : 'status'}
            className={`mt-2 text-sm font-medium ${unavailable ? 'text-red-700 dark:text-red-400' : 'text-amber-800 dark:text-amber-200'}`}
            data-testid="line-notice"
          >
            {notice.kind === 'reduced'
              ? t('cart:reduced', { count: notice.to, from: notice.from })
              : t(`cart:${notice.kind}`)}
          </p>
        )}
      </div>
      <div className="col-span-2 sm:col-span-1" data-testid="line-controls">
        {/* On a phone the stock's reason wraps under the row; wider, it sits under the stepper. */}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 sm:flex-col sm:flex-nowrap sm:items-end">
          <div
            className="inline-flex items-center rounded-xl border border-slate-300 dark:border-slate-600"
            role="group"
            aria-label={t('cart:quantityOf', { name: name.text })}
          >
            <button
              type="button"
              className={stepper}
              disabled={item.quantity <= 1 || unavailable}
              onClick={() => changeQuantity(item.quantity - 1)}
              aria-label={t('cart:decrease', { name: name.text })}
            >
              −
            </button>
            <span className="w-9 text-center font-semibold tabular-nums" data-testid="line-quantity">
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepper}
              disabled={unitsOfProduct >= item.stock || unavailable}
              onClick={() => changeQuantity(item.quantity + 1)}
              aria-label={t('cart:increase', { name: name.text })}
              aria-describedby={atStock ? stockNoteId : undefined}
            >
              +
            </button>
          </div>
          {atStock && (
            <p
              id={stockNoteId}
              className="basis-full text-sm text-amber-800 max-sm:order-last sm:max-w-44 sm:basis-auto sm:text-right dark:text-amber-200"
              data-testid="line-stock-limit"
            >
              {t('cart.onlyUnits', { count: item.stock, stock: item.stock })}
            </p>
          )}
          <button
            type="button"
            // An icon beside the quantity on a phone (a 40 px target), with its word from sm up.
            className="inline-flex h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 sm:order-last sm:-mr-2 sm:px-2 dark:text-slate-300 dark:hover:bg-red-950/40 dark:hover:text-red-300"
            onClick={remove}
            aria-label={t('cart:removeItem', { name: name.text })}
            data-testid="line-remove"
          >
            <TrashIcon className="size-5" />
            <span className="hidden sm:inline">{t('cart:remove')}</span>
          </button>
          <p className="ml-auto text-lg font-bold whitespace-nowrap tabular-nums sm:ml-0" data-testid="line-total">
            <span className="sr-only">{t('cart:lineTotal')}: </span>
            {formatPrice(lineTotal, item.currency)}
          </p>
        </div>
      </div>
    </li>
  );
}

interface SummaryProps {
  items: CartItem[];
  mix: CurrencyMix;
  /** Why the checkout is stopped (useCheckoutReason), said beside the button; `reasonId` is its element's. */
  reason: string | undefined;
  reasonId: string;
  checking: boolean;
  onCheckout: () => void;
  summaryRef: RefObject<HTMLElement | null>;
}

/**
 * Below lg the summary comes after the lines, out of sight in a long cart: a bar at the bottom
 * of the screen (above the phone's navigation bar) keeps the total and the way to pay at hand,
 * as the big shops do. It shows only while the summary is still below the screen: once the
 * summary is in view (or passed) it holds the same, and the bar would cover it or the footer.
 * A stopped checkout says why here too, in the summary's words (a grey button alone says
 * nothing): two lines at most, and a tap on them brings the summary's full reason into view.
 */
function CheckoutBar({
  items,
  disabled,
  reason,
  summaryReasonId,
  onCheckout,
  summary,
}: {
  items: CartItem[];
  disabled: boolean;
  reason: string | undefined;
  summaryReasonId: string;
  onCheckout: () => void;
  summary: RefObject<HTMLElement | null>;
}) {
  const { t } = useFeatureTexts(cartTexts);
  const formatPrice = usePriceFormatter();
  const barReasonId = useId();
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = summary.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setBelow(!entry.isIntersecting && entry.boundingClientRect.top > 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [summary]);
  const totals = cartTotals(items);
  return (
    <div
      className="fixed inset-x-0 bottom-16 z-30 border-t border-slate-200 bg-white/95 px-4 py-2.5 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:bottom-0 lg:hidden dark:border-slate-800 dark:bg-slate-950/95"
      hidden={!below}
      data-testid="cart-checkout-bar"
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
        {/* One total per currency, each on its line (the amounts name their currencies): beside the
            button there is no room for the summary's 'Total (ARS)' labels. */}
        <dl className="min-w-0">
          <dt className="text-xs text-slate-600 dark:text-slate-300">{t('cart:total')}</dt>
          {totals.map((total) => (
            <dd key={total.currency} className="text-lg leading-snug font-bold whitespace-nowrap tabular-nums">
              {formatPrice(total.amount, total.currency)}
            </dd>
          ))}
        </dl>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'shrink-0')}
          disabled={disabled}
          aria-describedby={reason && barReasonId}
          onClick={onCheckout}
        >
          {t('cart:checkout')}
        </button>
      </div>
      {reason && (
        <button
          type="button"
          id={barReasonId}
          className="mx-auto mt-1 line-clamp-2 w-full max-w-7xl text-left text-xs font-medium text-red-700 underline underline-offset-2 dark:text-red-400"
          onClick={() => {
            const full = document.getElementById(summaryReasonId);
            full?.scrollIntoView({ block: 'center' });
            full?.focus({ preventScroll: true });
          }}
          data-testid="cart-checkout-bar-reason"
        >
          {reason}
        </button>
      )}
    </div>
  );
}

type CurrencyMix = ReturnType<typeof useCurrencyMix>;

/**
 * One payment in one currency: a mix needs staff's rate for each currency (asked only for a mix).
 * `unrated`: the cart's currencies without a rate, which stop the payment.
 */
function useCurrencyMix(items: CartItem[]) {
  const totals = cartTotals(items);
  const several = totals.length > 1;
  const rates = useQuery({ ...exchangeRatesQuery, enabled: several });
  const unrated =
    several && rates.isSuccess
      ? totals.filter((total) => total.currency !== 'ARS' && rates.data?.rates[total.currency] === undefined)
      : [];
  return { rates, unrated };
}

/**
 * Why the checkout is stopped, decided and worded once for the summary and the phone's bar:
 * lines that cannot be sold first (the shopper acts on them above), then a currency without a
 * rate (the API's own refusal text, from the domain). `undefined` when nothing stops it.
 */
function useCheckoutReason(blocked: boolean, unrated: CurrencyMix['unrated']): string | undefined {
  const { t } = useFeatureTexts(cartTexts);
  const [language] = useLanguage();
  const formatPrice = usePriceFormatter();
  if (blocked) return t('cart:blocked');
  if (unrated.length === 0) return undefined;
  // The currency's symbol as prices show it ('US$ 0,00' → 'US$'); the domain's texts end without a stop.
  const currencies = unrated.map((total) => formatPrice(0, total.currency).split(' ')[0]).join(', ');
  // From the orders' own table, not the domain's whole one (use-domain-message): the cart ships
  // no other domain text, and the whole table would download beside the first load.
  return `${messageIn(orderMessages, 'orders.currencyMix', language, { currencies })}.`;
}

function Summary({ items, mix, reason, reasonId, checking, onCheckout, summaryRef }: SummaryProps) {
  const { t } = useFeatureTexts(cartTexts);
  const { confirm } = useAlerts();
  const formatPrice = usePriceFormatter();
  const [language] = useLanguage();
  // One subtotal and one total per currency: amounts in different currencies are never added.
  const totals = cartTotals(items);
  const several = totals.length > 1;
  const row = 'flex items-baseline justify-between gap-4 py-1.5';
  const { rates, unrated } = mix;

  const clear = async () => {
    const confirmed = await confirm({ title: t('cart:clearTitle'), message: t('cart:clearText') });
    if (!confirmed) return;
    cartStore.update(() => []);
    toast.success(t('cart:cleared'));
  };

  return (
    <aside
      ref={summaryRef}
      aria-labelledby="cart-summary"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="cart-summary" className="text-lg font-bold">
        {t('cart:summary')}
      </h2>
      <dl className="mt-3 text-sm">
        {totals.map((total) => (
          <div key={total.currency} className={row} data-testid="cart-subtotal" data-currency={total.currency}>
            <dt className="text-slate-600 dark:text-slate-300">
              {t('cart:subtotal')}
              {several && ` (${total.currency})`}
            </dt>
            <dd className="tabular-nums">{formatPrice(total.amount, total.currency)}</dd>
          </div>
        ))}
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-300">{t('cart:shipping')}</dt>
          <dd className="text-slate-700 dark:text-slate-200">{t('cart:shippingAtCheckout')}</dd>
        </div>
        <div className={row}>
          <dt className="text-slate-600 dark:text-slate-300">{t('cart:taxes')}</dt>
          <dd>{t('cart:taxesIncluded')}</dd>
        </div>
        {/* The totals' rows sit right in the list (a wrapper would break dt/dd grouping for screen readers). */}
        {totals.map((total, index) => (
          <div
            key={total.currency}
            className={`${row} text-base font-bold ${index === 0 ? 'mt-2 border-t border-slate-200 pt-2 dark:border-slate-700' : ''}`}
            data-testid="cart-total"
            data-currency={total.currency}
          >
            <dt>
              {t('cart:total')}
              {several && ` (${total.currency})`}
            </dt>
            <dd className="tabular-nums">{formatPrice(total.amount, total.currency)}</dd>
          </div>
        ))}
      </dl>
      {several && <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">{t('cart:perCurrency')}</p>}
      {several && unrated.length === 0 && rates.data && (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          {t('cart:oneTotal', { date: exchangeWords(rates.data, language).date })}
        </p>
      )}
      {reason && (
        // Focusable by the bar's reason, which brings it into view.
        <p
          className="mt-3 text-sm font-medium text-red-700 outline-none dark:text-red-400"
          id={reasonId}
          tabIndex={-1}
          data-testid="checkout-reason"
        >
          {reason}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'mt-4 w-full')}
        disabled={reason !== undefined || checking}
        aria-describedby={reason && reasonId}
        onClick={onCheckout}
      >
        {t('cart:checkout')}
      </button>
      <Link to="/productos" className={buttonClass('secondary', 'md', 'mt-3 w-full')}>
        {t('cart:continueShopping')}
      </Link>
      <button type="button" className={buttonClass('ghost', 'md', 'mt-2 w-full')} onClick={() => void clear()}>
        {t('cart:clear')}
      </button>
    </aside>
  );
}
