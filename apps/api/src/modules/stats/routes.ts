import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { statsScopeSchema, statsSchema } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES } from '../../plugins/authentication';
import { getStats } from './service';

/** The sales dashboard's figures, for admins and super admins. */
export const statsRoutes: FastifyPluginAsyncZod<{ db: Db; lowStockThreshold?: () => Promise<number> }> = async (
  app,
  { db, lowStockThreshold },
) => {
  app.route({
    ...routeOf(staffEndpoints.stats),
    config: { access: ADMIN_ROLES },
    schema: {
      tags: ['admin'],
      summary: 'Sales figures of one currency over the last `days` days, from the stored orders (cancelled excluded)',
      description:
        'Amounts are whole cents of `currency` (never added across currencies); growths compare with the previous ' +
        'period of the same length (null when it had no sales). Without `currency`, ARS when it has sales, else the ' +
        'first currency that has. `hasOrders` false: the shop has no orders yet.',
      security: [{ bearer: [] }],
      querystring: statsScopeSchema,
      response: { 200: statsSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getStats(db, request.query, new Date(), await lowStockThreshold?.());
    },
  });
};
