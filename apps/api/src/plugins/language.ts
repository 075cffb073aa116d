import type { FastifyRequest } from 'fastify';
import type { Language } from '@shop/domain';

/**
 * The language of an API answer's texts (error messages, confirmations). Spanish
 * for now: the one seam where the shop's language rule (query parameter, cookie,
 * Accept-Language) will decide it.
 */
export function languageOf(_request: FastifyRequest): Language {
  return 'es';
}
