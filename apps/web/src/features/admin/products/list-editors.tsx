import { SPECIFICATION_LABELS, specificationLabel } from '@shop/domain';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { buttonClass } from '../../../shared/ui/button';
import { fieldLabelClass, inputClass } from '../../../shared/ui/form-field';
import { BilingualField } from './bilingual-field';
import { specificationLacksEnglish, type AdvantageRow, type SpecificationRow } from './form-logic';
import { adminProductsTexts } from './texts';

const removeClass = buttonClass('ghost', 'sm', 'shrink-0 text-red-700 dark:text-red-400');

/** Rows of the product's specifications (a free map on the server): a key, its value and the value in English. */
export function SpecificationsEditor({
  idPrefix,
  rows,
  onChange,
}: {
  idPrefix: string;
  rows: SpecificationRow[];
  onChange: (rows: SpecificationRow[]) => void;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [language] = useLanguage();
  const update = (index: number, change: Partial<SpecificationRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const keysList = `${idPrefix}-spec-keys`;
  return (
    <fieldset className="space-y-3">
      <legend className="sr-only">{t('adminProducts:form.specifications')}</legend>
      {/* The shop's known specification names, offered by their label in the staff's language. */}
      <datalist id={keysList}>
        {Object.keys(SPECIFICATION_LABELS).map((key) => (
          <option key={key} value={key}>
            {specificationLabel(key, language)}
          </option>
        ))}
      </datalist>
      {rows.map((row, index) => (
        <div
          key={index}
          role="group"
          aria-label={t('adminProducts:form.specRow', { n: index + 1 })}
          className="flex flex-wrap items-start gap-2 border-b border-slate-200 pb-3 dark:border-slate-700"
        >
          {/* The specification as shoppers read it ('Batería'), above the key it is stored under ('battery'). */}
          <p className="w-full font-medium" data-testid="spec-label">
            {row.key.trim()
              ? specificationLabel(row.key.trim(), language)
              : t('adminProducts:form.specRow', { n: index + 1 })}
          </p>
          <label className="w-full md:w-48 md:shrink-0">
            <span className={fieldLabelClass}>{t('adminProducts:form.specKey')}</span>
            <input
              id={`${idPrefix}-spec-key-${index}`}
              list={keysList}
              className={inputClass}
              value={row.key}
              maxLength={100}
              onChange={(event) => update(index, { key: event.target.value })}
            />
          </label>
          <BilingualField
            id={`${idPrefix}-spec-value-${index}`}
            label={t('adminProducts:form.specValue')}
            es={row.value}
            en={row.value_en}
            onEsChange={(value) => update(index, { value })}
            onEnChange={(value_en) => update(index, { value_en })}
            maxLength={500}
            missing={specificationLacksEnglish(row)}
          />
          <button
            type="button"
            className={`${removeClass} mt-6`}
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
        onClick={() => onChange([...rows, { key: '', value: '', value_en: '' }])}
      >
        {t('adminProducts:form.addSpec')}
      </button>
    </fieldset>
  );
}

/** The product's advantages, one line each, with its English twin beside it. */
export function AdvantagesEditor({
  idPrefix,
  items,
  onChange,
}: {
  idPrefix: string;
  items: AdvantageRow[];
  onChange: (items: AdvantageRow[]) => void;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const update = (index: number, change: Partial<AdvantageRow>) =>
    onChange(items.map((item, i) => (i === index ? { ...item, ...change } : item)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{t('adminProducts:form.advantages')}</legend>
      {items.map((item, index) => (
        <div key={index} className="flex items-start gap-2">
          <BilingualField
            id={`${idPrefix}-advantage-${index}`}
            label={t('adminProducts:form.advantage', { n: index + 1 })}
            es={item.es}
            en={item.en}
            onEsChange={(es) => update(index, { es })}
            onEnChange={(en) => update(index, { en })}
            maxLength={300}
            compactLabels
            languageHeadings={index === 0}
          />
          <button
            type="button"
            // Level with the inputs: under the label on phones, under the languages' headings on row 1.
            className={`${removeClass} mt-6 ${index === 0 ? 'md:mt-5' : 'md:mt-1'}`}
            aria-label={t('adminProducts:form.removeAdvantage', { n: index + 1 })}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => onChange([...items, { es: '', en: '' }])}
      >
        {t('adminProducts:form.addAdvantage')}
      </button>
    </fieldset>
  );
}
