import { useId, useState, type FormEvent } from 'react';
import {
  type MessageKey,
  type ProvinceCode,
  isProvinceCode,
  normalizePostalCode,
  postalCodeProblem,
} from '@shop/domain';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useDomainMessage } from '../i18n/use-domain-message';
import { buttonClass } from '../ui/button';
import { fieldLabelClass, inputClass } from '../ui/form-field';
import { TruckIcon } from '../ui/icons';
import { ProvinceOptions } from './province-options';
import { addressTexts } from './texts';
import type { Place } from './typed-place';

/** The delivery line's box, whichever of its states it shows. */
export const deliveryBoxClass = 'rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-700';

/**
 * What stands in the delivery line's place until it knows what to show (before hydration, while
 * its code, the account's addresses or the quote load): the postal-code form itself, inert, as
 * most shoppers will see it, so that it holds the box's exact height at every width and in both
 * languages and nothing below it moves when the form comes to life.
 */
export function DeliveryPlaceholder() {
  return (
    <div className={deliveryBoxClass} data-testid="delivery-placeholder" aria-busy="true" inert>
      <PlaceForm initial={undefined} onChoose={() => undefined} />
    </div>
  );
}

/** The small form asking for a province and a postal code, checked as the address form checks them. */
export function PlaceForm({
  initial,
  onChoose,
  onCancel,
}: {
  initial: Place | undefined;
  onChoose(place: Place): void;
  onCancel?(): void;
}) {
  const { t } = useFeatureTexts(addressTexts);
  const domainText = useDomainMessage();
  const id = useId();
  const [problem, setProblem] = useState<{ field: 'province' | 'postalCode'; key: MessageKey } | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const province = String(data.get('province') ?? '');
    const postalCode = normalizePostalCode(String(data.get('postalCode') ?? ''));
    const codeProblem = isProvinceCode(province) ? postalCodeProblem(postalCode, province) : undefined;
    const refused = !isProvinceCode(province)
      ? ({ field: 'province', key: 'address.province.invalid' } as const)
      : codeProblem === 'format'
        ? ({ field: 'postalCode', key: 'address.postalCode.invalid' } as const)
        : codeProblem === 'province'
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
            <ProvinceOptions />
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
