import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { canonicalCategory, categorySlug, formatMoney, productName, productPath } from '@shop/domain';
import { useFeatureTexts } from '../i18n/feature-texts';
import { useLanguage } from '../i18n/use-language';
import { ProductTile } from '../products/product-tile';
import type { ProductImageComponent } from '../ui/product-image';
import { fetchSuggestions, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, type SuggestAnswer } from './api';
import { CLOSED, comboboxReducer, keyEvent } from './combobox-state';
import { latestRequest } from './latest-request';
import { searchTexts } from './texts';

interface Props {
  input: RefObject<HTMLInputElement | null>;
  /** The shared ProductImage, handed down (see ProductImageComponent for why). */
  Image: ProductImageComponent;
}

interface Option {
  key: string;
  href: string;
  group: 'correction' | 'products' | 'categories';
}

const catalogueHref = (params: Record<string, string>) => `/productos?${new URLSearchParams(params).toString()}`;

/**
 * The suggestions list of the search box: listens to the box's own input and key events (the
 * box itself is a plain input of the first load, see suggest-input.tsx), asks the API after a
 * pause in typing and keeps only the newest answer.
 */
export function SuggestionsPopup({ input, Image }: Props) {
  const { t } = useFeatureTexts(searchTexts);
  const listId = useId();
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const [state, dispatch] = useReducer(comboboxReducer, CLOSED);
  const [answer, setAnswer] = useState<{ words: string; suggestions: SuggestAnswer } | null>(null);

  const options = useMemo<Option[]>(() => {
    if (!answer) return [];
    const { suggestions } = answer;
    return [
      ...(suggestions.correction
        ? [{ key: 'correction', group: 'correction' as const, href: catalogueHref({ search: suggestions.correction }) }]
        : []),
      ...suggestions.products.map((product) => ({
        key: `p-${product.id}`,
        group: 'products' as const,
        href: productPath(product.id),
      })),
      ...suggestions.categories.map((entry) => {
        const category = canonicalCategory(entry.category);
        return {
          key: `c-${entry.category}`,
          group: 'categories' as const,
          href: catalogueHref({ category: category ? categorySlug(category) : entry.category.toLowerCase() }),
        };
      }),
    ];
  }, [answer]);

  const requests = useMemo(
    () =>
      latestRequest(
        fetchSuggestions,
        (suggestions: SuggestAnswer, words: string) => setAnswer({ words, suggestions }),
        SUGGEST_DEBOUNCE_MS,
        // A failed suggestion is no error worth a message: the search itself still works.
        () => setAnswer(null),
      ),
    [],
  );
  useEffect(() => () => requests.cancel(), [requests]);

  useEffect(() => {
    const count =
      (answer?.suggestions.correction ? 1 : 0) +
      (answer?.suggestions.products.length ?? 0) +
      (answer?.suggestions.categories.length ?? 0);
    dispatch({ type: 'options', count });
  }, [answer]);

  const optionId = useCallback((index: number) => `${listId}-${index}`, [listId]);
  const open = state.open && options.length > 0;
  // The box's combobox state, set on the element: the box itself is rendered by the first
  // load's small component, which knows nothing of the list.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const active = open && state.active >= 0 ? optionId(state.active) : undefined;
    box.setAttribute('aria-expanded', String(open));
    if (open) box.setAttribute('aria-controls', listId);
    else box.removeAttribute('aria-controls');
    if (active) box.setAttribute('aria-activedescendant', active);
    else box.removeAttribute('aria-activedescendant');
  }, [input, open, state.active, optionId, listId]);

  const choose = useCallback(
    (option: Option) => {
      dispatch({ type: 'close' });
      requests.cancel();
      navigate(option.href);
    },
    [navigate, requests],
  );

  // The box's own events, listened to on the element so the same popup serves every search box.
  const latest = useRef({ state, options, choose });
  useEffect(() => {
    latest.current = { state, options, choose };
  });
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const ask = () => {
      const words = box.value.trim();
      dispatch({ type: 'typed' });
      if (words.length < SUGGEST_MIN_LENGTH) {
        requests.cancel();
        setAnswer(null);
      } else requests.request(words);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { state: now, options: shown, choose: pick } = latest.current;
      if (event.key === 'Enter') {
        const option = now.open ? shown[now.active] : undefined;
        // Enter on an active option opens it; otherwise the form searches for the words.
        if (option) {
          event.preventDefault();
          pick(option);
        } else dispatch({ type: 'close' });
        return;
      }
      const move = keyEvent(event.key, now);
      if (!move) return;
      event.preventDefault();
      dispatch(move);
    };
    // Leaving the box closes the list; a click on an option keeps the focus (mousedown below).
    const onBlur = () => dispatch({ type: 'close' });
    box.addEventListener('input', ask);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    // The box is focused with words in it (typed while this code was on its way, or already
    // there): suggest for them now rather than after the next keystroke.
    if (document.activeElement === box) ask();
    return () => {
      box.removeEventListener('input', ask);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
    };
  }, [input, requests]);

  // Keeps the active option in view when the arrows move past the list's edge.
  useEffect(() => {
    if (state.active >= 0) document.getElementById(optionId(state.active))?.scrollIntoView?.({ block: 'nearest' });
  }, [state.active, optionId]);

  const count = options.length;
  const status = answer ? (count > 0 ? t('search:suggestCount', { count }) : t('search:suggestNone')) : '';
  let index = -1;
  const optionProps = (option: Option) => {
    index += 1;
    const mine = index;
    return {
      id: optionId(mine),
      role: 'option' as const,
      'aria-selected': state.active === mine,
      onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      onClick: () => choose(option),
      className:
        'flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-100 aria-selected:bg-indigo-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-indigo-500 dark:hover:bg-slate-800 dark:aria-selected:bg-indigo-950',
    };
  };
  const byGroup = (group: Option['group']) => options.filter((option) => option.group === group);
  const headingClass =
    'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';

  return (
    <>
      {/* Announced when an answer arrives, whether or not it has suggestions. */}
      <div role="status" className="sr-only">
        {status}
      </div>
      {open && answer && (
        <div
          id={listId}
          role="listbox"
          aria-label={t('search:suggestProducts')}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          data-testid="suggestions"
        >
          {byGroup('correction').map((option) => (
            <div key={option.key} {...optionProps(option)}>
              <span className="font-medium text-indigo-700 dark:text-indigo-300">
                {t('search:suggestCorrection', { correction: answer.suggestions.correction })}
              </span>
            </div>
          ))}
          {answer.suggestions.products.length > 0 && (
            <div role="group" aria-labelledby={`${listId}-products`}>
              <div role="presentation" id={`${listId}-products`} className={headingClass}>
                {t('search:suggestProducts')}
              </div>
              {byGroup('products').map((option, position) => {
                const product = answer.suggestions.products[position]!;
                return (
                  <div key={option.key} {...optionProps(option)}>
                    <ProductTile
                      Image={Image}
                      image={product.image}
                      name={productName(product, language)}
                      price={formatMoney(product.price, product.currency, language)}
                      priceLabel={product.from ? t('product.from') : undefined}
                      size="small"
                    />
                  </div>
                );
              })}
            </div>
          )}
          {answer.suggestions.categories.length > 0 && (
            <div role="group" aria-labelledby={`${listId}-categories`}>
              <div role="presentation" id={`${listId}-categories`} className={headingClass}>
                {t('search:suggestCategories')}
              </div>
              {byGroup('categories').map((option, position) => {
                const entry = answer.suggestions.categories[position]!;
                const category = canonicalCategory(entry.category);
                return (
                  <div key={option.key} {...optionProps(option)}>
                    {t('search:suggestCategory', {
                      category: category ? t(`categories.${category}`) : entry.category,
                      count: entry.count,
                    })}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      )}
    </>
  );
}
