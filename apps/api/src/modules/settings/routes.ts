import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopSettingsInputSchema, shopSettingsSchema } from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { errorSchema, routeOf } from '../../http-schemas';
import { ADMIN_ROLES, requireUser } from '../../plugins/authentication';
import { saveSettings } from './service';
import type { SettingsStore } from './store';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const settingsSaveSchema = shopSettingsInputSchema.extend({
  /** The version the form loaded: a save over a newer one is refused (412). Left out: the last save wins. */
  version: z.number().int().min(0).optional(),
});

/** The shop's settings (admins and superadmins). */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db; store: SettingsStore }> = async (app, { db, store }) => {
  const access = { config: { access: ADMIN_ROLES } } as const;
  const security = [{ bearer: [] }];

  app.route({
    ...routeOf(staffEndpoints.getSettings),
    ...access,
    schema: {
      tags: ['admin'],
      summary:
        "The shop's settings: exchange rates, delivery zones and costs, free-delivery threshold, pickup, cut-off, low stock",
      security,
      response: { 200: shopSettingsSchema, ...errors },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await store.current()).answer;
    },
  });

  app.route({
    ...routeOf(staffEndpoints.saveSettings),
    ...access,
    schema: {
      tags: ['admin'],
      summary: "Replace the shop's settings (every field; 400 names a field out of range)",
      description:
        'Money is exact AR$ decimal text (up to 2 decimals), rates AR$ per unit (up to 4 decimals), the cut-off HH:MM ' +
        "(Argentina). The rates' day becomes today when they change. Every process reads the new settings at once. " +
        'With `version` (the one loaded) a save over a newer one answers 412 and stores nothing. Recorded in the audit.',
      security,
      body: settingsSaveSchema,
      response: { 200: shopSettingsSchema, ...errors, 412: errorSchema },
    },
    handler: async (request, reply) => {
      const { version, ...values } = request.body;
      reply.header('cache-control', 'no-store');
      return saveSettings(db, store, requireUser(request), values, version);
    },
  });
};
