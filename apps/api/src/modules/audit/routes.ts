import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { listAudit } from './service';

/** The record of staff changes: read only (no route edits or deletes an entry). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...routeOf(staffEndpoints.audit),
    config: { access: ADMIN_ROLES },
    schema: {
      tags: ['admin'],
      summary: 'Who changed what, newest first, 25 a page: every area for superadmins, products and orders for admins',
      description:
        'Filters: `actor` (an account id), `area` (product, order, settings, user), `from` and `to` (days, UTC, both ' +
        'included), `page`. An admin asking for the settings or user area answers 403.',
      security: [{ bearer: [] }],
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listAudit(db.kysely, requireUser(request), request.query);
    },
  });
};
