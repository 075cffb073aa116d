import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/react';
import { useLanguage } from '../../shared/i18n/use-language';
import { BRAND } from '../../shared/lib/use-document-title';
import { useTheme } from '../../shared/lib/theme';
import { iconButton } from '../../shared/ui/button';
import { CartIcon, MoonIcon, SunIcon, UserIcon } from '../../shared/ui/icons';
import { CategoryTriggerContent, categoryTriggerClass } from './category-trigger';
import { HeaderSearch } from './header-search';
import { useCartCount } from '../../shared/cart/cart-store';
import { useSession } from '../../shared/session/session';
import { afterPageContent } from '../../shared/lib/page-content';

// The dropdowns (Radix + positioning engine) load once the page's content is on screen instead
// of being part of it; until then the same-looking trigger is shown.
const menus = afterPageContent(() => import('./menus'));
const CategoryMenu = lazy(() => menus().then((module) => ({ default: module.CategoryMenu })));
const UserMenu = lazy(() => menus().then((module) => ({ default: module.UserMenu })));

/**
 * One element for every render, as the footer's (shop-layout.tsx): the header renders again when
 * the browser reads the session and the cart, and a server-rendered boundary given new props
 * before its code has arrived is either thrown away and rendered afresh or, in a transition,
 * holds the whole transition back until its code arrives.
 */
const lazyCategoryMenu = (
  <Suspense
    fallback={
      <span className={categoryTriggerClass}>
        <CategoryTriggerContent />
      </span>
    }
  >
    <CategoryMenu />
  </Suspense>
);

export function Header() {
  const { t } = useTranslation();
  const cartCount = useCartCount();
  const { user } = useSession();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" className="mr-auto text-xl font-extrabold tracking-tight text-indigo-700 dark:text-indigo-300">
          {BRAND}
        </Link>
        <HeaderSearch />
        <nav className="flex items-center gap-1" aria-label={t('layout.mainNav')}>
          {/* Phones reach the catalogue from the bottom bar. */}
          <Link
            to="/productos"
            className="hidden rounded-lg px-3 py-2 font-medium hover:bg-slate-100 md:block dark:hover:bg-slate-800"
          >
            {t('nav.products')}
          </Link>
          {lazyCategoryMenu}
        </nav>
        <LanguageToggle />
        <ThemeToggle />
        <Link to="/carrito" className={iconButton} aria-label={t('layout.cartWithCount', { count: cartCount })}>
          <CartIcon className="size-6" />
          {cartCount > 0 && (
            <span
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-bold text-white"
              data-testid="cart-badge"
            >
              {cartCount}
            </span>
          )}
        </Link>
        {/* The sign-in link keeps its place, hidden (unseen, unread, not focusable), under the signed-in
            shopper's button: a page the server rendered signed out does not move the header's other
            items when the browser reads the session. On a phone both are 40 px wide; wider, the place
            is at least 7.5 rem, room for a first name of about ten letters where the link is short
            ('Sign in'). */}
        <div className="grid items-center justify-items-end *:[grid-area:1/1] sm:min-w-30">
          <Link
            to="/auth"
            className={`${iconButton} gap-1 text-sm font-medium sm:w-auto sm:px-2 ${user ? 'invisible' : ''}`}
          >
            <UserIcon className="size-5" />
            <span className="hidden sm:inline">{t('nav.login')}</span>
            <span className="sr-only sm:hidden">{t('nav.login')}</span>
          </Link>
          {user && (
            <Suspense
              fallback={
                <span className={iconButton}>
                  <UserIcon className="size-6" />
                </span>
              }
            >
              <UserMenu />
            </Suspense>
          )}
        </div>
      </div>
    </header>
  );
}

/** Switches to the other shop language; labelled in that language, so its readers find it. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const otherLanguage = language === 'es' ? 'en' : 'es';
  return (
    <button
      type="button"
      className={`${iconButton} w-auto px-2 text-sm font-bold`}
      onClick={() => setLanguage(otherLanguage)}
      aria-label={t('layout.switchLanguage')}
      lang={otherLanguage}
    >
      {otherLanguage.toUpperCase()}
    </button>
  );
}

/** Light or dark; the admin layout shows these two as well (given by the router). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, toggleTheme] = useTheme();
  return (
    <button
      type="button"
      className={iconButton}
      onClick={toggleTheme}
      aria-label={theme === 'dark' ? t('layout.lightTheme') : t('layout.darkTheme')}
      data-testid="theme-toggle"
    >
      {/* Both icons, chosen by the `dark` class page-start.js sets before the first paint: the server's
          HTML (rendered light) already shows the right one, and hydration changes nothing. */}
      <SunIcon className="hidden size-5 dark:block" />
      <MoonIcon className="size-5 dark:hidden" />
    </button>
  );
}
