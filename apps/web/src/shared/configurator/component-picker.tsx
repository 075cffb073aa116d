import { type ReactNode, isValidElement, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  type ConfigurationOption,
  type Incompatibility,
  type Language,
  MAX_OPTIONS_PER_CATEGORY,
  componentDescription,
  componentName,
  optionSchema,
} from '@shop/domain';
import type { CatalogueEntry } from '@shop/domain/catalogues';
import { useTranslation } from '../i18n/react';
import { useDomainMessage } from '../i18n/use-domain-message';
import { useLanguage } from '../i18n/use-language';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';
import { buttonClass } from '../ui/button';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../ui/icons';
import { componentsQuery } from './catalogue-query';
import {
  type PickerSection,
  chosenIn,
  combinationIssues,
  entryName,
  isChosen,
  issueIfChosen,
  offerBlocker,
  offeredIn,
  pick,
  pickerSections,
  remove,
  setIncrement,
  toggleOffer,
  withdrawOffer,
} from './picker-model';
import type { ComponentPickerProps } from './types';
import './texts';

const ns = 'componentPicker:';
const PAGE = 12;

/**
 * The staff component picker (spec 001 §2, §4, §5): a section per component category of the
 * device type, each a carousel of catalogue entries with its own search (1 entry per view under
 * 640 px, 2 under 1024 px, else 3); on phones the sections start collapsed. Every change reports
 * the whole `features` map. For configurable products staff also choose per category the
 * alternatives shoppers may pick, with their price increment in the product's currency.
 */
export default function ComponentPicker({ value, onChange, deviceType, currency, configurable }: ComponentPickerProps) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [limitReached, setLimitReached] = useState(false);
  const issues = combinationIssues(value);

  const choose = (section: PickerSection, entry: CatalogueEntry) => {
    const outcome = pick(value, section, entry);
    setLimitReached(!outcome.ok);
    if (outcome.ok && outcome.features !== value) onChange(outcome.features);
  };
  const drop = (section: PickerSection, id: unknown) => {
    const outcome = remove(value, section, id);
    setLimitReached(false);
    if (outcome.ok) onChange(outcome.features);
  };

  return (
    <div className="space-y-4" data-testid="component-picker">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t(`${ns}intro`)}</p>
      {issues.length > 0 && (
        <div
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p className="font-semibold">{t(`${ns}incompatibleTitle`)}</p>
          <ul className="mt-1 list-disc pl-5">
            {issues.map((issue) => (
              <li key={issue.key}>{message(issue.key, issue.params)}</li>
            ))}
          </ul>
        </div>
      )}
      {pickerSections(deviceType).map((section) => (
        <PickerSectionView
          key={section.key}
          section={section}
          value={value}
          onChange={onChange}
          deviceType={deviceType}
          currency={currency}
          configurable={configurable}
          collapsed={mobile}
          onChoose={(entry) => choose(section, entry)}
          onRemove={(id) => drop(section, id)}
          limitMessage={
            limitReached && section.group === 'additionalFeatures'
              ? message('product.features.tooManyAdditional')
              : undefined
          }
        />
      ))}
    </div>
  );
}

/** How long typing must pause before a search goes to the server. */
const SEARCH_PAUSE_MS = 250;

