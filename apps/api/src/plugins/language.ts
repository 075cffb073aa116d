import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  chosenLanguage,
  parseLanguageTag,
  readCookie,
  type Language,
} from '@shop/domain';

/**
 * The visitor's language for this request, decided once by the shop's language rule
 * (chosenLanguage in @shop/domain, which the browser's detector follows too): the `lng`
 * query parameter, the `i18next` cookie the browser keeps the visitor's choice in, then the
 * caller's languages (Accept-Language), then Spanish. A server-rendered page is written in
 * it; an API answer's texts (error messages, confirmations) are worded in it. When the
 * browser decides otherwise (a choice kept only in its storage), it renders the page afresh
 * instead of hydrating it.
 */
export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[LANGUAGE_QUERY_PARAMETER];
  return (
    chosenLanguage({
      query: typeof fromQuery === 'string' ? fromQuery : undefined,
      cookie: readCookie(request.headers.cookie, LANGUAGE_COOKIE),
      preferred: preferredLanguage(request.headers['accept-language']),
    }) ?? FALLBACK_LANGUAGE
  );
}

/** The first shop language in an Accept-Language list, by its q weight (order breaks ties). */
export function preferredLanguage(header: string | undefined): Language | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: parseLanguageTag(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.language && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.language;
}
