import type { i18n as I18n } from 'i18next';
import type { Language } from '@shop/domain';
import { useTranslation } from './react';

/** A namespace's texts as its JSON files hold them: nested sections of strings. */
export type TextTree = { readonly [key: string]: string | TextTree };

/** A feature's texts: its i18next namespace and that namespace's bundle in each shop language. */
export interface FeatureTexts {
  readonly namespace: string;
  readonly bundles: Readonly<Record<Language, TextTree>>;
}

/**
 * The one way a text that is not in the first load travels: each feature keeps its texts in
 * `texts.es.json` and `texts.en.json` beside its code, names them here as a namespace of their
 * own, and its components call `useFeatureTexts` with the result. The JSON then ships in the
 * feature's lazily loaded chunk (es.json and en.json, the `translation` namespace, hold only what
 * the first page needs) and components write `t('namespace:key')`.
 * A namespace apart, never 'translation': an English 'translation' bundle added early would make
 * i18next believe en.json was loaded and never fetch the rest of it.
 */
export function defineTexts(namespace: string, bundles: Record<Language, TextTree>): FeatureTexts {
  return { namespace, bundles };
}

/**
 * Adds a feature's texts, both languages at once (switching language then needs no fetch), to
 * the i18next instance given: once per instance and namespace.
 */
export function addFeatureTexts(i18n: I18n, { namespace, bundles }: FeatureTexts): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
}

/**
 * `t` (and the instance) with the feature's texts at hand: they are added to whichever i18next
 * instance renders the component, so the server, which renders each request with its own
 * instance, has them too, and no page depends on a module imported for its side effect.
 */
export function useFeatureTexts(texts: FeatureTexts): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  addFeatureTexts(translation.i18n, texts);
  return translation;
}
