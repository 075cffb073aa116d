import { componentDescription, componentName, langOf, specificationLabel } from '@shop/domain';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { productTexts } from './texts';
import { productPartTexts } from '../../shared/products/texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { selectedComponents } from '../../shared/lib/components';

/** The product's configured components, one row per selected component, in the page's language. */
export function ComponentsList({ features }: { features: Record<string, unknown> }) {
  const { t } = useFeatureTexts(productTexts);
  useFeatureTexts(productPartTexts);
  const [language] = useLanguage();
  const rows = Object.entries(features).flatMap(([group, selection]) =>
    selectedComponents(selection).map((component, index) => ({
      key: `${group}-${index}`,
      group,
      name: componentName(component, language),
      description: componentDescription(component, language),
    })),
  );
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="components-heading">
      <h2 id="components-heading" className="text-xl font-bold">
        {t('product:detail.components')}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {rows.map(({ key, group, name, description }) => (
          <li key={key} className="p-4">
            <p className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
              {/* A group the texts do not name reads as words, never as its key ('graphics' → 'Graphics'). */}
              {t(`productParts:componentGroups.${group}`, specificationLabel(group, language))}
            </p>
            <p className="font-medium" {...langOf(name)}>
              {name?.text ?? t('product:detail.unnamedComponent')}
            </p>
            {description && (
              <p className="text-sm text-slate-600 dark:text-slate-300" {...langOf(description)}>
                {description.text}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
