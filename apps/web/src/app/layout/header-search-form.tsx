import { useEffect, useRef } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { SuggestInput } from '../../shared/search/suggest-input';
import { SearchIcon } from '../../shared/ui/icons';

/**
 * The header's search form (see header-search.tsx): rendered on the server like the rest of
 * the page, its code fetched while the page hydrates rather than in the first load.
 */
export function HeaderSearchForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    row.current?.querySelector('input')?.focus();
    // The phone's row belongs to the page it was opened on: picking a result, searching or going
    // anywhere else closes it (wouter announces its own navigations as these events).
    const events = ['pushState', 'replaceState', 'popstate'];
    for (const type of events) addEventListener(type, onClose);
    return () => {
      for (const type of events) removeEventListener(type, onClose);
    };
  }, [open, onClose]);
  return (
    <div
      id="header-search"
      ref={row}
      className={`${open ? 'absolute inset-x-0 top-full border-b border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950' : 'hidden'} md:static md:block md:max-w-sm md:flex-1 md:border-0 md:bg-transparent md:p-0`}
      onKeyDown={(event) => {
        // Escape on a closed list closes the phone's row (the list's own Escape is handled before).
        if (event.key === 'Escape' && !event.defaultPrevented) onClose();
      }}
    >
      <form method="get" action="/productos" role="search" aria-label={t('catalog.searchLabel')} className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-slate-500" />
        <SuggestInput
          type="search"
          name="search"
          maxLength={200}
          aria-label={t('catalog.searchLabel')}
          placeholder={t('catalog.searchPlaceholder')}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 dark:border-slate-600 dark:bg-slate-900"
        />
      </form>
    </div>
  );
}
