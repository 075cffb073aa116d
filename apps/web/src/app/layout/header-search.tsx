import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { iconButton } from '../../shared/ui/button';
import { SearchIcon } from '../../shared/ui/icons';
import { afterPageContent } from '../../shared/lib/page-content';

// The form is server-rendered like the rest of the header and works as plain HTML before
// hydration; its code (and the suggestion box's first part) arrive once the page's content is
// on screen (shared/lib/page-content.ts), outside the storefront's first load, which is at its budget.
const HeaderSearchForm = lazy(
  afterPageContent(() => import('./header-search-form').then((m) => ({ default: m.HeaderSearchForm }))),
);

/**
 * The header's search, on every page: a plain form to the catalogue whose box suggests as the
 * shopper types. Wide screens show the box in the bar; phones show a button that opens the
 * same form in a row under the bar (before hydration the button is a link to the catalogue,
 * whose page has its own search box); the form closes that row when the shopper goes anywhere.
 *
 * Memoised, with a stable `onClose`: a server-rendered boundary whose code has not arrived yet
 * is thrown away and rendered afresh when it receives new props (React cannot hydrate it then),
 * which emptied the box of a word typed right after the page loaded. The header re-renders as
 * soon as the session and the cart are read, so this must not follow it.
 */
export const HeaderSearch = memo(function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Suspense>
        <HeaderSearchForm open={open} onClose={close} />
      </Suspense>
      <a
        href="/productos"
        role="button"
        className={`${iconButton} md:hidden`}
        aria-label={t('catalog.searchLabel')}
        aria-expanded={open}
        aria-controls="header-search"
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
        }}
        data-testid="phone-search-button"
      >
        <SearchIcon className="size-5" />
      </a>
    </>
  );
});
