import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from 'wouter';
import { useTranslation } from '../../shared/i18n/react';
import { CATEGORIES, categorySlug, firstName } from '@shop/domain';
import { MOBILE_QUERY, useMediaQuery } from '../../shared/lib/use-media-query';
import { iconButton } from '../../shared/ui/button';
import { UserIcon } from '../../shared/ui/icons';
import { CategoryTriggerContent, categoryTriggerClass } from './category-trigger';
import { signOut, useSession } from '../../shared/session/session';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { userMenuTexts } from './texts';

const panel =
  'z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';
const item =
  'block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800 dark:data-[highlighted]:bg-slate-800 dark:data-[highlighted]:text-indigo-200';

/** Opens the catalogue filtered by one of the five categories. */
export function CategoryMenu() {
  const { t } = useTranslation();
  return (
    <Menu.Root>
      <Menu.Trigger className={categoryTriggerClass}>
        <CategoryTriggerContent />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={panel} sideOffset={6} align="start">
          {CATEGORIES.map((category) => (
            <Menu.Item key={category} asChild className={item}>
              <Link to={`/productos?category=${categorySlug(category)}`}>{t(`categories.${category}`)}</Link>
            </Menu.Item>
          ))}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/**
 * The signed-in shopper's menu trigger: the icon on phones; from 640 px the shopper's first
 * name before it, in the place the sign-in link keeps (header.tsx). Its own width counts for
 * nothing (`contain: inline-size`): it fills that place, the name cut short if it is long, so the
 * header's other items never move when the session is read. The icon stays at the place's end,
 * where the header's stand-in (the icon alone, until the menus load) shows it.
 */
const userTrigger = `${iconButton} sm:w-full sm:justify-end sm:gap-1 sm:px-2 sm:[contain:inline-size]`;

/** Name (e-mail on mobile), the account page, admin links by role (users only for a super admin), logout. */
export function UserMenu() {
  const { t } = useFeatureTexts(userMenuTexts);
  const { user, isAdmin, isSuperAdmin } = useSession();
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (!user) return null;
  return (
    <Menu.Root>
      <Menu.Trigger className={userTrigger} aria-label={t('userMenu:trigger')}>
        <span className="hidden truncate text-sm font-medium sm:inline">{firstName(user.name)}</span>
        <UserIcon className="size-6 shrink-0" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={panel} sideOffset={6} align="end">
          <Menu.Label className="px-3 py-2 text-sm font-semibold">{mobile ? user.email : user.name}</Menu.Label>
          <Menu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <Menu.Item asChild className={item}>
            <Link to="/mi-cuenta">{t('userMenu:account')}</Link>
          </Menu.Item>
          <Menu.Item asChild className={item}>
            <Link to="/mis-pedidos">{t('userMenu:myOrders')}</Link>
          </Menu.Item>
          <Menu.Item asChild className={item}>
            <Link to="/favoritos">{t('nav.favourites')}</Link>
          </Menu.Item>
          {isAdmin && (
            <Menu.Item asChild className={item}>
              <Link to="/admin">{t('userMenu:adminPanel')}</Link>
            </Menu.Item>
          )}
          {isSuperAdmin && (
            <Menu.Item asChild className={item}>
              <Link to="/admin/users">{t('userMenu:userManagement')}</Link>
            </Menu.Item>
          )}
          <Menu.Item className={item} onSelect={signOut}>
            {t('userMenu:logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
