import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, healthSchema } from '@shop/domain';
import { readySchema, staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { routeOf } from '../../http-schemas';

/** What a process must have before a load balancer sends it shoppers, and whether it is stopping. */
export interface Readiness {
  /** Set on SIGTERM: the process finishes what it has and takes nothing new. */
  stopping: boolean;
  /** Resolves once this process's catalogue index is built (the first search would otherwise wait for it). */
  catalogueIndex: () => Promise<unknown>;
}

/** How long a readiness check waits for the catalogue index before it answers "building". */
const INDEX_WAIT_MS = 1_000;

/**
 * Liveness (/api/health: the process answers and its database does) and readiness
 * (/api/ready: migrations applied, which the process does before it listens, the database
 * answering, the catalogue index built, and not stopping). A load balancer routes by the
 * second and restarts by the first.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; readiness: Readiness }> = async (app, { db, readiness }) => {
  app.route({
    ...routeOf(endpoints.health),
    schema: {
      tags: ['health'],
      summary: 'Liveness of the API and its database',
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

  let indexBuilt = false;
  app.route({
    ...routeOf(staffEndpoints.ready),
    schema: {
      tags: ['health'],
      summary: 'Readiness: 200 once the process may take traffic, 503 while starting or stopping',
      response: { 200: readySchema, 503: readySchema },
    },
    handler: async (_request, reply) => {
      const stopping = readiness.stopping;
      const up = !stopping && (await db.ping());
      if (up && !indexBuilt) {
        indexBuilt = await Promise.race([
          readiness.catalogueIndex().then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), INDEX_WAIT_MS).unref()),
        ]);
      }
      const ready = up && indexBuilt && !stopping;
      reply.header('cache-control', 'no-store');
      return reply.status(ready ? 200 : 503).send({
        status: ready ? 'READY' : 'NOT_READY',
        database: up ? 'up' : 'down',
        catalogueIndex: indexBuilt ? 'ready' : 'building',
        stopping,
      });
    },
  });
};
