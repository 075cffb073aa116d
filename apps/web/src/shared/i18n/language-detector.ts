import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAMETER, chosenLanguage, readCookie, type Language } from '@shop/domain';

export { LANGUAGE_COOKIE };
// The name i18next-browser-languagedetector used, so choices saved before it was replaced still count.
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * An i18next language detector with the lookups and order of i18next-browser-languagedetector
 * as this shop configured it, without the library's unused lookups. The choice is cached in the cookie as
 * well as in localStorage, so the server can render the first page in the visitor's language.
 */
export const languageDetector = {
  type: 'languageDetector',

  /**
   * The shop's language rule (chosenLanguage, shared with the server) over what this browser
   * says: an explicit ?lng= link, the cookie the server also reads, this browser's saved
   * choice, its languages, and last the page's own <html lang>. Undefined when none names a
   * shop language, so i18next falls back to Spanish. Each lookup finds nothing outside a
   * browser, since this module is also imported on the server.
   */
  detect(): Language | undefined {
    return chosenLanguage({
      query: fromQueryString(),
      cookie: fromCookie(),
      saved: fromLocalStorage(),
      preferred: fromNavigator(),
      page: fromHtmlTag(),
    });
  },

  cacheUserLanguage(language: string): void {
    // The "show the keys" debugging language must not stick to the visitor.
    if (language === 'cimode') return;
    try {
      if (typeof window !== 'undefined') window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage disabled or full (private browsing): the cookie below still remembers the choice.
    }
    if (typeof document !== 'undefined') {
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${ONE_YEAR_IN_SECONDS}; SameSite=Lax`;
    }
  },
} satisfies LanguageDetectorModule;

function fromQueryString(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const { search, hash } = window.location;
  // Hash-based links carry their query after the '#'.
  const query = search || (hash.includes('?') ? hash.slice(hash.indexOf('?')) : '');
  return new URLSearchParams(query).get(LANGUAGE_QUERY_PARAMETER) ?? undefined;
}

function fromCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  try {
    return readCookie(document.cookie, LANGUAGE_COOKIE);
  } catch {
    return undefined; // Cookies blocked (a sandboxed frame): look elsewhere.
  }
}

function fromLocalStorage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // Storage disabled: not an error, just no saved choice.
  }
}

// Guarded by `window`, not `navigator`: Node 21+ has a navigator of its own, whose locale is the server's.
function fromNavigator(): readonly string[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const { languages, language } = window.navigator;
  return languages?.length ? languages : language ? [language] : undefined;
}

function fromHtmlTag(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute('lang') ?? undefined;
}
