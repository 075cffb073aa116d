import { useState } from 'react';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { adminTexts } from '../texts';
import { filterControlClass, filterLabelClass } from './filter-select';

/** 'YYYY-MM-DD' as the shop writes a day in both languages: 'DD/MM/YYYY'. */
export function dayText(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** 'D/M/YYYY' (also with '-' or '.') as 'YYYY-MM-DD'; undefined when it is no real day. */
export function isoDay(text: string): string | undefined {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export interface DateFieldProps {
  id: string;
  label: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/**
 * A day for an admin filter, written day first (dd/mm/aaaa) in both languages. A browser's date
 * input shows the format of the browser's own language (mm/dd/yyyy in an English Chrome) whatever
 * the page's language, so this is a text field: the day is applied once it is a real day, or
 * cleared when the field is emptied; anything else is marked and explained.
 */
export function DateField({ id, label, value, onChange, testId }: DateFieldProps) {
  const { t } = useFeatureTexts(adminTexts);
  const [language] = useLanguage();
  const [typed, setTyped] = useState(() => dayText(value));
  const [shownFor, setShownFor] = useState(value);
  // The address changed under the field (back, 'clear filters'): show its day.
  if (shownFor !== value) {
    setShownFor(value);
    if (isoDay(typed) !== value) setTyped(dayText(value));
  }
  const invalid = typed.trim() !== '' && isoDay(typed) === undefined;
  const commit = (text: string) => {
    const day = isoDay(text);
    if (text.trim() === '' && value !== '') onChange('');
    else if (day !== undefined && day !== value) onChange(day);
  };
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        lang={language}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('adminArea:dateFormat')}
        className={`${filterControlClass} ${invalid ? 'border-red-600 dark:border-red-400' : ''}`}
        value={typed}
        maxLength={10}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setTyped(event.target.value);
          commit(event.target.value);
        }}
        data-testid={testId}
      />
      <span id={`${id}-hint`} className={invalid ? 'mt-1 block text-xs text-red-700 dark:text-red-400' : 'sr-only'}>
        {invalid ? t('adminArea:dateInvalid') : t('adminArea:dateHint')}
      </span>
    </div>
  );
}
