import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutboxSchema } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES } from '../../plugins/authentication';
import { OUTBOX_ENTRY_COLUMNS, toOutboxEntry } from './entries';

/** The outbox for staff: the newest 100 mails, to whom, about what, and whether they went. */
export const mailRoutes: FastifyPluginAsyncZod<{ db: Db; outboxDir: string | undefined }> = async (
  app,
  { db, outboxDir },
) => {
  app.route({
    ...routeOf(staffEndpoints.mailOutbox),
    config: { access: ADMIN_ROLES },
    schema: {
      tags: ['mail'],
      summary: 'The newest 100 e-mails of the outbox and how their sending goes (admin)',
      security: [{ bearer: [] }],
      response: { 200: mailOutboxSchema, 401: errorSchema, 403: errorSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await db.kysely
        .selectFrom('mail_outbox')
        .select(OUTBOX_ENTRY_COLUMNS)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return {
        delivery: outboxDir ? ('folder' as const) : ('smtp' as const),
        folder: outboxDir ?? null,
        mails: rows.map(toOutboxEntry),
      };
    },
  });
};
