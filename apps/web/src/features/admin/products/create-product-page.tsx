import type { ComponentType } from 'react';
import { Link, useLocation } from 'wouter';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { buttonClass } from '../../../shared/ui/button';
import { ChevronLeftIcon } from '../../../shared/ui/icons';
import { PRODUCTS_PATH } from './list-url';
import { ProductForm, type FeaturesEditorProps } from './product-form';
import { useProductWrites } from './use-product-writes';
import { adminProductsTexts } from './texts';

/** /admin/create-product: the product form; back to the list after a successful create. */
export function CreateProductPage({ FeaturesEditor }: { FeaturesEditor?: ComponentType<FeaturesEditorProps> }) {
  const { t } = useFeatureTexts(adminProductsTexts);
  const [, navigate] = useLocation();
  const writes = useProductWrites();
  useDocumentTitle(t('adminProducts:createTitle'));

  return (
    <section aria-labelledby="create-product-title" className="space-y-6 pb-20 md:pb-0">
      <Link to={PRODUCTS_PATH} className={buttonClass('ghost', 'sm', '-ml-2')}>
        <ChevronLeftIcon className="size-4" aria-hidden />
        {t('adminProducts:back')}
      </Link>
      {/* On phones the admin top bar already shows the page title. */}
      <h1 id="create-product-title" className="sr-only text-2xl font-bold md:not-sr-only">
        {t('adminProducts:createTitle')}
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <ProductForm
          idPrefix="new-product"
          mode="create"
          FeaturesEditor={FeaturesEditor}
          onSave={async (values) => {
            const product = await writes.create(values);
            if (product) navigate(PRODUCTS_PATH);
            return product !== undefined;
          }}
        />
      </div>
    </section>
  );
}
