import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/react';
import { CATEGORIES, canonicalCategory, categorySlug } from '@shop/domain';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { buttonClass } from '../../shared/ui/button';
import { SearchIcon } from '../../shared/ui/icons';
import { fetchCategories } from './api';
import { FallbackNotice } from './fallback-notice';
import { ProductGrid, ProductGridSkeleton } from '../../shared/products/product-grid';
import { readCatalogFilters, writeCatalogFilters, type CatalogFilters } from './url-state';
import { useProductList } from './use-product-list';

/** Products per "load more" step; the API allows up to 100 (MAX_PAGE_SIZE). */
const PAGE_SIZE = 24;

/** Typing pauses this long before the URL (and so the query) changes. */
const SEARCH_DEBOUNCE_MS = 300;

export function CatalogPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readCatalogFilters(params);
  const list = useProductList({ ...filters, limit: PAGE_SIZE });
  const categoryName = filters.category ? categoryLabel(filters.category, t) : '';
  useDocumentTitle(categoryName || t('catalog.title'));

  const update = useCallback(
    (patch: Partial<CatalogFilters>, replace: boolean) =>
      setParams((current) => writeCatalogFilters(current, patch), { replace }),
    [setParams],
  );
  // Typing replaces the history entry; choosing a category adds one, so Back undoes it.
  const search = useCallback((text: string) => update({ search: text }, true), [update]);

  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{categoryName || t('catalog.title')}</h1>
      {/* A real form: before its JavaScript has loaded (or without it) the page still searches,
          by loading /productos?search=...&category=... from the server. */}
      <form
        method="get"
        action="/productos"
        role="search"
        className="mt-6 flex flex-col gap-3 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          search(String(new FormData(event.currentTarget).get('search') ?? ''));
        }}
      >
        <SearchBox value={filters.search} onSearch={search} />
        <CategorySelect value={filters.category} onChange={(category) => update({ category }, false)} />
        <button type="submit" className="sr-only focus:not-sr-only">
          {t('catalog.searchLabel')}
        </button>
      </form>

      <div className="mt-6">
        {list.fallback && <FallbackNotice reason={list.fallback} />}
        {list.isLoading ? (
          <>
            <p className="mb-4 h-6 text-slate-600 dark:text-slate-300">{t('catalog.loading')}</p>
            <ProductGridSkeleton />
          </>
        ) : (
          <>
            {/* Keeps the outline h1 > h2 > h3 (card titles) for screen-reader navigation. */}
            <h2 className="sr-only">{t('catalog.resultsHeading')}</h2>
            <p className="mb-4 text-slate-600 dark:text-slate-300" aria-live="polite" data-testid="result-count">
              {t('catalog.resultCount', { count: list.total })}
            </p>
            {list.products.length === 0 ? (
              <EmptyMessage search={filters.search} category={categoryName} />
            ) : (
              <ProductGrid products={list.products} />
            )}
            {list.loadMoreFailed && (
              <p role="alert" className="mt-6 text-center text-red-700 dark:text-red-300">
                {t('catalog.loadMoreError')}
              </p>
            )}
            {list.hasMore && (
              <div className="mt-8 flex flex-col items-center gap-2">
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('catalog.showing', { shown: list.products.length, total: list.total })}
                </p>
                <button
                  type="button"
                  className={buttonClass('secondary', 'lg')}
                  onClick={list.loadMore}
                  disabled={list.isLoadingMore}
                >
                  {list.isLoadingMore ? t('catalog.loadingMore') : t('catalog.loadMore')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}

function categoryLabel(slug: string, t: (key: string) => string): string {
  const category = canonicalCategory(slug);
  return category ? t(`categories.${category}`) : slug;
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // Follows the URL when it changes from outside (back button, header links).
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  const input = useKeptBeforeHydration<HTMLInputElement>(text, setText);

  return (
    <div className="relative flex-1">
      <label htmlFor={id} className="sr-only">
        {t('catalog.searchLabel')}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        ref={input}
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

function CategorySelect({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useTranslation();
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
        {t('catalog.categoryLabel')}
      </label>
      <select
        ref={select}
        id={id}
        name="category"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
      >
        <option value="">{t('catalog.allCategories')}</option>
        {options.map((slug) => (
          <option key={slug} value={slug}>
            {categoryLabel(slug, t)}
          </option>
        ))}
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

function EmptyMessage({ search, category }: { search: string; category: string }) {
  const { t } = useTranslation();
  const key =
    search && category
      ? 'catalog.emptyCategorySearch'
      : search
        ? 'catalog.emptySearch'
        : category
          ? 'catalog.emptyCategory'
          : 'catalog.empty';
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
      {t(key, { search, category })}
    </p>
  );
}
