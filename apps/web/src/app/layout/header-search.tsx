import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { iconButton } from '../../shared/ui/button';
import { SearchIcon } from '../../shared/ui/icons';

// The form is server-rendered like the rest of the header and works as plain HTML before
// hydration; its code (and the suggestion box's first part) arrive while the page hydrates,
// outside the storefront's first load, which is at its budget.
const HeaderSearchForm = lazy(() => import('./header-search-form').then((m) => ({ default: m.HeaderSearchForm })));

/**
 * The header's search, on every page: a plain form to the catalogue whose box suggests as the
 * shopper types. Wide screens show the box in the bar; phones show a button that opens the
 * same form in a row under the bar (before hydration the button is a link to the catalogue,
 * whose page has its own search box).
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Suspense>
        <HeaderSearchForm open={open} onClose={() => setOpen(false)} />
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
}
