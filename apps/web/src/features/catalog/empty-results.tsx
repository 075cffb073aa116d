import { Link } from 'wouter';
import { CATEGORIES, categorySlug } from '@shop/domain';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { buttonClass } from '../../shared/ui/button';
import { catalogTexts } from './texts';

interface Props {
  search: string;
  /** A spelling that finds more, when the server knows one. */
  correction: string | undefined;
  correctionHref: string;
  /** Filters narrow the list: offer to clear them (keeping the search). */
  filtered: boolean;
  clearHref: string;
  onClear: () => void;
}

/** An empty result is no dead end: what was searched, a better spelling, fewer filters, the categories. */
export function EmptyResults({ search, correction, correctionHref, filtered, clearHref, onClear }: Props) {
  const { t } = useFeatureTexts(catalogTexts);
  return (
    <div
      className="rounded-xl border border-dashed border-slate-300 p-6 text-center sm:p-10 dark:border-slate-700"
      data-testid="empty-results"
    >
      <p className="text-lg font-semibold">
        {search ? t('catalog:emptySearch', { search }) : t('catalog:emptyFiltered')}
      </p>
      {correction && (
        <p className="mt-3">
          <Link to={correctionHref} className="font-medium text-indigo-700 underline dark:text-indigo-300">
            {t('catalog:didYouMean', { correction })}
          </Link>
        </p>
      )}
      <p className="mt-3 text-slate-600 dark:text-slate-300">{t('catalog:emptyHint')}</p>
      {filtered && (
        <a
          href={clearHref}
          className={buttonClass('primary', 'md', 'mt-5')}
          onClick={(event) => {
            event.preventDefault();
            onClear();
          }}
        >
          {t('catalog:clearFilters')}
        </a>
      )}
      <h3 className="mt-8 text-sm font-semibold">{t('catalog:mainCategories')}</h3>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={`/productos?category=${categorySlug(category)}`}
              className="inline-flex h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-medium hover:border-indigo-500 hover:bg-indigo-50 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              {t(`categories.${category}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
