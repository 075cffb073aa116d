import { useEffect } from 'react';
import { Link } from 'wouter';
import { useQueries } from '@tanstack/react-query';
import type { ProductSummary } from '@shop/domain';
import { isApiError } from '../../shared/api/http';
import { fetchProduct, productDetailKey } from '../../shared/api/product-detail';
import { forgetFavourites, useFavourites } from '../../shared/favourites/store';
import { favouriteTexts } from '../../shared/favourites/texts';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { ProductGrid, ProductGridSkeleton } from '../../shared/products/product-grid';
import { useSession } from '../../shared/session/session';
import { buttonClass } from '../../shared/ui/button';

/**
 * 'Favoritos' (/favoritos): the shopper's favourite products, the latest first, each as a card
 * with its current price and stock (its heart takes it off the list). A signed-in shopper's come
 * from the account with their products; a guest's are kept in the browser and fetched one by one,
 * and one whose product no longer exists drops out quietly.
 */
export default function FavouritesPage() {
  const { t } = useFeatureTexts(favouriteTexts);
  useDocumentTitle(t('favourites:title'));
  const { user } = useSession();
  const { ids, ready, products, failed } = useFavourites();
  const missing = ids.filter((id) => !products[id]);
  const queries = useQueries({
    queries: missing.map((id) => ({ queryKey: productDetailKey(id), queryFn: () => fetchProduct(id) })),
  });
  const fetched = new Map(missing.map((id, index) => [id, queries[index]!]));
  const gone = missing.filter((id) => isApiError(fetched.get(id)?.error, 404)).join();
  useEffect(() => {
    if (gone) forgetFavourites(gone.split(','));
  }, [gone]);
  const shown = ids.flatMap((id): ProductSummary[] => {
    const product = products[id] ?? fetched.get(id)?.data;
    return product ? [product] : [];
  });
  const loading = !ready || queries.some((query) => query.isPending);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="favourites-page">
      <h1 className="text-3xl font-bold">{t('favourites:title')}</h1>
      <p className="mt-1 min-h-6 text-slate-600 dark:text-slate-300" role="status">
        {ready && !failed && t('favourites:count', { count: ids.length })}
      </p>
      {!user && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('favourites:guestNote')}</p>}
      <div className="mt-6">
        {failed ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('favourites:loadError')}
          </p>
        ) : loading && shown.length === 0 ? (
          <ProductGridSkeleton count={Math.min(Math.max(ids.length, 4), 8)} />
        ) : shown.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
            <p className="text-slate-700 dark:text-slate-200">{t('favourites:empty')}</p>
            <Link to="/productos" className={buttonClass('primary', 'md', 'mt-4')}>
              {t('favourites:browse')}
            </Link>
          </div>
        ) : (
          <ProductGrid products={shown} />
        )}
      </div>
    </div>
  );
}
