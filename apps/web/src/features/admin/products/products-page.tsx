import { useRef, useState, type ComponentType } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatMoney, langOf, productName, type Product, type ProductSummary } from '@shop/domain';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDebouncedValue } from '../../../shared/lib/use-debounced-value';
import { productDescription } from '../../../shared/lib/product-text';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useAlerts } from '../../../shared/ui/alerts';
import { buttonClass } from '../../../shared/ui/button';
import { inputClass } from '../../../shared/ui/form-field';
import { SearchIcon } from '../../../shared/ui/icons';
import { ADMIN_PAGE_SIZE, adminProductsQuery, editedProductQuery } from './api';
import { formValuesOf } from './form-logic';
import { ProductForm, type FeaturesEditorProps } from './product-form';
import { useProductWrites } from './use-product-writes';
import { adminProductsTexts } from './texts';

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
 * /admin/productos: the whole catalogue, searched and paged by the server (so
 * staff reach every product), one card per product with edit and delete, the inline edit form
 * under the product being edited (one at a time).
 */
export function ProductsPage({ FeaturesEditor }: { FeaturesEditor?: ComponentType<FeaturesEditorProps> }) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [language] = useLanguage();
  const { confirm } = useAlerts();
  const writes = useProductWrites();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  // A new search starts again from its first page.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const setPage = (next: number) => setPaging({ search, page: next });
  const [editing, setEditing] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useQuery({ ...adminProductsQuery(search, page), placeholderData: keepPreviousData });
  useDocumentTitle(t('adminProducts:listTitle'));

  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ADMIN_PAGE_SIZE));

  async function remove(product: ProductSummary) {
    const confirmed = await confirm({
      title: t('adminProducts:confirmDeleteTitle'),
      message: t('adminProducts:confirmDeleteText'),
    });
    if (!confirmed) return;
    if (await writes.remove(product.id)) {
      if (editing === product.id) setEditing(null);
      // The last card of the last page is gone: show the page before it.
      if (products.length === 1 && page > 1) setPage(page - 1);
      heading.current?.focus();
    }
  }

  const products = list.data?.products ?? [];

  return (
    <section aria-labelledby="products-title" className="space-y-6 pb-20 md:pb-0">
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
        <Link to="/admin/create-product" className={buttonClass('primary')}>
          + {t('adminProducts:add')}
        </Link>
      </div>

      <form role="search" onSubmit={(event) => event.preventDefault()} className="relative max-w-xl">
        <label htmlFor="admin-product-search" className="sr-only">
          {t('adminProducts:searchLabel')}
        </label>
        <SearchIcon
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          aria-hidden
        />
        <input
          id="admin-product-search"
          type="search"
          className={`${inputClass} mt-0 pl-10`}
          placeholder={t('adminProducts:searchPlaceholder')}
          value={typed}
          maxLength={200}
          onChange={(event) => setTyped(event.target.value)}
        />
      </form>

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
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('adminProducts:count', { count: list.data?.total ?? 0 })}
          </p>
          <ul className="space-y-4" aria-busy={list.isFetching || undefined}>
            {products.map((product) => {
              // The English name and description on an English page, where the product has them.
              const name = productName(product, language);
              const description = productDescription(product, language);
              return (
                <li key={product.id} className={panel} data-testid="admin-product">
                  <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold break-words" {...langOf(name)}>
                        {name.text}
                      </h2>
                      <p
                        className="mt-1 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400"
                        {...langOf(description)}
                      >
                        {description.text}
                      </p>
                      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        <span className="font-semibold" data-testid="admin-product-price">
                          {formatMoney(product.basePrice, product.currency, language)}
                        </span>
                        <span className="text-slate-600 dark:text-slate-400">
                          {t('adminProducts:stock', { count: product.stock })}
                        </span>
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <button
                        type="button"
                        className={buttonClass('secondary', 'sm')}
                        aria-expanded={editing === product.id}
                        aria-label={
                          editing === product.id
                            ? t('adminProducts:closeEdit')
                            : t('adminProducts:editNamed', { name: name.text })
                        }
                        onClick={() => setEditing(editing === product.id ? null : product.id)}
                      >
                        {editing === product.id ? t('adminProducts:form.cancel') : t('adminProducts:edit')}
                      </button>
                      <button
                        type="button"
                        className={buttonClass('danger', 'sm')}
                        aria-label={t('adminProducts:deleteNamed', { name: name.text })}
                        onClick={() => void remove(product)}
                      >
                        {t('adminProducts:delete')}
                      </button>
                    </div>
                  </div>
                  {editing === product.id && (
                    <div className="border-t border-slate-200 p-4 sm:p-6 dark:border-slate-800">
                      <InlineEdit id={product.id} FeaturesEditor={FeaturesEditor} onDone={() => setEditing(null)} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('adminProducts:pagination')} className="flex items-center justify-center gap-3">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {t('adminProducts:previous')}
              </button>
              <span className="text-sm">{t('adminProducts:pageOf', { page, pages })}</span>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {t('adminProducts:next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** The inline edit form: the product as stored now (every field, its version), saved as a merge of what changed. */
function InlineEdit({
  id,
  FeaturesEditor,
  onDone,
}: {
  id: string;
  FeaturesEditor?: ComponentType<FeaturesEditorProps>;
  onDone: () => void;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const writes = useProductWrites();
  const product = useQuery(editedProductQuery(id));
  const [changed, setChanged] = useState(false);

  if (product.isPending) return <Spinner label={t('adminProducts:loading')} />;
  if (product.isError) {
    return (
      <div role="alert">
        <p>{t('adminProducts:loadProductError')}</p>
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => void product.refetch()}>
          {t('adminProducts:retry')}
        </button>
      </div>
    );
  }
  return (
    <EditForm
      key={product.data.version}
      product={product.data}
      FeaturesEditor={FeaturesEditor}
      onDone={onDone}
      changed={changed}
      onChanged={setChanged}
      reload={() => void product.refetch().then(() => setChanged(false))}
      writes={writes}
    />
  );
}

function EditForm({
  product,
  FeaturesEditor,
  onDone,
  changed,
  onChanged,
  reload,
  writes,
}: {
  product: Product;
  FeaturesEditor?: ComponentType<FeaturesEditorProps>;
  onDone: () => void;
  changed: boolean;
  onChanged: (changed: boolean) => void;
  reload: () => void;
  writes: ReturnType<typeof useProductWrites>;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [loaded] = useState(() => formValuesOf(product));
  return (
    <>
      {changed && (
        <div
          role="alert"
          className="mb-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
          data-testid="product-changed"
        >
          <p className="font-semibold">{t('adminProducts:changedTitle')}</p>
          <p className="mt-1 text-sm">{t('adminProducts:changedText')}</p>
          <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={reload}>
            {t('adminProducts:reload')}
          </button>
        </div>
      )}
      <ProductForm
        idPrefix={`edit-${product.id}`}
        mode="edit"
        initial={loaded}
        FeaturesEditor={FeaturesEditor}
        onCancel={onDone}
        onSave={async (values) => {
          const outcome = await writes.update(product, loaded, values);
          if (outcome === 'changed') onChanged(true);
          if (outcome === 'saved') onDone();
          return outcome === 'saved';
        }}
      />
    </>
  );
}
