import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageBoundary } from '../PageBoundary';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';

export function ShopLayout() {
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
      <main id="main" className="flex-1">
        <PageBoundary>
          <Outlet />
        </PageBoundary>
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}
