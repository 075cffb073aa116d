import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useSearch } from 'wouter';
import { CATEGORIES, formatMoney, imageVariantUrl, langOf, productName } from '@shop/domain';
import {
  STAFF_PRODUCT_SORTS,
  STOCK_LEVELS,
  stockLevel,
  type StaffProductListQuery,
  type StaffProductRow,
} from '@shop/domain/product-admin';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useAlerts } from '../../../shared/ui/alerts';
import { buttonClass } from '../../../shared/ui/button';
import { dangerButtonClass } from '../../../shared/ui/danger-button';
import { SearchIcon } from '../../../shared/ui/icons';
import { brandsQuery, staffListQuery } from './api';
import { BulkPanel } from './bulk-panel';
import { CsvActions } from './csv-actions';
import { listQueryOf, listUrlOf, rememberListUrl } from './list-url';
import { useProductWrites } from './use-product-writes';
import { adminProductsTexts } from './texts';
import { FilterSelect, filterControlClass, filterLabelClass } from '../shared/filter-select';
import { Pager } from '../shared/pager';

const panel = 'rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';
const SEARCH_DELAY_MS = 300;

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600 dark:text-slate-300">
      <span className="size-6 animate-spin rounded-full border-4 border-indigo-600 border-t-transparent" aria-hidden />
      {label}
    </div>
  );
}

/**
 * /admin/productos: the whole catalogue as staff work with it: filters, sort and page in the
 * URL (a filtered list can be shared, and the edit page comes back to it), one row per product
 * with its picture, stock level and English gaps; rows can be selected for a bulk change.
 */
export function ProductsPage() {
  const { t } = useFeatureTexts(adminProductsTexts);
  const { confirm } = useAlerts();
  const writes = useProductWrites();
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = listQueryOf(search);
  const url = listUrlOf(query);
  const heading = useRef<HTMLHeadingElement>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, StaffProductRow>>(new Map());
  const list = useQuery({ ...staffListQuery(query), placeholderData: keepPreviousData });
  useDocumentTitle(t('adminProducts:listTitle'));
  useEffect(() => rememberListUrl(url), [url]);

  /** A filter or sort changed: back to the first page, in place of the current history entry. */
  const update = (changes: Partial<StaffProductListQuery>, keepPage = false) =>
    navigate(listUrlOf({ ...query, ...(keepPage ? {} : { page: 1 }), ...changes }), { replace: !keepPage });

  const [typed, setTyped] = useState(query.search ?? '');
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled !== (query.search ?? '')) update({ search: settled || undefined });
    // Only the typed words drive this; the URL's own changes come through `query`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const products = list.data?.products ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.limit));
  const threshold = list.data?.lowStockThreshold;

  const toggle = (row: StaffProductRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.id)) next.delete(row.id);
      else next.set(row.id, row);
      return next;
    });
  const allOnPage = products.length > 0 && products.every((row) => selected.has(row.id));
  const togglePage = () =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of products) {
        if (allOnPage) next.delete(row.id);
        else next.set(row.id, row);
      }
      return next;
    });

  async function remove(row: StaffProductRow) {
    const confirmed = await confirm({
      title: t('adminProducts:confirmDeleteTitle'),
      message: t('adminProducts:confirmDeleteText'),
    });
    if (!confirmed) return;
    if (await writes.remove(row.id)) {
      setSelected((current) => {
        const next = new Map(current);
        next.delete(row.id);
        return next;
      });
      // The last row of the last page is gone: show the page before it.
      if (products.length === 1 && query.page > 1) update({ page: query.page - 1 }, true);
      heading.current?.focus();
    }
  }

  const pager = (place: 'top' | 'bottom') => (
    <Pager
      page={query.page}
      pages={pages}
      hrefOf={(page) => listUrlOf({ ...query, page })}
      label={t('adminProducts:pagination')}
      previous={t('adminProducts:previous')}
      next={t('adminProducts:next')}
      pageOf={t('adminProducts:pageOf', { page: query.page, pages })}
      className={place === 'bottom' ? 'justify-center' : ''}
      testId={`admin-products-pager-${place}`}
    />
  );

  return (
    // Room under the list: a message at the bottom of the screen never covers the last page links.
    <section aria-labelledby="products-title" className="space-y-5 pb-28">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {/* On phones the admin top bar already shows the page title. */}
          <h1
            id="products-title"
            ref={heading}
            tabIndex={-1}
            className="sr-only text-2xl font-bold outline-none md:not-sr-only"
          >
            {t('adminProducts:listTitle')}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('adminProducts:subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <CsvActions query={query} />
          <Link to="/admin/create-product" className={buttonClass('primary')}>
            + {t('adminProducts:add')}
          </Link>
        </div>
      </div>

      <Filters query={query} typed={typed} onTyped={setTyped} update={update} />

      {selected.size > 0 && <BulkPanel selected={[...selected.values()]} onDone={() => setSelected(new Map())} />}

      {list.isPending ? (
        <Spinner label={t('adminProducts:loading')} />
      ) : list.isError && !list.data ? (
        <div role="alert" className={`${panel} p-4`}>
          <p>{t('adminProducts:loadError')}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => void list.refetch()}>
            {t('adminProducts:retry')}
          </button>
        </div>
      ) : products.length === 0 ? (
        <p className={`${panel} p-6 text-center text-slate-600 dark:text-slate-300`} data-testid="admin-products-empty">
          {t('adminProducts:empty')}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" className="size-4" checked={allOnPage} onChange={togglePage} />
              {t('adminProducts:selectPage')}
            </label>
            <p
              className="text-sm text-slate-600 dark:text-slate-400"
              aria-live="polite"
              data-testid="admin-products-count"
            >
              {t('adminProducts:count', { count: total })}
            </p>
            {pager('top')}
          </div>
          <ul
            className={`${panel} divide-y divide-slate-200 dark:divide-slate-800`}
            aria-busy={list.isFetching || undefined}
          >
            {products.map((row) => (
              <ProductRowItem
                key={row.id}
                row={row}
                threshold={threshold}
                selected={selected.has(row.id)}
                onToggle={() => toggle(row)}
                onDelete={() => void remove(row)}
              />
            ))}
          </ul>
          {pager('bottom')}
        </>
      )}
    </section>
  );
}

