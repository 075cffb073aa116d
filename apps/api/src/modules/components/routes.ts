import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffEndpoints } from '@shop/domain/staff-api';
import { componentListSchema, componentQuerySchema } from '@shop/domain/catalogues';
import { errorSchema, routeOf } from '../../http-schemas';
import { languageOf } from '../../plugins/language';
import { sendEncoded } from '../../encoded-body';
import { type ComponentAnswer, createComponentCatalogue } from './service';

/**
 * The catalogues change only with a new release, so browsers and caches may keep an answer
 * for a day and use it for a week more while they revalidate it in the background.
 */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends an answer, or 304 without a body when the client already holds it. The compressed body
 * is kept with the answer (encoded-body.ts), so the whole catalogue is not compressed again on
 * every request.
 */
async function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: ComponentAnswer,
): Promise<FastifyReply> {
  // Named in the caller's language: `lng` in the address, else their cookie or Accept-Language.
  reply
    .header('etag', answer.etag)
    .header('cache-control', CACHE_CONTROL)
    .header('vary', 'accept-encoding, accept-language, cookie');
  if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
  return sendEncoded(reply.type('application/json; charset=utf-8'), answer.body);
}

/** The built-in component catalogues, public. */
export const componentRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = createComponentCatalogue();

  app.route({
    ...routeOf(staffEndpoints.components),
    schema: {
      tags: ['components'],
      summary: 'The built-in component catalogues, filtered',
      description:
        'Answers `{ items, total }`: every entry matching all the given filters, in catalogue order ' +
        '(group by group; ranked lists strongest first), not paged. `deviceType` keeps the entries that ' +
        'fit that device (`computer` entries fit laptops and desktops; asking for `computer` finds both); ' +
        '`search` requires every word in the name, brand or either description, ignoring case and accents. ' +
        "Each entry's `name` is in the caller's language (`lng`, else the language cookie or Accept-Language). " +
        'Answers carry a strong ETag and may be cached for a day (304 on If-None-Match).',
      querystring: componentQuerySchema,
      response: { 200: componentListSchema, 400: errorSchema },
    },
    handler: async (request, reply) => sendAnswer(request, reply, catalogue.answer(request.query, languageOf(request))),
  });
};