function PickerSectionView({
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
  const { t } = useTranslation();
  const [language] = useLanguage();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, SEARCH_PAUSE_MS);
  // A few entries at a time (the search narrows the rest): a group holds up to 150.
  // A new search starts again from the first page.
  const [paging, setPaging] = useState({ search: settled, count: PAGE });
  const shown = paging.search === settled ? paging.count : PAGE;
  const query = useQuery(componentsQuery(deviceType, section.group, settled));
  const group = t(`componentGroups.${section.key}`, section.key);
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
          <span className="truncate">{names.length > 0 ? names.join(', ') : t(`${ns}nothingChosen`)}</span>
          <ChevronRightIcon aria-hidden="true" className="size-4 shrink-0 transition-transform group-open:rotate-90" />
        </span>
      </summary>
      <div className="space-y-3 border-t border-slate-200 p-4 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(section.multi ? `${ns}multi` : `${ns}single`)}</p>
        {chosen.length > 0 && (
          <ul aria-label={t(`${ns}chosenIn`, { group })} className="flex flex-wrap gap-2">
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
                    aria-label={t(`${ns}remove`, { name })}
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
            {t(`${ns}search`, { group })}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t(`${ns}searchPlaceholder`)}
            onChange={(event) => setSearch(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm dark:border-slate-600 dark:bg-slate-800"
          />
          {query.data && (
            <span className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
              {t(`${ns}results`, { count: query.data.total })}
            </span>
          )}
        </div>
        {query.isError && !query.data ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {t(`${ns}loadError`)}{' '}
            <button type="button" className="underline" onClick={() => void query.refetch()}>
              {t(`${ns}retry`)}
            </button>
          </p>
        ) : !query.data ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(`${ns}loading`)}</p>
        ) : query.data.items.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t(`${ns}noResults`, { search: settled })}</p>
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
                  {t(`${ns}showMore`, { count: query.data.items.length - shown })}
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

const slide = 'shrink-0 basis-full snap-start sm:basis-[calc(50%-0.375rem)] lg:basis-[calc((100%-1.5rem)/3)]';

/** A horizontal, snapping list: 1 entry per view under 640 px, 2 under 1024 px, else 3. */
function Carousel({ label, children, more }: { label: string; children: ReactNode[]; more: ReactNode }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const list = listRef.current;
    list?.scrollBy({ left: direction * list.clientWidth, behavior: 'smooth' });
  };
  const arrow =
    'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700';
  return (
    <div className="space-y-2">
      <ul
        ref={listRef}
        aria-label={label}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-smooth pb-2 motion-reduce:scroll-auto"
      >
        {[...children, ...(more ? [more] : [])].map((child, index) => (
          <li key={isValidElement(child) && child.key !== null ? child.key : `more-${index}`} className={slide}>
            {child}
          </li>
        ))}
      </ul>
      {children.length > 1 && (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={arrow}
            aria-label={t(`${ns}previous`, { group: label })}
            onClick={() => scroll(-1)}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
          </button>
          <button
            type="button"
            className={arrow}
            aria-label={t(`${ns}next`, { group: label })}
            onClick={() => scroll(1)}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </div>
  );
}

function EntryCard({
  entry,
  language,
  chosen,
  conflict,
  onChoose,
  offer,
}: {
  entry: CatalogueEntry;
  language: string;
  chosen: boolean;
  conflict: Incompatibility | undefined;
  onChoose: () => void;
  offer: { offered: boolean; disabled: boolean; onToggle: () => void } | undefined;
}) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const name = entryName(entry, language);
  return (
    <div
      className={`flex h-full flex-col gap-2 rounded-lg border p-3 ${
        chosen
          ? 'border-indigo-500 bg-indigo-50 dark:border-indigo-400 dark:bg-indigo-950'
          : 'border-slate-200 dark:border-slate-700'
      }`}
      data-testid="picker-entry"
    >
      <p className="font-semibold">{name}</p>
      {entry.brand && <p className="text-xs text-slate-600 dark:text-slate-300">{entry.brand}</p>}
      <p className="line-clamp-3 text-sm text-slate-700 dark:text-slate-200">
        {componentDescription(entry, language as Language)?.text}
      </p>
      {conflict && !chosen && (
        <p className="text-xs font-medium text-amber-800 dark:text-amber-200">
          {t(`${ns}wouldConflict`, { reason: message(conflict.key, conflict.params) })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <button
          type="button"
          aria-pressed={chosen}
          aria-label={t(`${ns}chooseItem`, { name })}
          className={buttonClass(chosen ? 'primary' : 'secondary', 'sm')}
          onClick={onChoose}
        >
          {chosen && <span aria-hidden="true">✓</span>}
          {t(`${ns}choose`)}
        </button>
        {offer && (
          <button
            type="button"
            aria-pressed={offer.offered}
            aria-label={t(`${ns}offerItem`, { name })}
            className={buttonClass(offer.offered ? 'primary' : 'ghost', 'sm')}
            disabled={!offer.offered && offer.disabled}
            onClick={offer.onToggle}
          >
            {offer.offered && <span aria-hidden="true">✓</span>}
            {t(`${ns}offer`)}
          </button>
        )}
      </div>
    </div>
  );
}

function OfferedOptions({
  section,
  value,
  onChange,
  currency,
  shipsWithSomething,
}: Pick<ComponentPickerProps, 'value' | 'onChange' | 'currency'> & {
  section: PickerSection;
  shipsWithSomething: boolean;
}) {
  const { t } = useTranslation();
  const offered = offeredIn(value, section.key);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
      <h4 id={headingId} className="text-sm font-semibold">
        {t(`${ns}offerTitle`)}
      </h4>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {shipsWithSomething
          ? offered.length >= MAX_OPTIONS_PER_CATEGORY
            ? t(`${ns}offerFull`, { max: MAX_OPTIONS_PER_CATEGORY })
            : t(`${ns}offerHint`, { max: MAX_OPTIONS_PER_CATEGORY, currency })
          : t(`${ns}offerNeedsChoice`)}
      </p>
      {offered.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t(`${ns}noOffers`)}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {offered.map((option) => (
            <OfferRow
              key={option.id}
              option={option}
              section={section}
              value={value}
              onChange={onChange}
              currency={currency}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One offered alternative: its increment as staff type it, reported once it is a valid amount. */
function OfferRow({
  option,
  section,
  value,
  onChange,
  currency,
}: Pick<ComponentPickerProps, 'value' | 'onChange' | 'currency'> & {
  option: ConfigurationOption;
  section: PickerSection;
}) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const [language] = useLanguage();
  const inputId = useId();
  const [draft, setDraft] = useState(String(option.priceIncrement));
  const [invalid, setInvalid] = useState(false);
  const name = entryName(option, language);
  const blocker = offerBlocker(value, section.key, option.id);

  const change = (text: string) => {
    setDraft(text);
    const amount = Number(text.replace(',', '.'));
    const valid = text.trim() !== '' && optionSchema.shape.priceIncrement.safeParse(amount).success;
    setInvalid(!valid);
    if (valid) onChange(setIncrement(value, section.key, option.id, Math.round(amount * 100) / 100));
  };

  return (
    <li className="flex flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="min-w-0 basis-full text-sm sm:basis-0 sm:flex-1">
        <span className="font-medium">{name}</span>
        <span className="sr-only"> {t(`${ns}increment`, { name, currency })}</span>
      </label>
      <span className="text-sm text-slate-600 dark:text-slate-300" aria-hidden="true">
        + {currency}
      </span>
      <input
        id={inputId}
        inputMode="decimal"
        value={draft}
        aria-invalid={invalid || undefined}
        onChange={(event) => change(event.target.value)}
        className="h-9 w-32 rounded-lg border border-slate-300 bg-white px-2 text-right text-sm tabular-nums aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-900"
      />
      <button
        type="button"
        className={buttonClass('ghost', 'sm')}
        aria-label={t(`${ns}removeOffer`, { name })}
        onClick={() => onChange(withdrawOffer(value, section.key, option.id))}
      >
        <CloseIcon aria-hidden="true" className="size-4" />
      </button>
      {invalid && (
        <p role="alert" className="w-full text-xs text-red-700 dark:text-red-400">
          {message('configurator.option.increment')}
        </p>
      )}
      {blocker && (
        <p className="w-full text-xs text-amber-800 dark:text-amber-200">{message(blocker.key, blocker.params)}</p>
      )}
    </li>
  );
}
