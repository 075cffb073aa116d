import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { PageBoundary } from '../page-boundary';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { afterPageContent } from '../../shared/lib/page-content';

const Footer = lazy(afterPageContent(() => import('./footer/footer')));
/**
 * One element for every render: a server-rendered boundary whose code has not arrived yet is
 * thrown away and rendered afresh when it receives new props (see header-search.tsx), and the
 * layout re-renders with each page it holds.
 */
const lazyFooter = (
  <Suspense>
    <Footer />
  </Suspense>
);

export function ShopLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-indigo-600 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      {/* At least a screen high (minus the top bar), so the footer starts below the fold and is
          not pushed down - a layout shift - when a lazily loaded page replaces its spinner. */}
      <main id="main" className="min-h-[calc(100svh-4rem)] flex-1">
        <PageBoundary>{children}</PageBoundary>
      </main>
      {lazyFooter}
      <BottomBar />
    </div>
  );
}
