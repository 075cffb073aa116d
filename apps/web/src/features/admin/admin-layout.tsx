import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/react';
import { useSession } from '../../shared/session/session';

/** Frame of the admin area; the admin issues fill its pages. Loaded only when /admin is opened. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user, isSuperAdmin } = useSession();
  // Active means this very page: the admin area has no deeper paths under its sections.
  const linkClass = (active: boolean) =>
    `block rounded-lg px-3 py-2 ${active ? 'bg-indigo-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="border-b border-slate-200 p-4 md:w-60 md:border-r md:border-b-0 dark:border-slate-800">
        <p className="font-bold">{t('admin.title')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{user?.email}</p>
        <nav className="mt-4 space-y-1" aria-label={t('admin.title')}>
          <Link to="/admin" className={linkClass}>
            {t('admin.dashboard')}
          </Link>
          <Link to="/admin/productos" className={linkClass}>
            {t('admin.products')}
          </Link>
          {isSuperAdmin && (
            <Link to="/admin/users" className={linkClass}>
              {t('admin.users')}
            </Link>
          )}
          <Link to="/" className={linkClass}>
            {t('admin.backToShop')}
          </Link>
        </nav>
      </aside>
      <main className="flex-1 p-6">{children}</main>
    </div>
  );
}
