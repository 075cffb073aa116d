import { useId, useState } from 'react';
import { type ConfigurationOption, optionSchema } from '@shop/domain';
import { useFeatureTexts } from '../../../../shared/i18n/feature-texts';
import { pickerTexts } from './texts';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { buttonClass } from '../../../../shared/ui/button';
import { CloseIcon } from '../../../../shared/ui/icons';
import { type PickerSection, entryName, offerBlocker, setIncrement, withdrawOffer } from './picker-model';
import type { ComponentPickerProps } from './types';

/** One offered alternative: its increment as staff type it, reported once it is a valid amount. */
export function OfferRow({
  option,
  section,
  value,
  onChange,
  currency,
}: Pick<ComponentPickerProps, 'value' | 'onChange' | 'currency'> & {
  option: ConfigurationOption;
  section: PickerSection;
}) {
  const { t } = useFeatureTexts(pickerTexts);
  const message = useDomainMessage();
  const [language] = useLanguage();
  const inputId = useId();
  const [draft, setDraft] = useState(String(option.priceIncrement));
  const [invalid, setInvalid] = useState(false);
  const name = entryName(option, language);
  const blocker = offerBlocker(value, section.key, option.id);

  const change = (text: string) => {
    setDraft(text);
    const amount = Number(text.replace(',', '.'));
    const valid = text.trim() !== '' && optionSchema.shape.priceIncrement.safeParse(amount).success;
    setInvalid(!valid);
    if (valid) onChange(setIncrement(value, section.key, option.id, Math.round(amount * 100) / 100));
  };

  return (
    <li className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="min-w-0 basis-full text-sm sm:basis-0 sm:flex-1">
        <span className="font-medium">{name}</span>
        <span className="sr-only"> {t('componentPicker:increment', { name, currency })}</span>
      </label>
      <span className="text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
        + {currency}
      </span>
      <input
        id={inputId}
        inputMode="decimal"
        value={draft}
        aria-invalid={invalid || undefined}
        onChange={(event) => change(event.target.value)}
        className="h-9 w-32 rounded-lg border border-slate-300 bg-white px-2 text-right text-sm tabular-nums aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900"
      />
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-label={t('componentPicker:removeOffer', { name })}
        onClick={() => onChange(withdrawOffer(value, section.key, option.id))}
      >
        <CloseIcon aria-hidden="true" className="size-4" />
      </button>
      {invalid && (
        <p role="alert" className="w-full text-xs text-red-700 dark:text-red-400">
          {message('configurator.option.increment')}
        </p>
      )}
      {blocker && (
        <p className="w-full text-xs text-amber-800 dark:text-amber-200">{message(blocker.key, blocker.params)}</p>
      )}
    </li>
  );
}
