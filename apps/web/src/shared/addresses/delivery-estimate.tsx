import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CURRENCIES, type Currency, chargeTotal, deliveryWindowText, provinceName } from '@shop/domain';
import { apiFailureOf } from '../api/error-message';
import { exchangeRatesQuery } from '../api/exchange-rates';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useLanguage } from '../i18n/use-language';
import { useShownText } from '../i18n/use-shown-text';
import { usePriceFormatter } from '../lib/format';
import { useSession } from '../session/session';
import { TruckIcon } from '../ui/icons';
import { addressesQueryKey, fetchAddresses, quoteDelivery } from './api';
import { DeliveryPlaceholder, PlaceForm, deliveryBoxClass as box } from './place-form';
import { keepTypedPlace, typedPlace, type Place } from './typed-place';
import { addressTexts } from './texts';

export interface DeliveryEstimateProps {
  productId: string;
  /** The product's price's currency: a delivery (in AR$) beside another needs staff's rate for it. */
  currency: Currency;
  selectedOptions: Record<string, unknown>;
}

/**
 * The product page's delivery line: 'Llega entre el jue 3 y el lun 7 de diciembre' for standard
 * delivery of one unit, to the postal code the shopper typed, or else their default address's,
 * with its cost; a small form asks for the place when there is none, or to change it. The dates
 * are the server's (its clock and its calendar of business days).
 */
export default function DeliveryEstimate({ productId, currency, selectedOptions }: DeliveryEstimateProps) {
  const { t } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const render = useShownText();
  const formatPrice = usePriceFormatter();
  const { user } = useSession();
  // Rendered only after hydration (the product page waits for it), so storage may be read at once.
  const [typed, setTyped] = useState<Place | undefined>(typedPlace);
  const [asking, setAsking] = useState(false);

  const addresses = useQuery({ queryKey: addressesQueryKey, queryFn: fetchAddresses, enabled: !!user, retry: false });
  const saved = addresses.data?.find((address) => address.isDefault);
  const place: Place | undefined = typed ?? (saved && { province: saved.province, postalCode: saved.postalCode });

  const quote = useQuery({
    queryKey: ['shipping', 'quote', productId, selectedOptions, place],
    queryFn: ({ signal }) => quoteDelivery({ items: [{ productId, quantity: 1, selectedOptions }], ...place! }, signal),
    enabled: !!place,
    retry: false,
    staleTime: 5 * 60_000,
  });

  // Checkout's rule (the domain's chargeTotal): a paid delivery beside a price in a currency
  // staff have not rated cannot be paid in one payment, so the shopper learns it here.
  const rates = useQuery({ ...exchangeRatesQuery, enabled: currency !== 'ARS' });
  const unpayable = (deliveryCents: number) =>
    rates.isSuccess && !chargeTotal([{ currency, lineTotalCents: 1 }], deliveryCents, rates.data).ok;

  const choose = (next: Place) => {
    setTyped(next);
    setAsking(false);
    keepTypedPlace(next);
  };

  if (asking || (!place && !(user && addresses.isPending))) {
    return (
      <div className={box} data-testid="delivery-estimate">
        <PlaceForm initial={place} onChoose={choose} onCancel={place ? () => setAsking(false) : undefined} />
      </div>
    );
  }
  // The account's addresses still loading: most have no default one, and get the form.
  if (!place) return <DeliveryPlaceholder />;
  if (quote.isPending) return <div className={`${box} min-h-16`} data-testid="delivery-estimate" aria-busy="true" />;
  if (quote.isError) {
    return (
      <div className={box} data-testid="delivery-estimate">
        <p role="alert" className="text-red-700 dark:text-red-400">
          {render(apiFailureOf(quote.error) ?? { key: 'addresses:delivery.failed' })}
        </p>
        <button
          type="button"
          className="mt-1 font-medium text-indigo-700 underline dark:text-indigo-300"
          onClick={() => setAsking(true)}
        >
          {t('addresses:delivery.change')}
        </button>
      </div>
    );
  }
  const standard = quote.data.options.find((option) => option.option === 'standard')!;
  const days = deliveryWindowText(standard.earliest, standard.latest, language);
  const cost = standard.cents === 0 ? t('addresses:delivery.free') : formatPrice(standard.amount, 'ARS');
  return (
    <div className={`${box} flex items-start gap-3`} data-testid="delivery-estimate">
      <TruckIcon className="mt-0.5 size-5 shrink-0 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
      <div>
        <p className="font-semibold text-slate-900 dark:text-slate-100" data-testid="delivery-dates">
          {days.sameDay ? t('addresses:delivery.on', days) : t('addresses:delivery.between', days)}
        </p>
        <p className="text-slate-600 dark:text-slate-400">
          {t('addresses:delivery.to', {
            postalCode: quote.data.postalCode,
            province: provinceName(quote.data.province, language),
            cost,
          })}{' '}
          ·{' '}
          <button
            type="button"
            className="font-medium text-indigo-700 underline dark:text-indigo-300"
            onClick={() => setAsking(true)}
          >
            {t('addresses:delivery.change')}
          </button>
        </p>
        {unpayable(standard.cents) && (
          <p className="mt-1 text-amber-800 dark:text-amber-300" data-testid="delivery-needs-rate">
            {t('addresses:delivery.needsRate', { currency: CURRENCIES[currency].symbol })}
          </p>
        )}
      </div>
    </div>
  );
}
