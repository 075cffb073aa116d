import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';

const healthSchema = z.object({
  status: z.enum(['OK', 'UNAVAILABLE']),
  database: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});

/** Readiness: OK only when the database answers a query (the shop's start-up dialog waits for this). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness of the API and its database',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await db.ping();
      reply.header('cache-control', 'no-store');
      return reply.status(up ? 200 : 503).send({
        status: up ? 'OK' : 'UNAVAILABLE',
        database: up ? 'up' : 'down',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
