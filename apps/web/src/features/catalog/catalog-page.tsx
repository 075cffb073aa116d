import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'wouter';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CATEGORIES,
  formatCalendarDay,
  SEARCH_CORRECTION_HEADER,
  canonicalCategory,
  categorySlug,
  approximateInBase,
  formatMoney,
  listedPrice,
  type ProductSummary,
} from '@shop/domain';
import { productKeys } from '../../shared/api/query-keys';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { useDebouncedValue } from '../../shared/lib/use-debounced-value';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { fetchSuggestions, SUGGEST_MIN_LENGTH } from '../../shared/search/api';
import { SuggestInput } from '../../shared/search/suggest-input';
import { buttonClass } from '../../shared/ui/button';
import { SearchIcon } from '../../shared/ui/icons';
import { ProductGrid, ProductGridSkeleton } from '../../shared/products/product-grid';
import { fetchCategories, fetchExchangeRates, fetchFacets, listSearchParams, type Facets } from './catalog-api';
import { CATALOG_FORM, FILTERS_ID, FilterIcon, FilterPanel, SortSelect } from './catalog-filters';
import { EmptyResults } from './empty-results';
import { FallbackNotice } from './fallback-notice';
import {
  activeFilterCount,
  clearedFilters,
  effectiveSort,
  readCatalogFilters,
  writeCatalogFilters,
  type CatalogFilters,
} from './url-state';
import { useProductList } from './use-paged-product-list';
import { catalogTexts } from './texts';
import { Breadcrumbs } from '../../shared/breadcrumbs/breadcrumbs';

/** The corrected words a search's results are for, sent percent-encoded in a header of the list answer. */
function readCorrection(headers: Headers): string | undefined {
  const correction = headers.get(SEARCH_CORRECTION_HEADER);
  return correction ? decodeURIComponent(correction) : undefined;
}

/** Products per "load more" step; the API allows up to 100 (MAX_PAGE_SIZE). */
const PAGE_SIZE = 24;

/** Typing pauses this long before the URL (and so the query) changes. */
const SEARCH_DEBOUNCE_MS = 300;

