import i18n, { type BackendModule } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@shop/domain';
import es from './es.json';
import { languageDetector } from './language-detector';

export { LANGUAGE_STORAGE_KEY } from './language-detector';

/**
 * Spanish, the fallback, ships in the first load; English is fetched the first time it is
 * needed. As an i18next backend (rather than an addResourceBundle call next to the toggle)
 * it covers every way of reaching English: i18next asks it before switching to a language
 * it lacks, so any changeLanguage('en') waits for the texts instead of flashing Spanish.
 */
const translationsOnDemand: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  // Only the first load's namespace comes from here: the features bring their own (feature-texts.ts).
  read: (language: string, namespace: string) =>
    language === 'en' && namespace === 'translation'
      ? import('./en.json').then((module) => module.default)
      : Promise.resolve({}),
};

if (typeof document !== 'undefined') {
  i18n.on('languageChanged', (language: string) => {
    document.documentElement.lang = toLanguage(language);
  });
}

/**
 * Settles once the detected language's texts are loaded: at once for Spanish, after
 * en.json arrives for English. It never rejects; if en.json cannot be fetched, the
 * texts stay Spanish.
 */
export const i18nReady: Promise<void> = i18n
  .use(translationsOnDemand)
  .use(languageDetector)
  .init({
    // Detected here rather than left to i18next: with no explicit lng, a switch made while
    // en.json is still loading would be overridden by the start-up switch once it lands.
    lng: languageDetector.detect() ?? FALLBACK_LANGUAGE,
    resources: { es: { translation: es } },
    partialBundledLanguages: true,
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    // i18next's own separators, named: left unset, every t() call first tests whether its key
    // looks like natural language (a regular expression per call, hundreds while a page
    // hydrates). Every key here is an identifier ('namespace:group.key'), split the same way.
    nsSeparator: ':',
    keySeparator: '.',
  })
  .then(() => undefined);

/** Narrows whatever i18next reports ('en-US', 'es') to a shop language. */
export function toLanguage(value: string | undefined): Language {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'es';
}

export default i18n;
