import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { type Language, MAX_OPTIONS_PER_CATEGORY, componentName } from '@shop/domain';
import type { CatalogueEntry } from '@shop/domain/catalogues';
import { useFeatureTexts } from '../../../../shared/i18n/feature-texts';
import { pickerTexts } from './texts';
import { useLanguage } from '../../../../shared/i18n/use-language';
import { productPartTexts } from '../../../../shared/products/texts';
import { useDebouncedValue } from '../../../../shared/lib/use-debounced-value';
import { buttonClass } from '../../../../shared/ui/button';
import { ChevronRightIcon, CloseIcon } from '../../../../shared/ui/icons';
import { componentsQuery } from './catalogue-query';
import { type PickerSection, chosenIn, isChosen, issueIfChosen, offeredIn, toggleOffer } from './picker-model';
import type { ComponentPickerProps } from './types';
import { Carousel } from './carousel';
import { EntryCard } from './entry-card';
import { OfferedOptions } from './offered-options';

/** How long typing must pause before a search goes to the server. */
const SEARCH_PAUSE_MS = 250;

/** How many entries a section shows at a time (the search narrows the rest). */
const PAGE = 12;

/**
 * One component category: what is chosen, a searchable carousel of the catalogue's entries and,
 * for a configurable product, the alternatives offered to shoppers.
 */
export function PickerSectionView({
  section,
  value,
  onChange,
  deviceType,
  currency,
  configurable,
  collapsed,
  onChoose,
  onRemove,
  limitMessage,
}: ComponentPickerProps & {
  section: PickerSection;
  collapsed: boolean;
  onChoose: (entry: CatalogueEntry) => void;
  onRemove: (id: unknown) => void;
  limitMessage: string | undefined;
}) {
  const { t } = useFeatureTexts(pickerTexts);
  useFeatureTexts(productPartTexts);
  const [language] = useLanguage();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_PAUSE_MS);
  // A few entries at a time (the search narrows the rest): a group holds up to 150.
  // A new search starts again from the first page.
  const [paging, setPaging] = useState({ search: settled, count: PAGE });
  const shown = paging.search === settled ? paging.count : PAGE;
  const query = useQuery(componentsQuery(deviceType, section.group, settled, language as Language));
  const group = t(`productParts:componentGroups.${section.key}`, section.key);
  const chosen = chosenIn(value, section.key);
  const names = chosen.map((component) => componentName(component, language as Language)?.text ?? '').filter(Boolean);
  const offerable = configurable && section.group !== 'additionalFeatures';

  return (
    <details
      open={!collapsed}
      className="group rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      data-testid={`picker-section-${section.key}`}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-indigo-500 [&::-webkit-details-marker]:hidden">
        <span className="font-semibold">{group}</span>
        <span className="flex min-w-0 items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <span className="truncate">{names.length > 0 ? names.join(', ') : t('componentPicker:nothingChosen')}</span>
          <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-90" />
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t(section.multi ? 'componentPicker:multi' : 'componentPicker:single')}
        </p>
        {chosen.length > 0 && (
          <ul aria-label={t('componentPicker:chosenIn', { group })} className="flex flex-wrap gap-2">
            {chosen.map((component, index) => {
              const name = componentName(component, language as Language)?.text ?? String(component.id ?? index);
              return (
                <li
                  key={String(component.id ?? index)}
                  className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
                >
                  {name}
                  <button
                    type="button"
                    className="inline-flex size-7 items-center justify-center rounded-full hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:hover:bg-indigo-900"
                    aria-label={t('componentPicker:remove', { name })}
                    onClick={() => onRemove(component.id)}
                  >
                    <CloseIcon aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {limitMessage && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
            {limitMessage}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={searchId} className="sr-only">
            {t('componentPicker:search', { group })}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('componentPicker:searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
          {query.data && (
            <span className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {t('componentPicker:results', { count: query.data.total })}
            </span>
          )}
        </div>
        {query.isError && !query.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t('componentPicker:loadError')}{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              {t('componentPicker:retry')}
            </button>
          </p>
        ) : !query.data ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('componentPicker:loading')}</p>
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t('componentPicker:noResults', { search: settled })}
          </p>
        ) : (
          <Carousel
            label={group}
            more={
              query.data.items.length > shown ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'h-full min-h-24 w-full')}
                  onClick={() => setPaging({ search: settled, count: shown + PAGE })}
                >
                  {t('componentPicker:showMore', { count: query.data.items.length - shown })}
                </button>
              ) : undefined
            }
          >
            {query.data.items.slice(0, shown).map((entry) => (
              <EntryCard
                key={entry.id}
                entry={entry}
                language={language}
                chosen={isChosen(value, section.key, entry.id)}
                conflict={section.multi ? undefined : issueIfChosen(value, section.key, entry)}
                onChoose={() => onChoose(entry)}
                offer={
                  offerable
                    ? {
                        offered: offeredIn(value, section.key).some((option) => option.id === entry.id),
                        // Nothing to offer an alternative to yet, no room left, or the part it ships with.
                        disabled:
                          chosen.length === 0 ||
                          offeredIn(value, section.key).length >= MAX_OPTIONS_PER_CATEGORY ||
                          isChosen(value, section.key, entry.id),
                        onToggle: () => onChange(toggleOffer(value, section.key, entry)),
                      }
                    : undefined
                }
              />
            ))}
          </Carousel>
        )}
        {offerable && (
          <OfferedOptions
            section={section}
            value={value}
            onChange={onChange}
            currency={currency}
            shipsWithSomething={chosen.length > 0}
          />
        )}
      </div>
    </details>
  );
}
