import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/lib/useDocumentTitle';

/** Placeholder: sign-in and registration are built by the accounts issue. */
export function AuthPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.title'));
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t('auth.title')}</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{t('auth.comingSoon')}</p>
    </section>
  );
}
