import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { productName, type Product } from '@shop/domain';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { buttonClass } from '../../../shared/ui/button';
import { ChevronLeftIcon } from '../../../shared/ui/icons';
import { editedProductQuery } from './api';
import { formValuesOf } from './form-logic';
import { rememberedListUrl } from './list-url';
import { ProductForm, type FeaturesEditorProps } from './product-form';
import { useProductWrites } from './use-product-writes';
import { adminProductsTexts } from './texts';

/**
 * /admin/productos/:id: one product's form, in sections, from the version stored now. After a
 * save (or Cancel) staff are back on the list exactly where they left it: its filters, sort and page.
 */
export function EditProductPage({
  id,
  FeaturesEditor,
}: {
  id: string;
  FeaturesEditor?: ComponentType<FeaturesEditorProps>;
}) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [language] = useLanguage();
  const product = useQuery(editedProductQuery(id));
  const [changed, setChanged] = useState(false);
  const listUrl = rememberedListUrl();
  const name = product.data ? productName(product.data, language).text : '';
  useDocumentTitle(name ? t('adminProducts:editTitle', { name }) : t('adminProducts:listTitle'));

  return (
    <section aria-labelledby="edit-product-title" className="space-y-4 pb-4">
      <Link to={listUrl} className={buttonClass('ghost', 'sm', '-ml-2')}>
        <ChevronLeftIcon className="size-4" aria-hidden />
        {t('adminProducts:back')}
      </Link>
      <h1 id="edit-product-title" className="text-xl font-bold break-words md:text-2xl">
        {name || t('adminProducts:loading')}
      </h1>
      {product.isPending ? (
        <div role="status" className="py-12 text-center text-slate-600 dark:text-slate-300">
          {t('adminProducts:loading')}
        </div>
      ) : product.isError ? (
        <div role="alert">
          <p>{t('adminProducts:loadProductError')}</p>
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'mt-3')}
            onClick={() => void product.refetch()}
          >
            {t('adminProducts:retry')}
          </button>
        </div>
      ) : (
        <>
          {changed && (
            <div
              role="alert"
              className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-100"
              data-testid="product-changed"
            >
              <p className="font-semibold">{t('adminProducts:changedTitle')}</p>
              <p className="mt-1 text-sm">{t('adminProducts:changedText')}</p>
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'mt-3')}
                onClick={() => void product.refetch().then(() => setChanged(false))}
              >
                {t('adminProducts:reload')}
              </button>
            </div>
          )}
          <EditForm
            key={product.data.version}
            product={product.data}
            FeaturesEditor={FeaturesEditor}
            listUrl={listUrl}
            onChanged={() => setChanged(true)}
          />
        </>
      )}
    </section>
  );
}

function EditForm({
  product,
  FeaturesEditor,
  listUrl,
  onChanged,
}: {
  product: Product;
  FeaturesEditor?: ComponentType<FeaturesEditorProps>;
  listUrl: string;
  onChanged: () => void;
}) {
  const writes = useProductWrites();
  const [, navigate] = useLocation();
  const [loaded] = useState(() => formValuesOf(product));
  return (
    <ProductForm
      idPrefix={`edit-${product.id}`}
      mode="edit"
      initial={loaded}
      FeaturesEditor={FeaturesEditor}
      onCancel={() => navigate(listUrl)}
      onSave={async (values) => {
        const outcome = await writes.update(product, loaded, values);
        if (outcome === 'changed') onChanged();
        if (outcome === 'saved') navigate(listUrl);
        return outcome === 'saved';
      }}
    />
  );
}
