import { Link, useLocation } from 'wouter';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { buttonClass } from '../../shared/ui/button';
import { notFoundTexts } from './texts';

/**
 * What an address that is no page shows (the server answers it 404): that the page is not there,
 * the address asked for, and the ways on, instead of the home page without a word (a mistyped
 * link would otherwise look like a broken shop). docs/spec-deviations.md.
 */
export default function NotFoundPage() {
  const { t } = useFeatureTexts(notFoundTexts);
  useDocumentTitle(t('notFound:title'));
  const [path] = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="not-found-page">
      <p className="text-sm font-semibold tracking-wide text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-slate-100">{t('notFound:heading')}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t('notFound:explanation')}</p>
      <p className="mt-3 text-sm break-all text-slate-500 dark:text-slate-400">
        {t('notFound:address')} <code className="font-mono text-slate-700 dark:text-slate-200">{path}</code>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/" className={buttonClass('primary', 'md')}>
          {t('notFound:home')}
        </Link>
        <Link to="/productos" className={buttonClass('secondary', 'md')}>
          {t('notFound:products')}
        </Link>
      </div>
    </div>
  );
}
