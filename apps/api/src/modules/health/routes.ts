import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, healthSchema } from '@shop/domain';
import type { Db } from '../../db/database';
import { routeOf } from '../../http-schemas';

/** Readiness: OK only when the database answers a query (the shop's start-up dialog waits for this). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(endpoints.health),
    schema: {
      tags: ['health'],
      summary: 'Readiness of the API and its database',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const up = await db.ping();
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'OK' : 'UNAVAILABLE',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  });
};
