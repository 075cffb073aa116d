import { useEffect, useId, useRef } from 'react';
import { CURRENCIES, CURRENCY_CODES, DEFAULT_CURRENCY, PRODUCT_SORTS, formatMoney, type Currency } from '@shop/domain';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { buttonClass } from '../../shared/ui/button';
import { CloseIcon, Icon, type IconProps } from '../../shared/ui/icons';
import type { Facets } from './catalog-api';
import { effectiveSort, type CatalogFilters } from './url-state';
import { catalogTexts } from './texts';

/** The id of the catalogue's form: the controls around the list belong to it (`form=` attribute). */
export const CATALOG_FORM = 'catalog-form';
/** The filter panel's id: the phone's filter button links to it, which opens it before hydration (:target). */
export const FILTERS_ID = 'filtros';

/** Kept here rather than in shared/ui/icons.tsx, which is part of the first load. */
export const FilterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M3 5h18M6 12h12M10 19h4" />
  </Icon>
);

const fieldClass =
  'h-10 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900';
const legendClass = 'mb-2 text-sm font-semibold';

export function SortSelect({ filters, onChange }: { filters: CatalogFilters; onChange: () => void }) {
  const { t } = useFeatureTexts(catalogTexts);
  const id = useId();
  const sorts = PRODUCT_SORTS.filter((sort) => sort !== 'relevance' || filters.search);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap max-sm:sr-only">
        {t('catalog:sortLabel')}
      </label>
      <select
        id={id}
        name="sort"
        form={CATALOG_FORM}
        value={effectiveSort(filters)}
        onChange={onChange}
        className="h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm dark:border-slate-600 dark:bg-slate-900"
        data-testid="sort-select"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog:sort_${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface PanelProps {
  filters: CatalogFilters;
  facets: Facets | undefined;
  /** A control changed: apply the form's state. */
  onChange: () => void;
  /** Opened as the phone's bottom sheet (below 1024 px); a sidebar on wider screens. */
  sheetOpen: boolean;
  onClose: () => void;
  /** The address of the same search without filters. */
  clearHref: string;
  onClear: () => void;
  resultCount: number;
}

/**
 * Brand, stock and price filters: real form controls of the catalogue's GET form, so they
 * work before hydration too. A sidebar on wide screens; on phones a bottom sheet whose button
 * says how many products the filters leave (the facets' total).
 */
export function FilterPanel({
  filters,
  facets,
  onChange,
  sheetOpen,
  onClose,
  clearHref,
  onClear,
  resultCount,
}: PanelProps) {
  const { t } = useFeatureTexts(catalogTexts);
  const [language] = useLanguage();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!sheetOpen) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [sheetOpen, onClose]);

  // Chosen brands stay listed even when the facets do not name them (another filter hides them all).
  const brands = [...(facets?.brands ?? [])];
  for (const brand of filters.brands)
    if (!brands.some((entry) => entry.brand === brand)) brands.push({ brand, count: 0 });
  const range = facets?.priceRanges.find((entry) => entry.currency === (filters.currency || DEFAULT_CURRENCY));
  // The currencies the shown products are priced in (and the one chosen, and the shop's own).
  const currencies = CURRENCY_CODES.filter(
    (code) =>
      code === DEFAULT_CURRENCY ||
      code === filters.currency ||
      !facets ||
      facets.priceRanges.some((entry) => entry.currency === code),
  );

  return (
    <>
      {sheetOpen && <div className="fixed inset-0 z-40 bg-black/50 lg:hidden" onClick={onClose} aria-hidden />}
      <div
        id={FILTERS_ID}
        ref={panel}
        tabIndex={-1}
        role={sheetOpen ? 'dialog' : undefined}
        aria-modal={sheetOpen ? true : undefined}
        aria-labelledby={titleId}
        className={`${sheetOpen ? '' : 'max-lg:hidden max-lg:target:block'} max-lg:fixed max-lg:inset-x-0 max-lg:bottom-0 max-lg:z-50 max-lg:max-h-[85svh] max-lg:overflow-y-auto max-lg:rounded-t-2xl max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:shadow-2xl focus:outline-none lg:self-start dark:max-lg:border-slate-700 dark:max-lg:bg-slate-900`}
        data-testid="filter-panel"
      >
        <div className="flex items-center justify-between gap-2 max-lg:border-b max-lg:border-slate-200 max-lg:px-4 max-lg:py-3 dark:max-lg:border-slate-700">
          <h2 id={titleId} className="text-lg font-bold">
            {t('catalog:filtersTitle')}
          </h2>
          <a
            href="#"
            role="button"
            className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-slate-100 lg:hidden dark:hover:bg-slate-800"
            aria-label={t('catalog:closeFilters')}
            onClick={(event) => {
              event.preventDefault();
              onClose();
            }}
          >
            <CloseIcon className="size-5" />
          </a>
        </div>
        <div className="flex flex-col gap-6 max-lg:p-4 lg:mt-4">
          {brands.length > 0 && (
            <fieldset>
              <legend className={legendClass}>{t('catalog:brand')}</legend>
              <ul className="flex max-h-64 flex-col gap-1 overflow-y-auto max-lg:max-h-none">
                {brands.map(({ brand, count }) => (
                  <li key={brand}>
                    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="brand"
                        value={brand}
                        form={CATALOG_FORM}
                        checked={filters.brands.includes(brand)}
                        onChange={onChange}
                        className="size-4 accent-indigo-600"
                      />
                      <span className="flex-1">{brand}</span>
                      <span className="text-slate-600 tabular-nums dark:text-slate-300">{count}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <fieldset>
            <legend className={legendClass}>{t('catalog:availability')}</legend>
            <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="inStock"
                value="true"
                form={CATALOG_FORM}
                checked={filters.inStock}
                onChange={onChange}
                className="size-4 accent-indigo-600"
              />
              {facets ? t('catalog:inStockCount', { count: facets.inStock }) : t('catalog:inStock')}
            </label>
            <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="configurable"
                value="true"
                form={CATALOG_FORM}
                checked={filters.configurable}
                onChange={onChange}
                className="size-4 accent-indigo-600"
              />
              {facets ? t('catalog:configurableCount', { count: facets.configurable }) : t('catalog:configurable')}
            </label>
          </fieldset>
          <PriceFilter
            filters={filters}
            currencies={currencies}
            range={range}
            onChange={onChange}
            language={language}
          />
        </div>
        <div className="flex gap-2 max-lg:sticky max-lg:bottom-0 max-lg:border-t max-lg:border-slate-200 max-lg:bg-white max-lg:p-4 lg:mt-6 lg:flex-col dark:max-lg:border-slate-700 dark:max-lg:bg-slate-900">
          <a
            href={clearHref}
            className={buttonClass('secondary', 'md', 'max-lg:flex-1')}
            onClick={(event) => {
              event.preventDefault();
              onClear();
            }}
          >
            {t('catalog:clearFilters')}
          </a>
          <button
            type="submit"
            form={CATALOG_FORM}
            className={buttonClass('primary', 'md', 'max-lg:flex-1')}
            data-testid="apply-filters"
          >
            <span className="lg:hidden">{t('catalog:showResults', { count: resultCount })}</span>
            <span className="max-lg:hidden">{t('catalog:apply')}</span>
          </button>
        </div>
      </div>
    </>
  );
}

function PriceFilter({
  filters,
  currencies,
  range,
  onChange,
  language,
}: {
  filters: CatalogFilters;
  currencies: readonly Currency[];
  range: Facets['priceRanges'][number] | undefined;
  onChange: () => void;
  language: 'es' | 'en';
}) {
  const { t } = useFeatureTexts(catalogTexts);
  const currencyId = useId();
  const minId = useId();
  const maxId = useId();
  const hintId = useId();
  // Uncontrolled, and remounted when the address changes: typing is applied on leaving the box or on Enter.
  const key = `${filters.currency}:${filters.minPrice}:${filters.maxPrice}`;
  return (
    <fieldset>
      <legend className={legendClass}>{t('catalog:price')}</legend>
      <label htmlFor={currencyId} className="mb-1 block text-sm">
        {t('catalog:currency')}
      </label>
      {/* Only what the bounds are in: choosing it applies nothing until there is a bound. */}
      <select
        key={`currency-${key}`}
        id={currencyId}
        name="currency"
        form={CATALOG_FORM}
        defaultValue={filters.currency || DEFAULT_CURRENCY}
        onChange={() => {
          if (filters.minPrice !== null || filters.maxPrice !== null) onChange();
        }}
        className={fieldClass}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {`${code} (${CURRENCIES[code].symbol})`}
          </option>
        ))}
      </select>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <div>
          <label htmlFor={minId} className="mb-1 block text-sm">
            {t('catalog:minPrice')}
          </label>
          <input
            key={`min-${key}`}
            id={minId}
            name="minPrice"
            form={CATALOG_FORM}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={filters.minPrice ?? ''}
            onBlur={(event) => {
              if (event.currentTarget.value !== String(filters.minPrice ?? '')) onChange();
            }}
            aria-describedby={range ? hintId : undefined}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={maxId} className="mb-1 block text-sm">
            {t('catalog:maxPrice')}
          </label>
          <input
            key={`max-${key}`}
            id={maxId}
            name="maxPrice"
            form={CATALOG_FORM}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            defaultValue={filters.maxPrice ?? ''}
            onBlur={(event) => {
              if (event.currentTarget.value !== String(filters.maxPrice ?? '')) onChange();
            }}
            aria-describedby={range ? hintId : undefined}
            className={fieldClass}
          />
        </div>
      </div>
      {range && (
        <p id={hintId} className="mt-2 text-xs text-slate-600 dark:text-slate-300">
          {t('catalog:priceRange', {
            min: formatMoney(range.min, range.currency, language),
            max: formatMoney(range.max, range.currency, language),
          })}
        </p>
      )}
    </fieldset>
  );
}
