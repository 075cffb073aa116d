import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginSchema } from '@shop/domain';
import type { Db } from '../../db/database';
import { forbidden, unauthorized } from '../../errors';
import { requireUser } from '../../plugins/authentication';
import { findUserByEmail, toPublicUser } from '../users/service';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { TokenService } from './tokens';
import { messageSchema, publicUserSchema } from '../../http-schemas';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Email o contraseña incorrectos',
  inactive: 'Tu cuenta está desactivada. Contacta con un administrador',
} as const;

const sessionSchema = z.object({ token: z.string(), user: publicUserSchema });

export const authRoutes: FastifyPluginAsyncZod<{ db: Db; tokens: TokenService }> = async (app, { db, tokens }) => {
  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: sessionSchema, 401: messageSchema, 403: messageSchema },
      },
    },
    async (request) => {
      const user = await findUserByEmail(db, request.body.email);
      // Unknown e-mail and wrong password answer alike, and take as long, so neither can be told apart.
      const ok = await verifyPassword(user?.password_hash ?? (await decoyPasswordHash()), request.body.password);
      if (!user || !ok) throw unauthorized(LOGIN_MESSAGES.wrongCredentials);
      if (user.is_active !== 1) throw forbidden(LOGIN_MESSAGES.inactive);
      return { token: await tokens.sign(user.id), user: toPublicUser(user) };
    },
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['auth'], summary: 'The signed-in user', security: [{ bearer: [] }], response: { 200: publicUserSchema } },
    },
    async (request) => toPublicUser(requireUser(request)),
  );
};
