import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { productTexts } from './texts';
import { productPartTexts } from '../../shared/products/texts';
import { usePriceFormatter } from '../../shared/lib/format';
import { componentName, langOf, pickText, type Currency } from '@shop/domain';
import { useLanguage } from '../../shared/i18n/use-language';
import type { CategoryChoice } from '../../shared/products/configuration';

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
  useFeatureTexts(productPartTexts);
  const message = useDomainMessage();
  const formatPrice = usePriceFormatter();
  const [language] = useLanguage();
  if (categories.length === 0) return null;
  // Compact cards, two or three to a row, so the choices fit beside the price above the add button.
  const card =
    'flex min-h-full gap-2 rounded-lg border border-slate-300 p-2.5 text-sm has-checked:border-indigo-600 has-checked:bg-indigo-50 has-checked:ring-1 has-checked:ring-indigo-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-500 dark:border-slate-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950 dark:has-checked:ring-indigo-400';
  const grid = 'grid grid-cols-2 gap-2 sm:grid-cols-3';
  // The chosen card says so; every other one says what choosing it changes in the price.
  const status = (chosen: boolean, changeCents: number) =>
    chosen ? (
      <span className="text-xs font-semibold text-indigo-700 dark:text-indigo-300" data-testid="option-chosen">
        {t('product:shopperOptions.chosen')}
      </span>
    ) : (
      <span className="text-xs font-medium text-slate-700 tabular-nums dark:text-slate-200" data-testid="option-change">
        {changeCents === 0
          ? t('product:shopperOptions.samePrice')
          : `${changeCents > 0 ? '+' : '−'} ${formatPrice(Math.abs(changeCents) / 100, currency)}`}
      </span>
    );
  return (
    <section aria-labelledby="shopper-options-heading" className="space-y-3" data-testid="shopper-options">
      <h2 id="shopper-options-heading" className="text-base font-bold">
        {t('product:shopperOptions.heading')}
      </h2>
      {categories.map(({ category, included, includedChangeCents, options, chosen }) => {
        const includedName = componentName(included, language);
        return (
          <fieldset key={category}>
            <legend className="mb-1.5 text-sm font-semibold">
              {t(`productParts:componentGroups.${category}`, category)}
            </legend>
            <div className={grid}>
              <label className={`${card} cursor-pointer`}>
                <input
                  type="radio"
                  className="mt-0.5 shrink-0 accent-indigo-600"
                  name={`option-${category}`}
                  checked={chosen === undefined}
                  onChange={() => onChoose(category, undefined)}
                />
                <span className="flex min-w-0 flex-col">
                  <span className="leading-snug" {...langOf(includedName)}>
                    {includedName?.text ?? t('product:detail.unnamedComponent')}
                  </span>
                  {/* 'Included' beside a price change read as a contradiction once another option is chosen. */}
                  {chosen === undefined && (
                    <span className="text-xs text-slate-600 dark:text-slate-300">
                      {t('product:shopperOptions.included')}
                    </span>
                  )}
                  {status(chosen === undefined, includedChangeCents)}
                </span>
              </label>
              {options.map((option) => {
                const optionName = pickText(option.name, option.name_en, language);
                return (
                  <label
                    key={option.id}
                    className={`${card} ${option.blocker ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
                  >
                    <input
                      type="radio"
                      className="mt-0.5 shrink-0 accent-indigo-600"
                      name={`option-${category}`}
                      value={option.id}
                      checked={chosen === option.id}
                      disabled={Boolean(option.blocker)}
                      onChange={() => onChoose(category, option.id)}
                    />
                    <span className="flex min-w-0 flex-col">
                      <span className="leading-snug" {...langOf(optionName)}>
                        {optionName?.text}
                      </span>
                      {status(chosen === option.id, option.changeCents)}
                      {option.blocker && (
                        <span className="text-xs text-red-700 dark:text-red-400">
                          {message(option.blocker.key, option.blocker.params)}
                        </span>
                      )}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </section>
  );
}
