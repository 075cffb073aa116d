import { parseLanguageTag, type Language } from './language';

/**
 * What a visitor's request says about their language. Each is a language tag, or a list of
 * them most preferred first, or nothing; only the browser knows `saved` and `page`.
 */
export interface LanguageSignals {
  /** The `lng` query parameter (LANGUAGE_QUERY_PARAMETER): a link that names its language. */
  query?: string | undefined;
  /** The LANGUAGE_COOKIE cookie, where the browser keeps the visitor's choice for the server to read. */
  cookie?: string | undefined;
  /** A choice kept where the server cannot see it (the browser's storage). */
  saved?: string | undefined;
  /** The visitor's languages, most preferred first: Accept-Language by weight, or navigator.languages. */
  preferred?: string | readonly string[] | undefined;
  /** The page's own <html lang>, which the server wrote in the language it chose. */
  page?: string | undefined;
}

/**
 * The shop's one language rule, for the server that renders a page or words an answer and
 * for the browser that shows it: the first shop language among the signals, in the order
 * query parameter, cookie, saved choice, preferred languages, page. Undefined when none
 * names one: the shop then speaks FALLBACK_LANGUAGE (Spanish).
 */
export function chosenLanguage({ query, cookie, saved, preferred, page }: LanguageSignals): Language | undefined {
  for (const tag of [query, cookie, saved, preferred, page].flat()) {
    const language = parseLanguageTag(tag);
    if (language) return language;
  }
  return undefined;
}
