import { useId } from 'react';
import { MAX_OPTIONS_PER_CATEGORY } from '@shop/domain';
import { useFeatureTexts } from '../../../../shared/i18n/feature-texts';
import { pickerTexts } from './texts';
import { type PickerSection, offeredIn } from './picker-model';
import type { ComponentPickerProps } from './types';
import { OfferRow } from './offer-row';

export function OfferedOptions({
  section,
  value,
  onChange,
  currency,
  shipsWithSomething,
}: Pick<ComponentPickerProps, 'value' | 'onChange' | 'currency'> & {
  section: PickerSection;
  shipsWithSomething: boolean;
}) {
  const { t } = useFeatureTexts(pickerTexts);
  const offered = offeredIn(value, section.key);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <h4 id={headingId} className="text-sm font-semibold">
        {t('componentPicker:offerTitle')}
      </h4>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {shipsWithSomething
          ? offered.length >= MAX_OPTIONS_PER_CATEGORY
            ? t('componentPicker:offerFull', { max: MAX_OPTIONS_PER_CATEGORY })
            : t('componentPicker:offerHint', { max: MAX_OPTIONS_PER_CATEGORY, currency })
          : t('componentPicker:offerNeedsChoice')}
      </p>
      {offered.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('componentPicker:noOffers')}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {offered.map((option) => (
            <OfferRow
              key={option.id}
              option={option}
              section={section}
              value={value}
              onChange={onChange}
              currency={currency}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
