import { Link, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../shared/ui/button';

/** Last resort when a page throws or its code cannot be fetched (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <section className="mx-auto max-w-lg px-4 py-20 text-center" role="alert">
      <h1 className="text-2xl font-bold">{t('errors.pageTitle')}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('errors.pageText')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
        <Link to="/" className={buttonClass('secondary')} reloadDocument>
          {t('nav.home')}
        </Link>
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