export function CatalogPage() {
  const { t } = useFeatureTexts(catalogTexts);
  const [params, setParams] = useSearchParams();
  const filters = readCatalogFilters(params);
  const sort = effectiveSort(filters);
  const { search, category, brands, inStock, configurable, currency, minPrice, maxPrice, asTyped } = filters;
  const facetRequest = { search, category, brands, inStock, configurable, currency, minPrice, maxPrice, asTyped };
  const list = useProductList(
    { params: listSearchParams({ ...facetRequest, sort }).toString(), limit: PAGE_SIZE },
    readCorrection,
  );
  const facets = useQuery({
    queryKey: [...productKeys.all, 'facets', facetRequest],
    queryFn: ({ signal }) => fetchFacets(facetRequest, signal),
    // The counts of the last choice stay on screen while the next ones load: no flicker.
    placeholderData: keepPreviousData,
  });
  const categoryName = filters.category ? categoryLabel(filters.category, t) : '';
  useDocumentTitle(categoryName || t('catalog:title'));
  const form = useRef<HTMLFormElement>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filterButton = useRef<HTMLAnchorElement>(null);
  const closeSheet = useCallback(() => {
    setSheetOpen(false);
    filterButton.current?.focus();
  }, [setSheetOpen]);

  const update = useCallback(
    (patch: Partial<CatalogFilters>, replace: boolean) =>
      setParams((current) => writeCatalogFilters(current, patch), { replace }),
    [setParams],
  );
  // Typing replaces the history entry; choosing a category or a filter adds one, so Back undoes it.
  const searchFor = useCallback((text: string) => update({ search: text }, true), [update]);
  /** Applies the whole form as it stands: every control is a named field of it. */
  const applyForm = useCallback(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form.current)) if (typeof value === 'string') fields.append(name, value);
    update(readCatalogFilters(fields), false);
  }, [update]);
  const cleared = clearedFilters(filters);
  const clearHref = `/productos?${writeCatalogFilters(params, cleared).toString()}`;
  const clear = () => update(cleared, false);
  const filterCount = activeFilterCount(filters);
  const resultCount = facets.data?.total ?? list.total;
  const correction = list.correction && !filters.asTyped ? list.correction : undefined;
  const approximate = useApproximation();

  return (
    <section className="mx-auto max-w-7xl px-4 pt-4 pb-6 sm:pb-8">
      <Breadcrumbs
        trail={[
          categoryName
            ? { label: categoryName, href: `/productos?category=${encodeURIComponent(filters.category)}` }
            : { label: t('catalog:title'), href: '/productos' },
        ]}
      />
      <h1 className="text-2xl font-bold sm:text-3xl">{categoryName || t('catalog:title')}</h1>
      {/* A real form: before its JavaScript has loaded (or without it) the page still searches and
          filters, by loading /productos?search=...&brand=... from the server. The sort and filter
          controls around the list belong to it through their form attribute. */}
      <form
        ref={form}
        id={CATALOG_FORM}
        method="get"
        action="/productos"
        role="search"
        className="mt-4 flex flex-col gap-3 sm:mt-6 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          applyForm();
          if (sheetOpen) closeSheet();
        }}
      >
        <SearchBox value={filters.search} onSearch={searchFor} />
        <CategorySelect
          value={filters.category}
          counts={facets.data?.categories}
          onChange={(category) => update({ category }, false)}
        />
        {filters.asTyped && <input type="hidden" name="asTyped" value="true" />}
        <button type="submit" className="sr-only focus:not-sr-only">
          {t('catalog.searchLabel')}
        </button>
      </form>

      {/* Sort and filter stay at hand while scrolling: the bar sticks under the header. */}
      <div className="sticky top-16 z-30 -mx-4 mt-4 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <a
          ref={filterButton}
          href={`#${FILTERS_ID}`}
          role="button"
          aria-expanded={sheetOpen}
          aria-controls={FILTERS_ID}
          className={buttonClass('secondary', 'md', 'lg:hidden')}
          onClick={(event) => {
            event.preventDefault();
            setSheetOpen(true);
          }}
          data-testid="open-filters"
        >
          <FilterIcon className="size-4" />
          {t('catalog:filters')}
          {filterCount > 0 && (
            <span className="rounded-full bg-indigo-600 px-1.5 text-xs leading-5 font-bold text-white">
              <span aria-hidden>{filterCount}</span>
              <span className="sr-only">{t('catalog:filterCount', { count: filterCount })}</span>
            </span>
          )}
        </a>
        <p
          className="mr-auto truncate text-sm text-slate-600 max-sm:sr-only dark:text-slate-300"
          aria-live="polite"
          data-testid="result-count"
        >
          {list.isLoading ? t('catalog:loading') : t('catalog:resultCount', { count: list.total })}
        </p>
        <div className="max-sm:ml-auto">
          <SortSelect filters={filters} onChange={applyForm} />
        </div>
      </div>

      <div className="mt-4 gap-8 lg:grid lg:grid-cols-[15rem_1fr]">
        <FilterPanel
          filters={filters}
          facets={facets.data}
          onChange={applyForm}
          sheetOpen={sheetOpen}
          onClose={closeSheet}
          clearHref={clearHref}
          onClear={clear}
          resultCount={resultCount}
        />
        <div className="min-w-0">
          {list.fallback && <FallbackNotice reason={list.fallback} />}
          {correction && (
            <CorrectionNotice
              corrected={correction}
              typed={filters.search}
              asTypedHref={`/productos?${writeCatalogFilters(params, { asTyped: true }).toString()}`}
            />
          )}
          {list.isLoading ? (
            <ProductGridSkeleton />
          ) : (
            <>
              {/* Keeps the outline h1 > h2 > h3 (card titles) for screen-reader navigation. */}
              <h2 className="sr-only">{t('catalog:resultsHeading')}</h2>
              {list.products.length === 0 ? (
                <EmptyWithCorrection
                  filters={filters}
                  filtered={filterCount > 0}
                  clearHref={clearHref}
                  onClear={clear}
                />
              ) : (
                <ProductGrid products={list.products} belowPrice={approximate} />
              )}
              {list.loadMoreFailed && (
                <p role="alert" className="mt-6 text-center text-red-700 dark:text-red-300">
                  {t('catalog:loadMoreError')}
                </p>
              )}
              {list.hasMore && (
                <div className="mt-8 flex flex-col items-center gap-2">
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {t('catalog:showing', { shown: list.products.length, total: list.total })}
                  </p>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'lg')}
                    onClick={list.loadMore}
                    disabled={list.isLoadingMore}
                  >
                    {list.isLoadingMore ? t('catalog:loadingMore') : t('catalog:loadMore')}
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** Results for a corrected spelling say so, with the way back to the words as typed. */
function CorrectionNotice({
  corrected,
  typed,
  asTypedHref,
}: {
  corrected: string;
  typed: string;
  asTypedHref: string;
}) {
  const { t } = useFeatureTexts(catalogTexts);
  return (
    <div
      className="mb-4 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm dark:border-indigo-800 dark:bg-indigo-950"
      data-testid="correction-notice"
    >
      <p className="font-semibold">{t('catalog:corrected', { corrected })}</p>
      <Link to={asTypedHref} className="text-indigo-700 underline dark:text-indigo-300">
        {t('catalog:searchAsTyped', { typed })}
      </Link>
    </div>
  );
}

/** The empty result, with the correction the suggestions know when the list did not bring one. */
function EmptyWithCorrection({
  filters,
  filtered,
  clearHref,
  onClear,
}: {
  filters: CatalogFilters;
  filtered: boolean;
  clearHref: string;
  onClear: () => void;
}) {
  const [params] = useSearchParams();
  const suggestion = useQuery({
    queryKey: [...productKeys.all, 'suggest', filters.search],
    // Only for its correction: without one (or without an answer) the empty state says the rest.
    queryFn: ({ signal }) => fetchSuggestions(filters.search, signal).catch(() => null),
    enabled: filters.search.length >= SUGGEST_MIN_LENGTH,
    retry: false,
  });
  const correction = suggestion.data?.correction;
  return (
    <EmptyResults
      search={filters.search}
      correction={correction}
      correctionHref={`/productos?${writeCatalogFilters(params, { search: correction ?? '' }).toString()}`}
      filtered={filtered}
      clearHref={clearHref}
      onClear={onClear}
    />
  );
}

/** '≈ AR$ …' beside prices in another currency, when staff configured exchange rates. */
function useApproximation(): ((product: ProductSummary) => ReactNode) | undefined {
  const { t } = useFeatureTexts(catalogTexts);
  const [language] = useLanguage();
  const exchange = useQuery({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => fetchExchangeRates(signal),
    // Rates change when staff set them, rarely: no need to ask again on every visit.
    staleTime: 10 * 60_000,
    retry: false,
  }).data;
  if (!exchange) return undefined;
  const setOn = formatCalendarDay(exchange.setOn, language, 'numeric');
  return (product) => {
    // Of the price the card shows ('desde' a configurable product's lowest), not of its base price.
    const amount = approximateInBase(listedPrice(product).amount, product.currency, exchange);
    if (amount === undefined) return undefined;
    const price = formatMoney(amount, exchange.base, language);
    const full = t('catalog:approximateLabel', { price, date: setOn });
    // Marked as an approximation: the sign, and said in full to a screen reader and on hover.
    return (
      <p className="text-slate-600 dark:text-slate-300" title={full} data-testid="approximate-price">
        <span aria-hidden>{t('catalog:approximate', { price })}</span>
        <span className="sr-only">{full}</span>
      </p>
    );
  };
}

function categoryLabel(slug: string, t: (key: string) => string): string {
  const category = canonicalCategory(slug);
  return category ? t(`categories.${category}`) : slug;
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useFeatureTexts(catalogTexts);
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // Follows the URL when it changes from outside (back button, header links).
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  // Searches once typing has paused on words other than the URL's; not while the box still
  // catches up with a change from outside (the settled words are then older than the box's).
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled === text && settled.trim() !== value) onSearch(settled);
  }, [settled, text, value, onSearch]);
  const input = useKeptBeforeHydration<HTMLInputElement>(text, setText);

  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {t('catalog.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 z-10 size-5 -translate-y-1/2 text-slate-500" />
      <SuggestInput
        inputRef={input}
        id={id}
        type="search"
        name="search"
        value={text}
        maxLength={200}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('catalog.searchPlaceholder')}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-10 dark:border-slate-600 dark:bg-slate-900"
      />
    </div>
  );
}