function Filters({
  query,
  typed,
  onTyped,
  update,
}: {
  query: StaffProductListQuery;
  typed: string;
  onTyped: (text: string) => void;
  update: (changes: Partial<StaffProductListQuery>) => void;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const brands = useQuery(brandsQuery());
  return (
    <div className={`${panel} grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6`} data-testid="admin-product-filters">
      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative sm:col-span-2">
        <label htmlFor="admin-product-search" className={filterLabelClass}>
          {t('adminProducts:searchLabel')}
        </label>
        <SearchIcon className="pointer-events-none absolute bottom-2.5 left-3 size-5 text-slate-500" aria-hidden />
        <input
          id="admin-product-search"
          type="search"
          className={`${filterControlClass} pl-10`}
          placeholder={t('adminProducts:searchPlaceholder')}
          value={typed}
          maxLength={200}
          onChange={(event) => onTyped(event.target.value)}
        />
      </form>
      <FilterSelect
        id="filter-category"
        label={t('adminProducts:filters.category')}
        value={query.category ?? ''}
        onChange={(category) => update({ category: (category || undefined) as StaffProductListQuery['category'] })}
        anyLabel={t('adminProducts:filters.all')}
        options={CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
      />
      <FilterSelect
        id="filter-brand"
        label={t('adminProducts:filters.brand')}
        value={query.brand ?? ''}
        onChange={(brand) => update({ brand: brand || undefined })}
        anyLabel={t('adminProducts:filters.all')}
        options={(brands.data ?? []).map((brand) => ({ value: brand, label: brand }))}
      />
      <FilterSelect
        id="filter-stock"
        label={t('adminProducts:filters.stock')}
        value={query.stock ?? ''}
        onChange={(stock) => update({ stock: (stock || undefined) as StaffProductListQuery['stock'] })}
        anyLabel={t('adminProducts:filters.all')}
        options={STOCK_LEVELS.map((level) => ({ value: level, label: t(`adminProducts:stockLevels.${level}`) }))}
      />
      <FilterSelect
        id="filter-sort"
        label={t('adminProducts:filters.sort')}
        value={query.sort}
        onChange={(sort) => update({ sort: sort as StaffProductListQuery['sort'] })}
        options={STAFF_PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`adminProducts:sorts.${sort}`) }))}
      />
      <label className="flex items-center gap-2 text-sm sm:col-span-2 lg:col-span-6">
        <input
          type="checkbox"
          className="size-4"
          checked={query.missingEnglish === true}
          onChange={(event) => update({ missingEnglish: event.target.checked ? true : undefined })}
        />
        {t('adminProducts:filters.missingEnglish')}
      </label>
    </div>
  );
}

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

