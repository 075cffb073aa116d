import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { BRAND } from '../../shared/lib/use-document-title';
import { signOut, useSession } from '../../shared/session/session';
import { GridIcon } from '../../shared/ui/icons';
import {
  ArrowLeftIcon,
  BoxIcon,
  ChartIcon,
  LogIcon,
  LogoutIcon,
  SettingsIcon,
  StarIcon,
  UsersIcon,
} from './admin-icons';
import { useOutboxAvailable } from './outbox-available';
import { adminTexts } from './texts';

type Section = 'dashboard' | 'orders' | 'products' | 'createProduct' | 'reviews' | 'users' | 'settings' | 'audit';

interface AdminLink {
  to: string;
  section: Section;
  Icon: typeof ChartIcon;
  /** Other paths that belong to this link's section (the add-product page to the products). */
  also?: string[];
  /** Paths under this one belong to it too (an order's page to the orders). */
  prefix?: boolean;
}

const PAGE_SECTIONS: Record<string, Section> = {
  '/admin': 'dashboard',
  '/admin/pedidos': 'orders',
  '/admin/productos': 'products',
  '/admin/create-product': 'createProduct',
  '/admin/resenas': 'reviews',
  '/admin/users': 'users',
  '/admin/ajustes': 'settings',
  '/admin/registro': 'audit',
};

/**
 * Frame of the admin area: on wide screens a sidebar with the sections, the
 * signed-in user's name and e-mail and logout; below 768 px a top bar with the page's title and
 * a bottom bar (exit, dashboard, products, users). The users section only for a super admin.
 * Loaded only when /admin is opened; the language and theme switches come from the shop's
 * header (given by the router), so they are not loaded twice.
 */
export function AdminLayout({ children, preferences }: { children: ReactNode; preferences?: ReactNode }) {
  const { t } = useFeatureTexts(adminTexts);
  const { user, isSuperAdmin } = useSession();
  const [path, navigate] = useLocation();
  const links: AdminLink[] = [
    { to: '/admin', section: 'dashboard', Icon: ChartIcon },
    { to: '/admin/pedidos', section: 'orders', Icon: BoxIcon, prefix: true },
    { to: '/admin/productos', section: 'products', Icon: GridIcon, prefix: true, also: ['/admin/create-product'] },
    { to: '/admin/resenas', section: 'reviews', Icon: StarIcon },
    // The change log is reached from the settings page on a phone, where the bottom bar has no room for it.
    { to: '/admin/ajustes', section: 'settings', Icon: SettingsIcon, also: ['/admin/registro'] },
    ...(isSuperAdmin ? [{ to: '/admin/users', section: 'users' as const, Icon: UsersIcon }] : []),
  ];
  const settingsAt = links.findIndex((link) => link.section === 'settings');
  const sidebarLinks: AdminLink[] = [
    ...links.slice(0, settingsAt),
    { to: '/admin/ajustes', section: 'settings', Icon: SettingsIcon },
    { to: '/admin/registro', section: 'audit', Icon: LogIcon },
    ...links.slice(settingsAt + 1),
  ];
  const isCurrent = (link: AdminLink) =>
    path === link.to ||
    (link.also?.includes(path) ?? false) ||
    (link.prefix === true && path.startsWith(`${link.to}/`));
  // An order's or a product's own page belongs to its list's section (title and highlighted link).
  const section =
    PAGE_SECTIONS[path] ??
    (path.startsWith('/admin/pedidos/') ? 'orders' : path.startsWith('/admin/productos/') ? 'products' : 'dashboard');
  const pageTitle = path === '/admin/correos' ? t('adminArea:mailNav') : t(`adminArea:${section}`);
  const outboxAvailable = useOutboxAvailable();

  const logout = () => {
    // Leave the admin area first: signed out there, its guard would send the visitor to /auth.
    navigate('/', { replace: true });
    signOut();
  };

  return (
    <div className="min-h-screen md:flex">
      <aside className="hidden border-r border-slate-200 bg-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col dark:border-slate-800 dark:bg-slate-950">
        <div className="px-5 pt-5 pb-4">
          <Link to="/" className="text-xl font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300">
            {BRAND}
          </Link>
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {t('adminArea:title')}
          </p>
        </div>
        <nav className="flex-1 space-y-1 px-3" aria-label={t('adminArea:adminNav')}>
          {sidebarLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              aria-current={isCurrent(link) ? 'page' : undefined}
              className="flex items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-indigo-500"
            >
              <link.Icon className="size-5" />
              {t(`adminArea:${link.section}`)}
            </Link>
          ))}
          {outboxAvailable && (
            <Link
              to="/admin/correos"
              aria-current={path === '/admin/correos' ? 'page' : undefined}
              className="flex items-center gap-3 rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-indigo-500"
            >
              <span aria-hidden="true" className="flex size-5 items-center justify-center">
                ✉
              </span>
              {t('adminArea:mailNav')}
            </Link>
          )}
          <Link
            to="/"
            className="flex items-center gap-3 rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <ArrowLeftIcon className="size-5" />
            {t('adminArea:backToShop')}
          </Link>
        </nav>
        <div className="border-t border-slate-200 p-4 dark:border-slate-800" data-testid="admin-user">
          <div className="mb-3 flex gap-1">{preferences}</div>
          <p className="sr-only">{t('adminArea:signedInAs')}</p>
          <p className="truncate font-semibold">{user?.name}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-300">{user?.email}</p>
          <button
            type="button"
            onClick={logout}
            className="mt-3 flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
          >
            <LogoutIcon className="size-5" />
            {t('adminArea:logout')}
          </button>
        </div>
      </aside>

      <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b border-slate-200 bg-white/95 px-4 backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-950/95">
        <p className="mr-auto truncate text-lg font-bold" data-testid="admin-page-title">
          {pageTitle}
        </p>
        {preferences}
      </header>

      <main id="main" className="min-w-0 flex-1 p-4 pb-24 md:p-8">
        {children}
      </main>

      <nav
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
        aria-label={t('adminArea:adminNav')}
        data-testid="admin-bottom-bar"
      >
        <ul className={`grid h-16 ${BOTTOM_COLUMNS[links.length + 1] ?? 'grid-cols-7'}`}>
          <li>
            <Link to="/" className={bottomLinkClass}>
              <ArrowLeftIcon className="size-5" />
              {t('adminArea:exit')}
            </Link>
          </li>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={isCurrent(link) ? 'page' : undefined} className={bottomLinkClass}>
                <link.Icon className="size-5" />
                {t(`adminArea:${link.section}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The bottom bar's columns: exit plus each section (static names, so the style sheet has them). */
const BOTTOM_COLUMNS: Record<number, string> = {
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-6',
  7: 'grid-cols-7',
};

const bottomLinkClass =
  'flex h-full flex-col items-center justify-center gap-0.5 text-xs text-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700 dark:text-slate-200 dark:aria-[current=page]:text-indigo-300';
