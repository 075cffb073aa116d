import type { FastifyRequest } from 'fastify';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  parseLanguageTag,
  type Language,
} from '@shop/domain';

/**
 * The shop's one language rule, for a server-rendered page and an API answer's texts
 * (error messages, confirmations) alike, found the way the browser's detector finds it
 * (apps/web/src/shared/i18n): the `lng` query parameter, the `i18next` cookie it keeps the
 * visitor's choice in, then the caller's languages (Accept-Language), then Spanish. When
 * the browser decides otherwise (a choice kept only in local storage), it renders the page
 * afresh instead of hydrating it.
 */
export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.[LANGUAGE_QUERY_PARAMETER];
  return (
    parseLanguageTag(typeof fromQuery === 'string' ? fromQuery : undefined) ??
    parseLanguageTag(readCookie(request.headers.cookie, LANGUAGE_COOKIE)) ??
    preferredLanguage(request.headers['accept-language']) ??
    FALLBACK_LANGUAGE
  );
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
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
