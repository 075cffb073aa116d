import { Fragment, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import {
  chosenOptionNames,
  formatMoney,
  langOf,
  pickText,
  productName,
  productPath,
  specificationLabel,
  type Product,
  type SelectedOptions,
} from '@shop/domain';
import { isApiError } from '../../shared/api/http';
import { fetchProduct, productDetailKey } from '../../shared/api/product-detail';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { productPartTexts } from '../../shared/products/texts';
import { MAX_COMPARED, readComparedConfiguration, rememberComparison } from '../../shared/lib/compare-link';
import { useAddToCart } from '../../shared/cart/use-add-to-cart';
import { configuredProduct, writeConfiguration } from '../../shared/products/configuration';
import { useDebouncedValue } from '../../shared/lib/use-debounced-value';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { ProductTile } from '../../shared/products/product-tile';
import { buttonClass } from '../../shared/ui/button';
import { CartIcon } from '../../shared/ui/icons';
import type { ProductImageComponent } from '../../shared/ui/product-image';
import { Skeleton } from '../../shared/ui/skeleton';
import { compareSearchKey, searchProducts } from './api';
import { comparisonRows, visibleRows, type Cell, type CellParts, type ComparisonRow } from './rows';
import { compareLocation, readComparedIds, readDifferencesOnly } from './url-state';
import { compareTexts } from './texts';

interface Column {
  id: string;
  query: UseQueryResult<Product>;
  /** The product as the shopper configured it (its chosen components and price), once loaded. */
  configured: (Product & { selectedOptions: SelectedOptions }) | undefined;
}

/**
 * Up to four products side by side: a row per component category and per
 * specification with the better value marked, a "differences only" switch, remove and add.
 * The selection is the URL, so a comparison can be shared.
 */
/** `Image`: the shared ProductImage, handed down by the router (see ProductImageComponent for why). */
export function ComparePage({ Image }: { Image: ProductImageComponent }) {
  const { t } = useFeatureTexts(compareTexts);
  const [language] = useLanguage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const ids = readComparedIds(params);
  const differencesOnly = readDifferencesOnly(params);
  useDocumentTitle(t('compare:pageTitle'));

  const queries = useQueries({
    queries: ids.map((id) => ({ queryKey: productDetailKey(id), queryFn: () => fetchProduct(id) })),
  });
  const columns: Column[] = ids.map((id, index) => {
    const query = queries[index]!;
    const configured = query.data && configuredProduct(query.data, readComparedConfiguration(params, id));
    return { id, query, configured };
  });
  const loaded = columns.flatMap((column) => (column.configured ? [column.configured] : []));
  // The table first shows when every compared product has arrived: drawn as each arrived, its
  // rows and heads grew and pushed each other down (a layout shift of 0.28 on a phone). Products
  // added later load in their own column of the table already shown.
  const settled = columns.every((column) => !column.query.isPending);
  const [shown, setShown] = useState(false);
  if (settled && !shown) setShown(true);
  useEffect(() => rememberComparison(search), [search]);
  const rows = comparisonRows(loaded, { language, unnamedComponent: t('compare:unnamedComponent') });
  const visible = visibleRows(rows, differencesOnly);

  const go = (patch: Parameters<typeof compareLocation>[1]) => navigate(compareLocation(params, patch));
  const remove = (id: string) => go({ ids: ids.filter((other) => other !== id) });
  const add = (id: string) => go({ ids: [...ids, id] });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('compare:pageTitle')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('compare:pageIntro')}</p>

      {ids.length === 0 ? (
        <p
          className="mt-8 rounded-xl border border-dashed border-slate-300 p-6 dark:border-slate-700"
          data-testid="compare-empty"
        >
          {t('compare:empty')}
        </p>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
            <DifferencesSwitch checked={differencesOnly} onChange={(checked) => go({ differencesOnly: checked })} />
            <p className="text-sm text-slate-600 dark:text-slate-300">{t('compare:bestLegend')}</p>
          </div>
          {settled || shown ? (
            <ComparisonTable columns={columns} loaded={loaded} rows={visible} onRemove={remove} Image={Image} />
          ) : (
            <div role="status" className="mt-4">
              <span className="sr-only">{t('compare:loadingProduct')}</span>
              {/* Taller than a phone's screen, so nothing below moves when the table replaces it. */}
              <Skeleton className="h-[110vh] w-full rounded-xl" />
            </div>
          )}
          {differencesOnly && loaded.length > 0 && visible.length === 0 && (
            <p className="mt-4 text-slate-600 dark:text-slate-300">{t('compare:noDifferencesRows')}</p>
          )}
          {new Set(loaded.map((product) => product.currency)).size > 1 && (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('compare:currenciesDiffer')}</p>
          )}
        </>
      )}
      {(settled || shown) && <AddProduct comparedIds={ids} onAdd={add} Image={Image} />}
    </div>
  );
}

function DifferencesSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useFeatureTexts(compareTexts);
  return (
    <label className="inline-flex cursor-pointer items-center gap-3 font-medium">
      <input
        type="checkbox"
        role="switch"
        className="peer sr-only"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span
        aria-hidden
        className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-indigo-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-indigo-500 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5 dark:bg-slate-600"
      />
      {t('compare:differencesOnly')}
    </label>
  );
}

/** The names' column: narrow on a phone (two products fit beside it), kept in view sideways. */
const stickyCell =
  'sticky left-0 z-10 w-28 min-w-28 border-r border-slate-200 bg-white p-2 text-left align-top text-xs sm:w-48 sm:min-w-48 sm:p-3 sm:text-sm dark:border-slate-800 dark:bg-slate-950';
/** A product's column: on a phone half of what the names' column leaves, so two are seen at once. */
const productColumn = 'w-[calc((100vw-7rem)/2)] min-w-[calc((100vw-7rem)/2)] sm:w-56 sm:min-w-44';
/** A value's cell: tighter on a phone. */
const valueCell = 'p-2 align-top sm:p-3';

function ComparisonTable({
  columns,
  loaded,
  rows,
  onRemove,
  Image,
}: {
  columns: Column[];
  loaded: Product[];
  rows: ComparisonRow[];
  onRemove: (id: string) => void;
  Image: ProductImageComponent;
}) {
  const { t } = useFeatureTexts(compareTexts);
  const sections = [
    { title: null, rows: rows.filter((row) => row.kind === 'price' || row.kind === 'brand') },
    { title: t('compare:componentsSection'), rows: rows.filter((row) => row.kind === 'component') },
    { title: t('compare:specificationsSection'), rows: rows.filter((row) => row.kind === 'specification') },
  ];
  // One product alone keeps its natural width: stretched, its column and the names' column split
  // the page in halves, the names' column mostly empty.
  const alone = columns.length === 1;
  const scroller = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLTableSectionElement>(null);
  return (
    <>
      <StickyHeads columns={columns} scroller={scroller} head={head} Image={Image} />
      {/* A phone shows two products: the rest are to the side, with nothing of them in view. */}
      {columns.length > 2 && (
        <p className="mt-3 text-xs text-slate-600 sm:hidden dark:text-slate-300" data-testid="compare-swipe-hint">
          {t('compare:swipeHint', { count: columns.length })}
        </p>
      )}
      {/* Positioned, so the screen-reader-only texts in the cells (absolutely placed) scroll with
          the table instead of widening the page. On a phone it runs from edge to edge. */}
      <div
        ref={scroller}
        className={`relative -mx-4 mt-4 overflow-x-auto border-y border-slate-200 sm:mx-0 sm:rounded-xl sm:border dark:border-slate-800 ${alone ? 'w-fit max-w-[calc(100%+2rem)] sm:max-w-full' : ''}`}
        data-testid="compare-table-scroll"
      >
        {/* Fixed on a phone: the columns keep their halves whatever a cell holds (a long price wraps). */}
        <table
          className={`${alone ? '' : 'w-full'} border-collapse text-sm max-sm:table-fixed`}
          data-testid="compare-table"
        >
          {/* The columns' widths, ahead of every cell: the page arrives in parts, and a fixed
              table laid out from a head row that has only some of its cells yet spreads them over
              the whole width, then narrows them as the rest arrive (a visible jump on phones). */}
          <colgroup>
            <col className="max-sm:w-28" />
            {columns.map((column) => (
              <col key={column.id} className="max-sm:w-[calc((100vw-7rem)/2)]" />
            ))}
          </colgroup>
          <thead ref={head}>
            <tr className="border-b border-slate-200 dark:border-slate-800">
              <th
                scope="col"
                className={`${stickyCell} align-bottom text-xs font-semibold text-slate-600 uppercase dark:text-slate-400`}
              >
                {/* Too long for the phone's narrow column in Spanish; the row names say it. */}
                <span className="max-sm:sr-only">{t('compare:featureColumn')}</span>
              </th>
              {columns.map((column, index) => (
                <th key={column.id} scope="col" className={`${productColumn} ${valueCell} text-left font-normal`}>
                  <ColumnHead column={column} position={index + 1} onRemove={() => onRemove(column.id)} Image={Image} />
                </th>
              ))}
            </tr>
          </thead>
          {sections.map(
            (section) =>
              section.rows.length > 0 && (
                <tbody key={section.title ?? 'summary'}>
                  {section.title && (
                    <tr className="bg-slate-50 dark:bg-slate-900">
                      <th
                        scope="colgroup"
                        colSpan={columns.length + 1}
                        className="border-y border-slate-200 p-0 text-left dark:border-slate-800"
                      >
                        <span className="sticky left-0 inline-block px-3 py-2 text-xs font-bold tracking-wide text-slate-700 uppercase dark:text-slate-200">
                          {section.title}
                        </span>
                      </th>
                    </tr>
                  )}
                  {section.rows.map((row) => (
                    <tr
                      key={row.id}
                      className="border-b border-slate-100 last:border-b-0 dark:border-slate-800"
                      data-row={row.id}
                    >
                      <th scope="row" className={`${stickyCell} font-medium`}>
                        <RowLabel row={row} />
                      </th>
                      {columns.map((column) => {
                        const index = column.configured ? loaded.indexOf(column.configured) : -1;
                        return (
                          <ValueCell
                            key={column.id}
                            cell={index >= 0 ? row.cells[index] : undefined}
                            parts={index >= 0 ? row.parts[index] : undefined}
                            best={index >= 0 && row.best[index] === true}
                          />
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              ),
          )}
        </table>
      </div>
    </>
  );
}

function RowLabel({ row }: { row: ComparisonRow }) {
  const { t } = useFeatureTexts(compareTexts);
  useFeatureTexts(productPartTexts);
  const [language] = useLanguage();
  if (row.kind === 'price' || row.kind === 'brand') return <>{t(`compare:${row.kind}`)}</>;
  if (row.kind === 'component') {
    // Products name the graphics group 'graphics' or 'gpu'; the label is the same.
    const group = row.key === 'graphics' ? 'gpu' : row.key;
    return <>{t(`productParts:componentGroups.${group}`, specificationLabel(row.key, language))}</>;
  }
  // Specifications are a free map: the domain's label, or the key as readable words.
  return <>{specificationLabel(row.key, language)}</>;
}

/** A cell's bilingual texts, each marked with its language where it is not the page's (a Spanish fallback). */
function CellText({ parts }: { parts: NonNullable<CellParts> }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ', '}
      <span {...langOf(part)}>{part.text}</span>
    </Fragment>
  ));
}

export function ValueCell({ cell, parts, best }: { cell: Cell; parts?: CellParts; best: boolean }) {
  const { t } = useFeatureTexts(compareTexts);
  useFeatureTexts(productPartTexts);
  const text = typeof cell === 'boolean' ? t(cell ? 'productParts:yes' : 'productParts:no') : cell;
  return (
    <td
      className={
        best
          ? `${valueCell} bg-green-50 font-semibold text-green-900 dark:bg-green-950/50 dark:text-green-200`
          : valueCell
      }
      data-best={best || undefined}
    >
      {text === undefined ? (
        <span className="text-slate-500 dark:text-slate-400">
          <span aria-hidden>—</span>
          <span className="sr-only">{t('compare:missing')}</span>
        </span>
      ) : (
        <>
          {best && (
            <span className="mr-1" aria-hidden>
              ★
            </span>
          )}
          {parts ? <CellText parts={parts} /> : text}
          {best && <span className="sr-only"> ({t('compare:best')})</span>}
        </>
      )}
    </td>
  );
}

function ColumnHead({
  column,
  position,
  onRemove,
  Image,
}: {
  column: Column;
  position: number;
  onRemove: () => void;
  Image: ProductImageComponent;
}) {
  const { t } = useFeatureTexts(compareTexts);
  const [language] = useLanguage();
  const product = column.configured;
  const picked = product && productName(product, language);
  const name = picked?.text ?? t('compare:productColumn', { position });
  return (
    <div className="flex h-full flex-col gap-1.5 sm:gap-2" data-testid="compare-column">
      {product ? (
        <>
          <Link
            to={productPath(product.id) + writeConfiguration('', product.selectedOptions)}
            className="group flex flex-col gap-1.5 sm:gap-2"
          >
            <span className="block aspect-[4/3] w-full max-w-48 overflow-hidden rounded-lg bg-slate-100 dark:bg-slate-800">
              <Image
                src={product.images[0] ?? product.image}
                width={400}
                height={300}
                sizes="200px"
                className="size-full object-cover"
              />
            </span>
            <span
              className="line-clamp-3 font-semibold text-slate-900 group-hover:text-indigo-700 sm:line-clamp-none group-hover:underline dark:text-slate-100 dark:group-hover:text-indigo-300"
              {...langOf(picked)}
            >
              {name}
            </span>
          </Link>
          <ChosenOptions product={product} original={column.query.data!} />
          <AddColumnToCart product={product} original={column.query.data!} />
        </>
      ) : column.query.isError ? (
        <p className="text-red-700 dark:text-red-300" role="alert">
          {isApiError(column.query.error, 404) ? t('compare:notFound') : t('compare:loadError')}
        </p>
      ) : (
        <div role="status">
          <span className="sr-only">{t('compare:loadingProduct')}</span>
          <Skeleton className="aspect-[4/3] w-full max-w-48" />
          <Skeleton className="mt-2 h-4 w-3/4" />
        </div>
      )}
      <button
        type="button"
        className={buttonClass('ghost', 'sm', 'mt-auto self-start px-2 text-red-700 dark:text-red-300')}
        aria-label={t('compare:removeNamed', { name })}
        onClick={onRemove}
      >
        <span aria-hidden>✕</span> {t('compare:remove')}
      </button>
    </div>
  );
}

/** What the shopper chose for this column (its configuration), under the product's name. */
function ChosenOptions({ product, original }: { product: Column['configured'] & {}; original: Product }) {
  const { t } = useFeatureTexts(compareTexts);
  const [language] = useLanguage();
  const names = Object.values(chosenOptionNames(original.features ?? {}, product.selectedOptions));
  if (names.length === 0) return null;
  return (
    <p className="text-xs text-slate-700 dark:text-slate-200" data-testid="compare-chosen-options">
      <span className="font-semibold">{t('compare:configuredWith')}</span>{' '}
      {names.map((name, index) => {
        const text = pickText(name.es, name.en, language);
        return (
          <Fragment key={index}>
            {index > 0 && ' · '}
            <span {...langOf(text)}>{text?.text}</span>
          </Fragment>
        );
      })}
    </p>
  );
}

/** Puts the column's product in the cart as configured here, without going back to its page. */
function useAddColumn(product: Column['configured'] & {}, original: Product) {
  const addToCart = useAddToCart();
  return () =>
    addToCart({
      ...original,
      basePrice: product.basePrice,
      selectedOptions: product.selectedOptions,
      optionNames: chosenOptionNames(original.features ?? {}, product.selectedOptions),
    });
}

/** Buys the column's product as configured here, without going back to its page. */
function AddColumnToCart({ product, original }: { product: Column['configured'] & {}; original: Product }) {
  const { t } = useFeatureTexts(compareTexts);
  const add = useAddColumn(product, original);
  if (product.stock <= 0)
    return <p className="text-sm font-medium text-red-700 dark:text-red-400">{t('product.outOfStock')}</p>;
  // On a phone the column is about 115 px wide: 'Agregar al carrito' took two lines there. The
  // cart's picture and the verb say it in one (the name read out stays the whole phrase).
  return (
    <button
      type="button"
      className={buttonClass('primary', 'sm', 'w-full px-2 sm:w-auto sm:self-start sm:px-3')}
      aria-label={t('product.addToCart')}
      onClick={add}
    >
      <CartIcon className="size-4 shrink-0 sm:hidden" />
      <span className="sm:hidden">{t('compare:add')}</span>
      <span className="max-sm:hidden">{t('product.addToCart')}</span>
    </button>
  );
}

interface Placement {
  top: number;
  left: number;
  width: number;
  /** The names' column's width, then each product's. */
  widths: number[];
  scrollLeft: number;
}

/**
 * Once the table's own head has scrolled under the site's header, a compact copy of it (picture,
 * name, price, add to cart) stays at the top, its columns under the table's and moved sideways
 * with it, so the shopper always sees which column is which product.
 */
function StickyHeads({
  columns,
  scroller,
  head,
  Image,
}: {
  columns: Column[];
  scroller: RefObject<HTMLDivElement | null>;
  head: RefObject<HTMLTableSectionElement | null>;
  Image: ProductImageComponent;
}) {
  const { t } = useFeatureTexts(compareTexts);
  const [placement, setPlacement] = useState<Placement | null>(null);
  useEffect(() => {
    const table = scroller.current;
    if (!table) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headRow = head.current?.rows[0];
      if (!headRow) return;
      // The site's header is sticky: what is under it is out of sight.
      const top = Math.max(0, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
      const box = table.getBoundingClientRect();
      const stuck = headRow.getBoundingClientRect().bottom < top && box.bottom > top + 120;
      setPlacement(
        stuck
          ? {
              top,
              left: box.left,
              width: table.clientWidth,
              widths: Array.from(headRow.cells, (cell) => cell.getBoundingClientRect().width),
              scrollLeft: table.scrollLeft,
            }
          : null,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    addEventListener('scroll', schedule, { passive: true });
    addEventListener('resize', schedule);
    table.addEventListener('scroll', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      removeEventListener('scroll', schedule);
      removeEventListener('resize', schedule);
      table.removeEventListener('scroll', schedule);
    };
  }, [scroller, head, columns.length]);
  if (!placement) return null;
  const [namesWidth = 0, ...widths] = placement.widths;
  return (
    <div
      className="fixed z-30 flex overflow-hidden border-y border-slate-200 bg-white/95 shadow-md backdrop-blur sm:border-x dark:border-slate-800 dark:bg-slate-950/95"
      style={{ top: placement.top, left: placement.left, width: placement.width }}
      data-testid="compare-sticky-heads"
    >
      <div
        className="relative z-10 shrink-0 border-r border-slate-200 bg-white p-2 text-xs font-semibold text-slate-600 uppercase sm:p-3 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-400"
        style={{ width: namesWidth }}
      >
        <span className="max-sm:hidden">{t('compare:featureColumn')}</span>
      </div>
      <div className="flex" style={{ transform: `translateX(${-placement.scrollLeft}px)` }}>
        {columns.map((column, index) => (
          <div key={column.id} className="shrink-0 p-2 sm:p-3" style={{ width: widths[index] }}>
            {column.configured && column.query.data && (
              <StickyHead product={column.configured} original={column.query.data} Image={Image} />
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function StickyHead({
  product,
  original,
  Image,
}: {
  product: Column['configured'] & {};
  original: Product;
  Image: ProductImageComponent;
}) {
  const { t } = useFeatureTexts(compareTexts);
  const [language] = useLanguage();
  const add = useAddColumn(product, original);
  const name = productName(product, language);
  return (
    <div className="flex items-center gap-2">
      <Image
        src={product.images[0] ?? product.image}
        width={80}
        height={80}
        sizes="40px"
        className="hidden size-10 shrink-0 rounded-md bg-slate-100 object-cover sm:block dark:bg-slate-800"
      />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-xs font-semibold sm:line-clamp-1" {...langOf(name)}>
          {name.text}
        </p>
        <p className="text-xs font-bold tabular-nums sm:text-sm">
          {formatMoney(product.basePrice, product.currency, language)}
        </p>
      </div>
      {product.stock > 0 && (
        <button
          type="button"
          // From sm up: on a phone the column is too narrow beside the price (its add button is at the top).
          className={buttonClass('primary', 'sm', 'size-9 shrink-0 px-0 max-sm:hidden')}
          aria-label={t('compare:addToCartNamed', { name: name.text })}
          onClick={add}
        >
          <CartIcon className="size-5" />
        </button>
      )}
    </div>
  );
}

const SEARCH_DELAY_MS = 300;

/** A search box over the catalogue to add another product (the list endpoint, searched and limited). */
function AddProduct({
  comparedIds,
  onAdd,
  Image,
}: {
  comparedIds: string[];
  onAdd: (id: string) => void;
  Image: ProductImageComponent;
}) {
  const { t } = useFeatureTexts(compareTexts);
  const [language] = useLanguage();
  const inputId = useId();
  const [text, setText] = useState('');
  // Waits for a pause in typing before asking the server.
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const deferredSearch = useDeferredValue(search);
  const query = useQuery({
    queryKey: compareSearchKey(deferredSearch),
    queryFn: ({ signal }) => searchProducts(deferredSearch, signal),
    enabled: deferredSearch.length > 0,
  });
  const full = comparedIds.length >= MAX_COMPARED;

  return (
    <section aria-labelledby="compare-add-heading" className="mt-10 max-w-2xl">
      <h2 id="compare-add-heading" className="text-xl font-bold">
        {t('compare:addTitle')}
      </h2>
      {full ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('compare:full')}</p>
      ) : (
        <>
          <label htmlFor={inputId} className="mt-3 block text-sm font-medium">
            {t('compare:searchLabel')}
          </label>
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('compare:searchPlaceholder')}
            maxLength={200}
            autoComplete="off"
            className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-900"
          />
          {deferredSearch && (
            <div className="mt-3" aria-live="polite">
              {query.isPending ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">{t('compare:searching')}</p>
              ) : query.isError ? (
                <p className="text-sm text-red-700 dark:text-red-300">{t('compare:searchError')}</p>
              ) : query.data.length === 0 ? (
                <p className="text-sm text-slate-600 dark:text-slate-300">
                  {t('compare:noResults', { search: deferredSearch })}
                </p>
              ) : (
                <ul
                  className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
                  data-testid="compare-search-results"
                >
                  {query.data.map((product) => {
                    const added = comparedIds.includes(product.id);
                    return (
                      <li key={product.id} className="flex items-center gap-3 p-3">
                        <ProductTile
                          Image={Image}
                          image={product.images[0] ?? product.image}
                          name={productName(product, language)}
                          price={formatMoney(product.basePrice, product.currency, language)}
                          size="small"
                        />
                        <button
                          type="button"
                          className={buttonClass('secondary', 'sm')}
                          disabled={added}
                          aria-label={
                            added ? undefined : t('compare:addNamed', { name: productName(product, language).text })
                          }
                          onClick={() => {
                            onAdd(product.id);
                            setText('');
                          }}
                        >
                          {t(added ? 'compare:alreadyAdded' : 'compare:add')}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
