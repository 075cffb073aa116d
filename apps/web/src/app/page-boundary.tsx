import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../shared/i18n/react';
import { buttonClass } from '../shared/ui/button';

/**
 * Wraps a page: a spinner while its code loads, and a readable error instead of a blank
 * screen when it throws or its chunk cannot be fetched (e.g. after a deploy). Keyed by
 * path, so navigating elsewhere clears the error.
 */
export function PageBoundary({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  return (
    <ErrorBoundary key={pathname}>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}

function PageError() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('errors.pageTitle')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('errors.pageText')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <a href="/" className={buttonClass('secondary')}>
          {t('nav.home')}
        </a>
      </div>
    </section>
  );
}

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-indigo-600 border-t-transparent" aria-hidden />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
