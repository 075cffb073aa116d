import type { LanguageDetectorModule } from 'i18next';
import { LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAMETER, parseLanguageTag, type Language } from '@shop/domain';

export { LANGUAGE_COOKIE };
// The name i18next-browser-languagedetector used, so choices saved before it was replaced still count.
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Where a language preference may be found, strongest first: an explicit ?lng= link, the
 * cookie a server-side renderer also reads, this browser's saved choice, the browser's
 * languages, and last the page's own <html lang>. Each returns nothing outside a browser,
 * since this module is also imported on the server.
 */
const lookups: readonly (() => string | readonly string[] | undefined)[] = [
  fromQueryString,
  fromCookie,
  fromLocalStorage,
  fromNavigator,
  fromHtmlTag,
];

/**
 * An i18next language detector with the lookups and order of i18next-browser-languagedetector
 * as this shop configured it, without the library's unused lookups. The choice is cached in the cookie as
 * well as in localStorage, so the server can render the first page in the visitor's language.
 */
export const languageDetector = {
  type: 'languageDetector',

  /** The first shop language found, or undefined so i18next falls back to Spanish. */
  detect(): Language | undefined {
    for (const lookup of lookups) {
      for (const candidate of [lookup() ?? []].flat()) {
        const language = parseLanguageTag(candidate);
        if (language) return language;
      }
    }
    return undefined;
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
    for (const pair of document.cookie.split(';')) {
      const [name, ...value] = pair.trim().split('=');
      if (name === LANGUAGE_COOKIE) return decodeURIComponent(value.join('='));
    }
  } catch {
    // Cookies blocked (sandboxed frame) or a malformed value: look elsewhere.
  }
  return undefined;
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
