import i18n from '../index';
import en from './en.json';
import es from './es.json';

/**
 * The texts of the similar, comparable and comparison parts, in their own i18next namespace
 * (`t('compare:…')`). They live apart from es.json because es.json ships in the storefront's
 * first load, which has no room left (110 kB budget); these travel with the lazily loaded
 * parts that import this module, both languages at once, so switching language needs no fetch.
 * A namespace of its own, not 'translation': adding an English 'translation' bundle here
 * would make i18next believe en.json was loaded and never fetch the rest of it.
 */
export const COMPARE_NAMESPACE = 'compare';

for (const [language, texts] of [
  ['es', es],
  ['en', en],
] as const) {
  if (!i18n.hasResourceBundle(language, COMPARE_NAMESPACE)) i18n.addResourceBundle(language, COMPARE_NAMESPACE, texts);
}