function CategorySelect({
  value,
  counts,
  onChange,
}: {
  value: string;
  /** The facets' count per category, for the filtered set (shown beside each name). */
  counts: Facets['categories'] | undefined;
  onChange: (category: string) => void;
}) {
  const { t } = useFeatureTexts(catalogTexts);
  const id = useId();
  const categories = useQuery({ queryKey: ['categories'], queryFn: ({ signal }) => fetchCategories(signal) });
  // The server's list says which categories hold products; the fixed list covers loading and failure.
  const slugs =
    categories.data?.filter((category) => category.count > 0).map((category) => category.slug) ??
    CATEGORIES.map(categorySlug);
  const options = value && !slugs.includes(value) ? [...slugs, value] : slugs;
  const select = useKeptBeforeHydration<HTMLSelectElement>(value, onChange);

  return (
    <div className="flex items-center gap-2 sm:w-64">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t('catalog:categoryLabel')}
      </label>
      <select
        ref={select}
        id={id}
        name="category"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
      >
        <option value="">{t('catalog:allCategories')}</option>
        {options.map((slug) => {
          const count = counts?.find((entry) => entry.category.toLowerCase() === slug)?.count;
          return (
            <option key={slug} value={slug}>
              {count === undefined ? categoryLabel(slug, t) : `${categoryLabel(slug, t)} (${count})`}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/**
 * What a person typed or chose in a server-rendered field before React took the page over:
 * hydration leaves the field's text as it is but not the state behind it, so the next render
 * would put the server's value back. Read once, when React starts, and handed to `keep`.
 */
function useKeptBeforeHydration<Field extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  keep: (value: string) => void,
) {
  const field = useRef<Field>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) keep(typed);
    // Only the value found when React starts: later ones are the component's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return field;
}
