import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@shop/domain';
import en from './en.json';
import es from './es.json';

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

// Both languages are bundled: together they are a few kB, and loading them on demand
// would delay the first render of every page by a round trip.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { es: { translation: es }, en: { translation: en } },
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupCookie: 'i18next',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

function syncHtmlLang(language: string) {
  document.documentElement.lang = toLanguage(language);
}
syncHtmlLang(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);
i18n.on('languageChanged', syncHtmlLang);

/** Narrows whatever i18next reports ('en-US', 'es') to a shop language. */
export function toLanguage(value: string | undefined): Language {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'es';
}

export default i18n;
