import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorBodySchema, type Endpoint } from '@shop/domain';

export { messageSchema } from '@shop/domain';

/**
 * The error answers, for the routes' response schemas (they document the API in /api/docs).
 * One shape for all: a refused payload lists its refused fields in `details`.
 */
export const errorSchema = apiErrorBodySchema;

/** The app a route plugin receives: its schemas are zod, and its handlers typed from them. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The method and URL of a declared endpoint, for `app.route`: the path is written once, in
 * the domain's endpoint table, which the web's client calls by the same name.
 */
export const routeOf = (endpoint: Endpoint) => ({ method: endpoint.method, url: endpoint.path });