function StockBadge({ stock, threshold }: { stock: number; threshold: number | undefined }) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const level = stockLevel(stock, threshold);
  if (level === 'out') {
    return (
      <span className={`${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`} data-stock-level="out">
        {t('adminProducts:stockLevels.out')}
      </span>
    );
  }
  if (level === 'low') {
    return (
      <span
        className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
        data-stock-level="low"
      >
        {t('adminProducts:lowStock', { count: stock })}
      </span>
    );
  }
  return (
    <span className="text-sm whitespace-nowrap" data-stock-level="in">
      {t('adminProducts:units', { count: stock })}
    </span>
  );
}

function ProductRowItem({
  row,
  threshold,
  selected,
  onToggle,
  onDelete,
}: {
  row: StaffProductRow;
  threshold: number | undefined;
  selected: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [language] = useLanguage();
  const name = productName(row, language);
  return (
    <li
      className={`grid grid-cols-[auto_3.5rem_1fr] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[auto_3.5rem_minmax(0,2fr)_minmax(0,1fr)_auto_auto_auto] sm:gap-x-4 ${
        selected ? 'bg-indigo-50 dark:bg-indigo-950/40' : ''
      }`}
      data-testid="admin-product"
      data-product-id={row.id}
    >
      <input
        type="checkbox"
        className="size-5"
        checked={selected}
        onChange={onToggle}
        aria-label={t('adminProducts:selectNamed', { name: name.text })}
      />
      <img
        src={row.image ? imageVariantUrl(row.image, 400) : '/placeholder.svg'}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        // A missing picture shows the shop's placeholder, never a broken icon.
        onError={(event) => {
          if (!event.currentTarget.src.endsWith('/placeholder.svg')) event.currentTarget.src = '/placeholder.svg';
        }}
        className="size-14 rounded-lg border border-slate-200 bg-white object-contain dark:border-slate-700"
      />
      <div className="min-w-0">
        <p className="font-semibold break-words" {...langOf(name)}>
          {name.text}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {row.brand ? `${row.brand} · ` : ''}
          {t(`categories.${row.category}`)}
        </p>
      </div>
      {/* On phones the facts go on a line of their own under the name. */}
      <div className="col-span-3 flex flex-wrap items-center gap-x-4 gap-y-2 pl-[calc(1.25rem+0.75rem)] sm:col-span-1 sm:contents sm:pl-0">
        <span className="font-semibold whitespace-nowrap tabular-nums" data-testid="admin-product-price">
          {formatMoney(row.basePrice, row.currency, language)}
        </span>
        <span data-testid="admin-product-stock">
          <StockBadge stock={row.stock} threshold={threshold} />
        </span>
        {row.missingEnglish > 0 ? (
          <span
            className={`${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}
            data-testid="admin-product-english"
            data-complete="false"
          >
            {t('adminProducts:englishMissing', { count: row.missingEnglish })}
          </span>
        ) : (
          <span
            className={`${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100`}
            data-testid="admin-product-english"
            data-complete="true"
          >
            {t('adminProducts:englishComplete')}
          </span>
        )}
        <span className="ml-auto flex gap-2 sm:ml-0">
          <Link
            to={`/admin/productos/${row.id}`}
            className={buttonClass('secondary', 'sm')}
            aria-label={t('adminProducts:editNamed', { name: name.text })}
          >
            {t('adminProducts:edit')}
          </Link>
          <button
            type="button"
            className={dangerButtonClass('outline', 'sm')}
            aria-label={t('adminProducts:deleteNamed', { name: name.text })}
            onClick={onDelete}
          >
            {t('adminProducts:delete')}
          </button>
        </span>
      </div>
    </li>
  );
}
