import type { i18n as I18n } from 'i18next';
import { useTranslation } from '../react';
import en from './texts.en.json';
import es from './texts.es.json';

/**
 * The texts of the catalogue's sort and filters, the suggestions box and the out-of-stock
 * notice, in their own i18next namespace (`t('search:…')`), carried by the lazily loaded
 * chunks that show them: es.json ships in the storefront's first load, which has no room left
 * (110 kB budget). Both languages at once, so switching language needs no fetch; a namespace
 * of its own for the reason given in ../compare/texts.ts.
 */
export const SEARCH_NAMESPACE = 'search';

export function registerSearchTexts(i18n: I18n): void {
  for (const [language, texts] of [
    ['es', es],
    ['en', en],
  ] as const) {
    if (!i18n.hasResourceBundle(language, SEARCH_NAMESPACE)) i18n.addResourceBundle(language, SEARCH_NAMESPACE, texts);
  }
}

/** `t` with the search texts at hand (registered on first use, in whichever i18next instance renders). */
export function useSearchTranslation(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  registerSearchTexts(translation.i18n);
  return translation;
}
