import { useId, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import {
  type Address,
  type CartItem,
  type DeliveryOption,
  type DeliveryQuoteOption,
  type OrderDeliveryRequest,
  CURRENCIES,
  addressLines,
  chargeTotal,
  deliveryWindowText,
  lineCents,
} from '@shop/domain';
import { AddressForm } from '../../shared/addresses/address-form';
import { addressesQueryKey, fetchAddresses, quoteDelivery } from '../../shared/addresses/api';
import { exchangeRatesQuery } from '../../shared/api/exchange-rates';
import { addressTexts } from '../../shared/addresses/texts';
import { orderItems } from '../../shared/cart/order-items';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { usePriceFormatter } from '../../shared/lib/format';
import { buttonClass } from '../../shared/ui/button';
import { checkoutTexts } from './texts';

/** The delivery the shopper chose, with the server's quote of it (shown; the order quotes it again). */
export interface ChosenDelivery {
  request: OrderDeliveryRequest;
  quoted: DeliveryQuoteOption;
  address: Address | null;
}

interface Props {
  items: CartItem[];
  onChosen: (delivery: ChosenDelivery) => void;
  onCancel: () => void;
}

/** The shop's own place: what a pickup-only quote (no address yet) is asked for. */
const SHOP_PLACE = { province: 'AR-C', postalCode: 'C1043AAZ' } as const;

/**
 * The checkout's first step: where (a saved address, or one added here without leaving) and how
 * (standard, express or pickup, each with its dates and cost, quoted by the server).
 */
export function DeliveryStep({ items, onChosen, onCancel }: Props) {
  const { t } = useFeatureTexts(checkoutTexts);
  const { t: addressText } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const formatPrice = usePriceFormatter();
  const id = useId();
  const addresses = useQuery({ queryKey: addressesQueryKey, queryFn: fetchAddresses });
  const [picked, setAddressId] = useState<string | undefined>();
  const [addingMore, setAdding] = useState(false);
  const [option, setOption] = useState<DeliveryOption>('standard');
  const saved = addresses.data ?? [];
  // The default (or first) address until the shopper picks another; none saved: the form, to add one here.
  const addressId = picked ?? saved[0]?.id;
  const adding = addingMore || (addresses.isSuccess && saved.length === 0);
  const address = saved.find((candidate) => candidate.id === addressId);

  const lines = orderItems(items);
  const quote = useQuery({
    queryKey: ['checkout', 'quote', addressId ?? 'shop', lines],
    queryFn: ({ signal }) =>
      quoteDelivery(addressId ? { items: lines, addressId } : { items: lines, ...SHOP_PLACE }, signal),
    enabled: addresses.isSuccess,
  });
  const options = (quote.data?.options ?? []).filter((quoted) => address || quoted.option === 'pickup');
  // A delivery is charged in AR$: beside lines in a currency staff have not rated it cannot be
  // paid in one payment (the order would be refused), so it is not offered as a choice.
  const rates = useQuery(exchangeRatesQuery);
  const charged = items.map((item) => ({ currency: item.currency, lineTotalCents: lineCents(item) }));
  // Each option's currencies without a rate beside its cost (none while the rates are unknown).
  const unpaidOf = new Map(
    options.map((quoted) => {
      const charge = rates.isSuccess ? chargeTotal(charged, quoted.cents, rates.data) : undefined;
      return [quoted, charge && !charge.ok ? charge.missing.map((currency) => CURRENCIES[currency].symbol) : []];
    }),
  );
  const payable = options.filter((quoted) => unpaidOf.get(quoted)!.length === 0);
  const unpaid = [...new Set([...unpaidOf.values()].flat())];
  const needsRateId = `${id}needs-rate`;
  const chosen =
    payable.find((quoted) => quoted.option === option) ??
    payable.find((quoted) => quoted.option === 'pickup') ??
    payable[0];

  const go = () => {
    if (!chosen) return;
    const request: OrderDeliveryRequest =
      chosen.option === 'pickup' ? { option: 'pickup' } : { option: chosen.option, addressId: addressId! };
    onChosen({ request, quoted: chosen, address: chosen.option === 'pickup' ? null : (address ?? null) });
  };

  return (
    <div data-testid="delivery-step">
      <Dialog.Title className="text-xl font-bold">{t('checkout:delivery.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('checkout:delivery.subtitle')}
      </Dialog.Description>

      <fieldset className="mt-4">
        <legend className="font-semibold">{t('checkout:delivery.where')}</legend>
        {saved.length > 0 && (
          <ul className="mt-2 space-y-2">
            {saved.map((candidate) => {
              const [street, place] = addressLines(candidate, language);
              return (
                <li key={candidate.id}>
                  <label className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-indigo-600 dark:border-slate-700">
                    <input
                      type="radio"
                      name={`${id}address`}
                      checked={candidate.id === addressId}
                      onChange={() => setAddressId(candidate.id)}
                      className="mt-1"
                    />
                    <span className="text-sm">
                      <span className="block font-medium">{candidate.recipient}</span>
                      <span className="block">{street}</span>
                      <span className="block">{place}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {adding ? (
          <div className="mt-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <h3 className="mb-2 font-semibold">{t('checkout:delivery.newAddress')}</h3>
            <AddressForm
              startAsDefault={saved.length === 0}
              onSaved={(added) => {
                setAdding(false);
                setAddressId(added.id);
                setOption('standard');
              }}
              onCancel={saved.length > 0 ? () => setAdding(false) : undefined}
            />
          </div>
        ) : (
          <button type="button" className={buttonClass('secondary', 'md', 'mt-3')} onClick={() => setAdding(true)}>
            {t('checkout:delivery.addAddress')}
          </button>
        )}
      </fieldset>

      <fieldset className="mt-5">
        <legend className="font-semibold">{t('checkout:delivery.how')}</legend>
        {quote.isPending && <p className="mt-2 text-sm">{t('checkout:delivery.quoting')}</p>}
        {quote.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
            {t('checkout:delivery.quoteFailed')}
          </p>
        )}
        <ul className="mt-2 space-y-2">
          {options.map((quoted) => {
            const days = deliveryWindowText(quoted.earliest, quoted.latest, language);
            const pickup = quoted.option === 'pickup';
            const unpayable = !payable.includes(quoted);
            const when = days.sameDay
              ? pickup
                ? t('checkout:delivery.pickupOn', days)
                : addressText('addresses:delivery.on', days)
              : pickup
                ? t('checkout:delivery.pickupBetween', days)
                : addressText('addresses:delivery.between', days);
            return (
              <li key={quoted.option}>
                <label
                  className="flex cursor-pointer gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-indigo-600 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 dark:border-slate-700 dark:has-disabled:bg-slate-900"
                  data-testid="delivery-option"
                  data-option={quoted.option}
                >
                  <input
                    type="radio"
                    name={`${id}option`}
                    checked={chosen?.option === quoted.option}
                    disabled={unpayable}
                    aria-describedby={unpayable ? needsRateId : undefined}
                    onChange={() => setOption(quoted.option)}
                    className="mt-1"
                  />
                  <span className="flex-1 text-sm">
                    <span className="flex justify-between gap-3 font-medium">
                      <span>{t(`checkout:delivery.option.${quoted.option}`)}</span>
                      <span className="whitespace-nowrap tabular-nums">
                        {quoted.cents === 0 ? t('checkout:delivery.free') : formatPrice(quoted.amount, 'ARS')}
                      </span>
                    </span>
                    <span className="block">{when}</span>
                    {quoted.address && (
                      <span className="block text-slate-600 dark:text-slate-300" data-testid="pickup-address">
                        {quoted.address[language]}
                      </span>
                    )}
                    {quoted.hours?.[language] && (
                      <span className="block text-slate-600 dark:text-slate-300" data-testid="pickup-hours">
                        {t('checkout:delivery.pickupHours', { hours: quoted.hours[language] })}
                      </span>
                    )}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        {unpaid.length > 0 && (
          <p
            id={needsRateId}
            className="mt-2 text-sm text-amber-800 dark:text-amber-300"
            data-testid="delivery-needs-rate"
          >
            {t('checkout:delivery.needsRate', { currencies: unpaid.join(', ') })}
          </p>
        )}
        {!address && quote.isSuccess && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('checkout:delivery.homeNeedsAddress')}</p>
        )}
      </fieldset>

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonClass('secondary', 'lg')} onClick={onCancel}>
          {t('checkout:cancel')}
        </button>
        <button type="button" className={buttonClass('primary', 'lg')} disabled={!chosen} onClick={go}>
          {t('checkout:delivery.continue')}
        </button>
      </div>
    </div>
  );
}
