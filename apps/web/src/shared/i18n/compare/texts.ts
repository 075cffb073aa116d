import type { i18n as I18n } from 'i18next';
import { useTranslation } from '../react';
import en from './en.json';
import es from './es.json';

/**
 * The texts of the similar, comparable and comparison parts, in their own i18next namespace
 * (`t('compare:…')`). They live apart from es.json because es.json ships in the storefront's
 * first load, which has no room left (110 kB budget); these travel with the lazily loaded
 * parts that use them, both languages at once, so switching language needs no fetch.
 * A namespace of its own, not 'translation': adding an English 'translation' bundle here
 * would make i18next believe en.json was loaded and never fetch the rest of it.
 */
export const COMPARE_NAMESPACE = 'compare';

export function registerCompareTexts(i18n: I18n): void {
  for (const [language, texts] of [
    ['es', es],
    ['en', en],
  ] as const) {
    if (!i18n.hasResourceBundle(language, COMPARE_NAMESPACE))
      i18n.addResourceBundle(language, COMPARE_NAMESPACE, texts);
  }
}

/** `t` with the comparison texts at hand (registered on first use, in whichever i18next instance renders). */
export function useCompareTranslation(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  registerCompareTexts(translation.i18n);
  return translation;
}
