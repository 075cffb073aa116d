import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  type MessageKey,
  PROVINCES,
  type ProvinceCode,
  deliveryWindowText,
  isProvinceCode,
  normalizePostalCode,
  postalCodeProblem,
  provinceName,
} from '@shop/domain';
import { apiFailureOf } from '../api/error-message';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useDomainMessage } from '../i18n/use-domain-message';
import { useLanguage } from '../i18n/use-language';
import { useShownText } from '../i18n/use-shown-text';
import { usePriceFormatter } from '../lib/format';
import { useSession } from '../session/session';
import { buttonClass } from '../ui/button';
import { fieldLabelClass, inputClass } from '../ui/form-field';
import { TruckIcon } from '../ui/icons';
import { addressesQueryKey, fetchAddresses, quoteDelivery } from './api';
import { addressTexts } from './texts';

interface Place {
  province: ProvinceCode;
  postalCode: string;
}

/** The place a shopper typed last, kept in this browser for every product page. */
const PLACE_KEY = 'shop.delivery-place';

function storedPlace(): Place | undefined {
  try {
    const place = JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null') as Partial<Place> | null;
    if (place && isProvinceCode(place.province) && typeof place.postalCode === 'string') {
      return { province: place.province, postalCode: place.postalCode };
    }
  } catch {
    // Storage refused or a stale value: no typed place.
  }
  return undefined;
}

export interface DeliveryEstimateProps {
  productId: string;
  selectedOptions: Record<string, unknown>;
}

/**
 * The product page's delivery line: 'Llega entre el jue 3 y el lun 7 de diciembre' for standard
 * delivery of one unit, to the postal code the shopper typed, or else their default address's,
 * with its cost; a small form asks for the place when there is none, or to change it. The dates
 * are the server's (its clock and its calendar of business days).
 */
export default function DeliveryEstimate({ productId, selectedOptions }: DeliveryEstimateProps) {
  const { t } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const render = useShownText();
  const formatPrice = usePriceFormatter();
  const { user } = useSession();
  // Rendered only after hydration (the product page waits for it), so storage may be read at once.
  const [typed, setTyped] = useState<Place | undefined>(storedPlace);
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

  const choose = (next: Place) => {
    setTyped(next);
    setAsking(false);
    try {
      localStorage.setItem(PLACE_KEY, JSON.stringify(next));
    } catch {
      // Not kept for the next page; this one still uses it.
    }
  };

  const box = 'rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700';
  if (asking || (!place && !(user && addresses.isPending))) {
    return (
      <div className={box} data-testid="delivery-estimate">
        <PlaceForm initial={place} onChoose={choose} onCancel={place ? () => setAsking(false) : undefined} />
      </div>
    );
  }
  if (!place || quote.isPending) return <div className={`${box} min-h-16`} data-testid="delivery-estimate" />;
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
      </div>
    </div>
  );
}

function PlaceForm({
  initial,
  onChoose,
  onCancel,
}: {
  initial: Place | undefined;
  onChoose(place: Place): void;
  onCancel?(): void;
}) {
  const { t } = useFeatureTexts(addressTexts);
  const [language] = useLanguage();
  const domainText = useDomainMessage();
  const id = useId();
  const [problem, setProblem] = useState<{ field: 'province' | 'postalCode'; key: MessageKey } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const province = String(data.get('province') ?? '');
    const postalCode = normalizePostalCode(String(data.get('postalCode') ?? ''));
    const refused = !isProvinceCode(province)
      ? ({ field: 'province', key: 'address.province.invalid' } as const)
      : postalCodeProblem(postalCode, province) === 'format'
        ? ({ field: 'postalCode', key: 'address.postalCode.invalid' } as const)
        : postalCodeProblem(postalCode, province) === 'province'
          ? ({ field: 'postalCode', key: 'address.postalCode.province' } as const)
          : null;
    setProblem(refused);
    if (refused) return (form.elements.namedItem(refused.field) as HTMLElement | null)?.focus();
    onChoose({ province: province as ProvinceCode, postalCode });
  };

  const errorId = `${id}error`;
  return (
    <form noValidate onSubmit={onSubmit} data-testid="delivery-place-form">
      <p className="flex items-center gap-2 font-medium text-slate-900 dark:text-slate-100">
        <TruckIcon className="size-5 shrink-0 text-indigo-600 dark:text-indigo-300" aria-hidden="true" />
        {t('addresses:delivery.ask')}
      </p>
      {/* The choice, the code and the button one height (40 px): in this smaller text the boxes
          would be 38 px beside a 40 px button. */}
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}province`} className={fieldLabelClass}>
            {t('addresses:form.province')}
          </label>
          <select
            id={`${id}province`}
            name="province"
            defaultValue={initial?.province ?? ''}
            className={`${inputClass} h-10`}
            aria-invalid={problem?.field === 'province' || undefined}
            aria-describedby={problem?.field === 'province' ? errorId : undefined}
          >
            <option value="" disabled>
              {t('addresses:form.provincePlaceholder')}
            </option>
            {PROVINCES.map((province) => (
              <option key={province.code} value={province.code}>
                {province[language]}
              </option>
            ))}
          </select>
        </div>
        <div className="w-32">
          <label htmlFor={`${id}postalCode`} className={fieldLabelClass}>
            {t('addresses:form.postalCode')}
          </label>
          <input
            id={`${id}postalCode`}
            name="postalCode"
            autoComplete="postal-code"
            maxLength={20}
            defaultValue={initial?.postalCode ?? ''}
            className={`${inputClass} h-10`}
            aria-invalid={problem?.field === 'postalCode' || undefined}
            aria-describedby={problem?.field === 'postalCode' ? errorId : undefined}
          />
        </div>
        <button type="submit" className={buttonClass('secondary', 'md', 'h-10')}>
          {t('addresses:delivery.calculate')}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('ghost', 'md', 'h-10')} onClick={onCancel}>
            {t('addresses:form.cancel')}
          </button>
        )}
      </div>
      {problem && (
        <p id={errorId} role="alert" className="mt-2 text-red-700 dark:text-red-400">
          {domainText(problem.key)}
        </p>
      )}
    </form>
  );
}
