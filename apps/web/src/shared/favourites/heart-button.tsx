import { MAX_FAVOURITES, productName, type ProductSummary } from '@shop/domain';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useLanguage } from '../i18n/use-language';
import { toast } from '../ui/toast';
import { favouriteTexts } from './texts';
import { toggleFavourite, useFavourites } from './store';

/** Where the heart sits: over a card's picture, or beside the product page's title. */
const PLACES = {
  card: 'absolute right-2 bottom-2 size-10 bg-white/90 shadow-sm dark:bg-slate-900/90',
  page: 'size-11 border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900',
} as const;

/**
 * The heart that makes a product a favourite (pressed when it is one). Loaded lazily after the
 * page is taken over (the card renders it only then), so it costs the first load nothing.
 */
export default function HeartButton({
  product,
  place = 'card',
}: {
  product: ProductSummary;
  place?: keyof typeof PLACES;
}) {
  const { t } = useFeatureTexts(favouriteTexts);
  const [language] = useLanguage();
  const { ids, ready } = useFavourites();
  const pressed = ids.includes(product.id);
  const toggle = async () => {
    const outcome = await toggleFavourite(product.id, product);
    if (outcome === 'saved' || outcome === 'removed') toast.success(t(`favourites:${outcome}`));
    else
      toast.error(
        outcome === 'tooMany' ? t('favourites:tooMany', { count: MAX_FAVOURITES }) : t('favourites:saveError'),
      );
  };
  return (
    <button
      type="button"
      className={`${PLACES[place]} inline-flex shrink-0 items-center justify-center rounded-full text-rose-600 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-indigo-500 disabled:opacity-60 dark:text-rose-400`}
      aria-label={t('favourites:save', { name: productName(product, language).text })}
      aria-pressed={pressed}
      disabled={!ready}
      onClick={() => void toggle()}
      data-testid="favourite-button"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        aria-hidden
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={2}
      >
        <path
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.2-9.4C1.7 7.9 3.8 4.5 7.3 4.5c2 0 3.5 1.1 4.7 2.8 1.2-1.7 2.7-2.8 4.7-2.8 3.5 0 5.6 3.4 4.5 6.6-1.7 4.8-9.2 9.4-9.2 9.4z"
        />
      </svg>
    </button>
  );
}
