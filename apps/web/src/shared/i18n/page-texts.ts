import type { Language } from '@shop/domain';
import i18n from './index';

export type PageTexts = Record<Language, Record<string, unknown>>;

/**
 * Texts that only a lazily loaded page shows travel in that page's chunk instead of es.json,
 * which is part of the storefront's first load. Each page's texts are an i18next namespace of
 * their own (`t('dashboard:totalSales')`), added in both languages at once: a namespace apart
 * leaves the English backend of `translation` untouched (a partial 'en' bundle there would
 * make i18next believe en.json was already loaded).
 */
export function addPageTexts(namespace: string, texts: PageTexts): void {
  for (const [language, bundle] of Object.entries(texts)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
}
