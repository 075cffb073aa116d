/** The shop's two languages: Spanish first (the fallback), English beside it. */
export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const FALLBACK_LANGUAGE: Language = 'es';

// How a visitor's language choice travels: read by the browser's detector and by the server
// that renders the first page, which must agree on it. (The names i18next's browser detector
// used, so choices saved before it was replaced still count.)
export const LANGUAGE_QUERY_PARAMETER = 'lng';
export const LANGUAGE_COOKIE = 'i18next';

/** 'en', 'EN-us' or 'en_GB' is English; anything that is not a shop language is undefined. */
export function parseLanguageTag(tag: string | undefined): Language | undefined {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return LANGUAGES.find((language) => language === primary);
}

/** The locale whose number and date formats a language uses: Spanish writes 1.234,56, English 1,234.56. */
export const LANGUAGE_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-US' };
