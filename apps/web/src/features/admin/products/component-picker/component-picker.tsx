import { useState } from 'react';
import type { CatalogueEntry } from '@shop/domain/catalogues';
import { useFeatureTexts } from '../../../../shared/i18n/feature-texts';
import { pickerTexts } from './texts';
import { useDomainMessage } from '../../../../shared/i18n/use-domain-message';
import { MOBILE_QUERY, useMediaQuery } from '../../../../shared/lib/use-media-query';
import { type PickerSection, combinationIssues, pick, pickerSections, remove } from './picker-model';
import type { ComponentPickerProps } from './types';
import { PickerSectionView } from './picker-section';

/**
 * The staff component picker: a section per component category of the
 * device type, each a carousel of catalogue entries with its own search (1 entry per view under
 * 640 px, 2 under 1024 px, else 3); on phones the sections start collapsed. Every change reports
 * the whole `features` map. For configurable products staff also choose per category the
 * alternatives shoppers may pick, with their price increment in the product's currency.
 */
export default function ComponentPicker({ value, onChange, deviceType, currency, configurable }: ComponentPickerProps) {
  const { t } = useFeatureTexts(pickerTexts);
  const message = useDomainMessage();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [limitReached, setLimitReached] = useState(false);
  const issues = combinationIssues(value);

  const choose = (section: PickerSection, entry: CatalogueEntry) => {
    const outcome = pick(value, section, entry);
    setLimitReached(!outcome.ok);
    if (outcome.ok && outcome.features !== value) onChange(outcome.features);
  };
  const drop = (section: PickerSection, id: unknown) => {
    const outcome = remove(value, section, id);
    setLimitReached(false);
    if (outcome.ok) onChange(outcome.features);
  };

  return (
    <div className="space-y-4" data-testid="component-picker">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('componentPicker:intro')}</p>
      {issues.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{t('componentPicker:incompatibleTitle')}</p>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((issue) => (
              <li key={issue.key}>{message(issue.key, issue.params)}</li>
            ))}
          </ul>
        </div>
      )}
      {pickerSections(deviceType).map((section) => (
        <PickerSectionView
          key={section.key}
          section={section}
          value={value}
          onChange={onChange}
          deviceType={deviceType}
          currency={currency}
          configurable={configurable}
          collapsed={mobile}
          onChoose={(entry) => choose(section, entry)}
          onRemove={(id) => drop(section, id)}
          limitMessage={
            limitReached && section.group === 'additionalFeatures'
              ? message('product.features.tooManyAdditional')
              : undefined
          }
        />
      ))}
    </div>
  );
}
