import { Link, useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../shared/i18n/react';
import { GridIcon, HomeIcon, LaptopIcon, PhoneIcon, SettingsIcon } from '../../shared/ui/icons';
import { useSession } from '../../shared/session/session';

interface BarLink {
  to: string;
  label: string;
  Icon: typeof HomeIcon;
  /** Also current for deeper paths (the admin area). */
  prefix?: boolean;
}

/** Mobile navigation below 768 px; hidden by CSS on wider screens. */
export function BottomBar() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  const links: BarLink[] = [
    { to: '/', label: t('nav.home'), Icon: HomeIcon },
    { to: '/productos', label: t('nav.products'), Icon: GridIcon },
    ...(isAdmin
      ? [{ to: '/admin', label: t('nav.admin'), Icon: SettingsIcon, prefix: true }]
      : [
          { to: '/productos?category=smartphones', label: t('categories.Smartphones'), Icon: PhoneIcon },
          { to: '/productos?category=laptops', label: t('categories.Laptops'), Icon: LaptopIcon },
        ]),
  ];
  // Compared with the query string: the path alone would mark all three catalogue links as current at once.
  const current = search ? `${pathname}?${search}` : pathname;
  const isCurrent = ({ to, prefix }: BarLink) => (prefix ? pathname.startsWith(to) : current === to);

  return (
    <nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
      aria-label={t('layout.mobileNav')}
      data-testid="bottom-bar"
    >
      <ul className={`grid h-16 ${links.length === 3 ? 'grid-cols-3' : 'grid-cols-4'}`}>
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={isCurrent(link) ? 'page' : undefined}
              className="flex h-full flex-col items-center justify-center gap-0.5 text-xs text-slate-700 aria-[current=page]:font-semibold aria-[current=page]:text-indigo-700 dark:text-slate-200 dark:aria-[current=page]:text-indigo-300"
            >
              <link.Icon className="size-5" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
