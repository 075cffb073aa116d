import { NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth';

/** Frame of the admin area; the admin issues fill its pages. Loaded only when /admin is opened. */
export function AdminLayout() {
  const { t } = useTranslation();
  const { user, isSuperAdmin } = useSession();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `block rounded-lg px-3 py-2 ${isActive ? 'bg-indigo-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="border-b border-slate-200 p-4 md:w-60 md:border-r md:border-b-0 dark:border-slate-800">
        <p className="font-bold">{t('admin.title')}</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{user?.email}</p>
        <nav className="mt-4 space-y-1" aria-label={t('admin.title')}>
          <NavLink to="/admin" end className={linkClass}>
            {t('admin.dashboard')}
          </NavLink>
          <NavLink to="/admin/productos" className={linkClass}>
            {t('admin.products')}
          </NavLink>
          {isSuperAdmin && (
            <NavLink to="/admin/users" className={linkClass}>
              {t('admin.users')}
            </NavLink>
          )}
          <NavLink to="/" className={linkClass}>
            {t('admin.backToShop')}
          </NavLink>
        </nav>
      </aside>
      <main className="flex-1 p-6">
        <Outlet />
      </main>
    </div>
  );
}
