import { formatNumber, langOf, specificationLabel, specificationText } from '@shop/domain';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { productPartTexts } from '../../shared/products/texts';
import { productTexts } from './texts';
import { useLanguage } from '../../shared/i18n/use-language';

type Specifications = Record<string, string | number | boolean>;

/**
 * Free key/value map: every key gets its label in the page's language (the domain's table, or
 * the key as readable words), text values their English twin when the page is English, numbers
 * the language's format and yes/no the page's words.
 */
export function SpecificationsGrid({
  specifications,
  specificationsEn,
}: {
  specifications: Specifications;
  specificationsEn: Record<string, string>;
}) {
  const { t } = useFeatureTexts(productTexts);
  useFeatureTexts(productPartTexts);
  const [language] = useLanguage();
  // A blank value says nothing: it is left out rather than shown as an empty cell.
  const entries = Object.entries(specifications).filter(([, value]) => typeof value !== 'string' || value.trim());
  if (entries.length === 0) return null;
  const product = { specifications, specifications_en: specificationsEn };
  return (
    <section aria-labelledby="specs-heading">
      <h2 id="specs-heading" className="text-xl font-bold">
        {t('product:detail.specifications')}
      </h2>
      <dl className="mt-4 grid gap-px overflow-hidden rounded-xl border border-slate-200 bg-slate-200 sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-800">
        {entries.map(([key, value], index) => {
          const text = typeof value === 'string' ? specificationText(product, key, language) : undefined;
          // Two columns from sm up: with an odd count the last entry takes the whole row, so no cell is left empty.
          const last = index === entries.length - 1 && entries.length % 2 === 1;
          return (
            <div key={key} className={`bg-white p-4 dark:bg-slate-950 ${last ? 'sm:col-span-2' : ''}`}>
              <dt className="text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
                {specificationLabel(key, language)}
              </dt>
              <dd className="mt-1" {...langOf(text)}>
                {typeof value === 'boolean'
                  ? t(value ? 'productParts:yes' : 'productParts:no')
                  : typeof value === 'number'
                    ? formatNumber(value, language)
                    : (text?.text ?? value)}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
