import { useTranslation } from '../../shared/i18n/react';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

type Section = 'dashboard' | 'products' | 'createProduct' | 'users';

/** Stand-in for an admin page another issue builds, so the route table is complete. */
export function AdminPlaceholder({ section }: { section: Section }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`admin.${section}`));
  return (
    <section>
      <h1 className="text-2xl font-bold">{t(`admin.${section}`)}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t('admin.comingSoon')}</p>
    </section>
  );
}
