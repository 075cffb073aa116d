import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  domainMessage,
  idParamsSchema,
  publicUserSchema,
  toggleStatusSchema,
  userWriteAnswerSchema,
  updateRoleSchema,
} from '@shop/domain';
import { staffEndpoints } from '@shop/domain/staff-api';
import type { Db } from '../../db/database';
import { languageOf } from '../../plugins/language';
import { errorSchema, messageSchema, routeOf } from '../../http-schemas';
import { SUPERADMIN_ONLY, requireUser } from '../../plugins/authentication';
import { listUsers, recordedManagement, refusalError, toPublicUser } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** User management, superadmin only; mounted at /api/auth/users. */
export const userAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const secured = { config: { access: SUPERADMIN_ONLY } } as const;
  const security = [{ bearer: [] }];

  app.route({
    ...routeOf(staffEndpoints.listUsers),
    ...secured,
    schema: {
      tags: ['users'],
      summary: 'Every user (superadmin)',
      security,
      response: { 200: z.array(publicUserSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await listUsers(db)).map(toPublicUser);
    },
  });

  app.route({
    ...routeOf(staffEndpoints.updateUserRole),
    ...secured,
    schema: {
      tags: ['users'],
      summary: "Change another user's role to user or admin (superadmin)",
      security,
      body: updateRoleSchema,
      response: { 200: userWriteAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const actor = requireUser(request);
      const { userId, newRole } = request.body;
      const user = await recordedManagement.changeRole(db, actor, userId, newRole);
      if (!user) throw await refusalError(db, 'role', actor.id, userId);
      return { message: domainMessage('users.roleUpdated', languageOf(request)), user: toPublicUser(user) };
    },
  });

  app.route({
    ...routeOf(staffEndpoints.toggleUserStatus),
    ...secured,
    schema: {
      tags: ['users'],
      summary: 'Activate or deactivate another user (superadmin)',
      security,
      body: toggleStatusSchema,
      response: { 200: userWriteAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const actor = requireUser(request);
      const user = await recordedManagement.toggleActive(db, actor, request.body.userId);
      if (!user) throw await refusalError(db, 'status', actor.id, request.body.userId);
      return {
        message: domainMessage(user.is_active === 1 ? 'users.activated' : 'users.deactivated', languageOf(request)),
        user: toPublicUser(user),
      };
    },
  });

  app.route({
    ...routeOf(staffEndpoints.deleteUser),
    ...secured,
    schema: {
      tags: ['users'],
      summary: 'Delete another user (superadmin)',
      security,
      params: idParamsSchema,
      response: { 200: messageSchema, ...errors },
    },
    handler: async (request) => {
      const actor = requireUser(request);
      if (!(await recordedManagement.deleteUser(db, actor, request.params.id)))
        throw await refusalError(db, 'delete', actor.id, request.params.id);
      return { message: domainMessage('users.deleted', languageOf(request)) };
    },
  });
};
