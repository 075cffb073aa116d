import { type ComponentType, Suspense } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/react';
import { type Category } from '@shop/domain';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useHydrated } from '../../shared/lib/use-hydrated';
import { buttonClass } from '../../shared/ui/button';
import { HeadsetIcon, LaptopIcon, PhoneIcon, SettingsIcon, ShieldIcon, TruckIcon } from '../../shared/ui/icons';
import { ProductGrid, ProductGridSkeleton } from '../../shared/products/product-grid';
import { FallbackNotice } from './fallback-notice';
import { useProductPage } from './use-product-list';

const FEATURED: { category: Category; Icon: typeof LaptopIcon }[] = [
  { category: 'Laptops', Icon: LaptopIcon },
  { category: 'Smartphones', Icon: PhoneIcon },
  { category: 'Accesorios', Icon: SettingsIcon },
];

const REASONS = [
  { key: 'quality', Icon: ShieldIcon },
  { key: 'shipping', Icon: TruckIcon },
  { key: 'support', Icon: HeadsetIcon },
] as const;

/** How many of the newest products the home shows. */
const LATEST_COUNT = 8;

/** `RecentlyViewed`: the strip of products opened before (a feature of its own, handed down by app/), below the first screen after hydration. */
export function HomePage({ RecentlyViewed }: { RecentlyViewed?: ComponentType }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  useDocumentTitle(t('home.pageTitle'));
  const latest = useProductPage({ limit: LATEST_COUNT, params: 'sort=newest' });

  return (
    <>
      <section className="bg-gradient-to-br from-indigo-700 to-slate-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:py-24">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('home.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-indigo-100">{t('home.subtitle')}</p>
          <Link to="/productos" className={buttonClass('secondary', 'lg', 'mt-8 border-none')}>
            {t('home.browse')}
          </Link>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-2xl font-bold">
          {t('home.featuredTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {FEATURED.map(({ category, Icon }) => (
            <li key={category}>
              <Link
                to={`/productos?categoria=${encodeURIComponent(category)}`}
                className="flex items-center gap-4 rounded-xl border border-slate-200 p-6 transition-colors hover:border-indigo-500 hover:bg-indigo-50 dark:border-slate-800 dark:hover:bg-slate-900"
              >
                <Icon className="size-10 text-indigo-600 dark:text-indigo-400" />
                <span className="text-lg font-semibold">{t(`categories.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto max-w-7xl px-4 pb-12" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="mb-6 text-2xl font-bold">
          {t('home.latestTitle')}
        </h2>
        {latest.fallback && <FallbackNotice reason={latest.fallback} />}
        {latest.isLoading ? <ProductGridSkeleton count={LATEST_COUNT} /> : <ProductGrid products={latest.products} />}
      </section>
      {hydrated && RecentlyViewed && (
        <Suspense>
          <RecentlyViewed />
        </Suspense>
      )}

      <section className="bg-slate-50 dark:bg-slate-900" aria-labelledby="why-heading">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="why-heading" className="text-center text-2xl font-bold">
            {t('home.whyTitle')}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-3">
            {REASONS.map(({ key, Icon }) => (
              <li key={key} className="text-center">
                <Icon className="mx-auto size-10 text-indigo-600 dark:text-indigo-400" />
                <h3 className="mt-3 text-lg font-semibold">{t(`home.why.${key}.title`)}</h3>
                <p className="mt-1 text-slate-600 dark:text-slate-300">{t(`home.why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h2 className="text-2xl font-bold">{t('home.ctaTitle')}</h2>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t('home.ctaText')}</p>
        <Link to="/productos" className={buttonClass('primary', 'lg', 'mt-6')}>
          {t('home.ctaButton')}
        </Link>
      </section>
    </>
  );
}
