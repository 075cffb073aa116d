import { useEffect } from 'react';
import { Link } from 'wouter';
import { useQueries } from '@tanstack/react-query';
import { langOf, productName, productPath, type Product } from '@shop/domain';
import { isApiError } from '../../shared/api/http';
import { fetchProduct, productDetailKey } from '../../shared/api/product-detail';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLanguage } from '../../shared/i18n/use-language';
import { usePriceFormatter } from '../../shared/lib/format';
import { buttonClass } from '../../shared/ui/button';
import { CloseIcon } from '../../shared/ui/icons';
import { ProductImage } from '../../shared/ui/product-image';
import { clearViewed, forgetViewed, recordView, useRecentlyViewed } from './store';
import { recentlyViewedTexts } from './texts';

/**
 * The last products the shopper opened, the latest first: on the home page, and under a product
 * page (which it records as viewed, and leaves out of its own strip). Kept in the browser only;
 * a product that no longer exists drops out quietly. Rendered after hydration, below the first
 * screen, in a lazy chunk of its own.
 */
export default function RecentlyViewed({ productId }: { productId?: string }) {
  const { t } = useFeatureTexts(recentlyViewedTexts);
  const [language] = useLanguage();
  const formatPrice = usePriceFormatter();
  const viewed = useRecentlyViewed();
  useEffect(() => {
    if (productId) recordView(productId);
  }, [productId]);
  const ids = viewed.filter((id) => id !== productId);
  const queries = useQueries({
    queries: ids.map((id) => ({ queryKey: productDetailKey(id), queryFn: () => fetchProduct(id) })),
  });
  const gone = ids.filter((_, index) => isApiError(queries[index]!.error, 404));
  const goneKey = gone.join();
  useEffect(() => {
    if (goneKey) forgetViewed(goneKey.split(','));
  }, [goneKey]);
  const products = queries.flatMap((query) => (query.data ? [query.data as Product] : []));
  if (products.length === 0) return null;

  return (
    <section
      className="mx-auto max-w-7xl px-4 py-8"
      aria-labelledby="recently-viewed-heading"
      data-testid="recently-viewed"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="recently-viewed-heading" className="text-xl font-bold sm:text-2xl">
          {t('recentlyViewed:title')}
        </h2>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={clearViewed}>
          {t('recentlyViewed:clearAll')}
        </button>
      </div>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {products.map((product) => {
          const name = productName(product, language);
          return (
            <li
              key={product.id}
              className="relative w-36 shrink-0 snap-start sm:w-44"
              data-testid="recently-viewed-item"
            >
              <Link
                to={productPath(product.id)}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-800 dark:bg-slate-900"
              >
                <ProductImage
                  src={product.images[0] ?? product.image}
                  width={176}
                  height={176}
                  sizes="176px"
                  loading="lazy"
                  className="aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800"
                />
                <span className="flex flex-1 flex-col gap-1 p-2.5">
                  <span
                    className="line-clamp-2 text-sm leading-snug font-semibold group-hover:text-indigo-700 group-hover:underline dark:group-hover:text-indigo-300"
                    {...langOf(name)}
                  >
                    {name.text}
                  </span>
                  <span className="mt-auto text-sm font-bold tabular-nums">
                    {formatPrice(product.basePrice, product.currency)}
                  </span>
                </span>
              </Link>
              <button
                type="button"
                className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:bg-white hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:bg-slate-900/90 dark:text-slate-200 dark:hover:text-red-400"
                aria-label={t('recentlyViewed:remove', { name: name.text })}
                onClick={() => forgetViewed([product.id])}
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
