import { useTranslation } from '../../../shared/i18n/react';
import { buttonClass } from '../../../shared/ui/button';
import { inputClass } from '../../../shared/ui/form-field';
import type { SpecificationRow } from './form-logic';

const removeClass = buttonClass('ghost', 'sm', 'shrink-0 text-red-700 dark:text-red-400');

/** Key/value rows of the product's specifications (a free map on the server). */
export function SpecificationsEditor({
  idPrefix,
  rows,
  onChange,
}: {
  idPrefix: string;
  rows: SpecificationRow[];
  onChange: (rows: SpecificationRow[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<SpecificationRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('adminProducts:form.specifications')}</legend>
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={t('adminProducts:form.specRow', { n: index + 1 })}
          className="flex gap-2"
        >
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('adminProducts:form.specKey')}</span>
            <input
              id={`${idPrefix}-spec-key-${index}`}
              className={inputClass}
              placeholder={t('adminProducts:form.specKey')}
              value={row.key}
              maxLength={100}
              onChange={(event) => update(index, { key: event.target.value })}
            />
          </label>
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('adminProducts:form.specValue')}</span>
            <input
              className={inputClass}
              placeholder={t('adminProducts:form.specValue')}
              value={row.value}
              maxLength={500}
              onChange={(event) => update(index, { value: event.target.value })}
            />
          </label>
          <button
            type="button"
            className={`${removeClass} mt-1`}
            aria-label={t('adminProducts:form.removeSpec', { n: index + 1 })}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onChange([...rows, { key: '', value: '' }])}
      >
        {t('adminProducts:form.addSpec')}
      </button>
    </fieldset>
  );
}

/** The product's advantages, one line each. */
export function AdvantagesEditor({ items, onChange }: { items: string[]; onChange: (items: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('adminProducts:form.advantages')}</legend>
      {items.map((item, index) => (
        <div key={index} className="flex gap-2">
          <label className="min-w-0 flex-1">
            <span className="sr-only">{t('adminProducts:form.advantage', { n: index + 1 })}</span>
            <input
              className={inputClass}
              value={item}
              maxLength={300}
              onChange={(event) => onChange(items.map((old, i) => (i === index ? event.target.value : old)))}
            />
          </label>
          <button
            type="button"
            className={`${removeClass} mt-1`}
            aria-label={t('adminProducts:form.removeAdvantage', { n: index + 1 })}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => onChange([...items, ''])}>
        {t('adminProducts:form.addAdvantage')}
      </button>
    </fieldset>
  );
}
