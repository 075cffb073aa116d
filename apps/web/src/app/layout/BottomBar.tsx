import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GridIcon, HomeIcon, LaptopIcon, PhoneIcon, SettingsIcon } from '../../shared/ui/icons';
import { useSession } from '../../features/auth';

/** Mobile navigation below 768 px (spec 001 §2); hidden by CSS on wider screens. */
export function BottomBar() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const links = [
    { to: '/', label: t('nav.home'), Icon: HomeIcon, end: true },
    { to: '/productos', label: t('nav.products'), Icon: GridIcon, end: true },
    ...(isAdmin
      ? [{ to: '/admin', label: t('nav.admin'), Icon: SettingsIcon, end: false }]
      : [
          { to: '/productos?category=smartphones', label: t('categories.Smartphones'), Icon: PhoneIcon, end: false },
          { to: '/productos?category=laptops', label: t('categories.Laptops'), Icon: LaptopIcon, end: false },
        ]),
  ];
  return (
    <nav
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden dark:border-slate-800 dark:bg-slate-950"
      aria-label={t('layout.mobileNav')}
      data-testid="bottom-bar"
    >
      <ul className={`grid h-16 ${links.length === 3 ? 'grid-cols-3' : 'grid-cols-4'}`}>
        {links.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="flex h-full flex-col items-center justify-center gap-0.5 text-xs text-slate-700 aria-[current=page]:text-indigo-700 dark:text-slate-200 dark:aria-[current=page]:text-indigo-300"
            >
              <Icon className="size-5" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
