import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { productTexts } from './texts';
import { usePriceFormatter } from '../../shared/lib/format';
import { componentName, langOf, pickText, type Currency } from '@shop/domain';
import { useLanguage } from '../../shared/i18n/use-language';
import type { CategoryChoice } from './shopper-configuration';

/** The alternatives staff offer on a configurable product: one group of choices per category. */
export function ShopperOptions({
  categories,
  currency,
  onChoose,
}: {
  categories: CategoryChoice[];
  currency: Currency;
  onChoose: (category: string, optionId: string | undefined) => void;
}) {
  const { t } = useFeatureTexts(productTexts);
  const message = useDomainMessage();
  const formatPrice = usePriceFormatter();
  const [language] = useLanguage();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="shopper-options-heading" className="space-y-4">
      <h2 id="shopper-options-heading" className="text-xl font-bold">
        {t('shopperOptions.heading')}
      </h2>
      {categories.map(({ category, included, options, chosen }) => {
        const includedName = componentName(included, language);
        return (
          <fieldset key={category} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
            <legend className="px-1 text-sm font-semibold">{t(`componentGroups.${category}`, category)}</legend>
            <div className="space-y-2">
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name={`option-${category}`}
                  checked={chosen === undefined}
                  onChange={() => onChoose(category, undefined)}
                />
                <span className="flex-1" {...langOf(includedName)}>
                  {includedName?.text ?? t('product:detail.unnamedComponent')}
                </span>
                <span className="text-sm text-slate-600 dark:text-slate-300">{t('shopperOptions.included')}</span>
              </label>
              {options.map((option) => (
                <label
                  key={option.id}
                  className={`flex items-start gap-3 ${option.blocker ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
                >
                  <input
                    type="radio"
                    className="mt-1"
                    name={`option-${category}`}
                    value={option.id}
                    checked={chosen === option.id}
                    disabled={Boolean(option.blocker)}
                    onChange={() => onChoose(category, option.id)}
                  />
                  <span className="flex-1">
                    <span {...langOf(pickText(option.name, option.name_en, language))}>
                      {pickText(option.name, option.name_en, language)?.text}
                    </span>
                    {option.blocker && (
                      <span className="block text-sm text-red-700 dark:text-red-400">
                        {message(option.blocker.key, option.blocker.params)}
                      </span>
                    )}
                  </span>
                  <span className="text-sm font-medium text-slate-700 dark:text-slate-200">
                    {option.priceIncrement >= 0 ? '+' : '−'} {formatPrice(Math.abs(option.priceIncrement), currency)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
