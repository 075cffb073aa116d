import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRegisterSchema,
  googleLoginSchema,
  loginSchema,
  publicUserSchema,
  sessionAnswerSchema,
} from '@shop/domain';
import type { AppConfig } from '../../config';
import type { UsersTable } from '../../db/schema';
import { errorSchema } from '../../http-schemas';
import { requireUser } from '../../plugins/authentication';
import { toPublicUser } from '../users/service';
import type { AuthService } from './service';
import type { TokenService } from './tokens';

const authConfigSchema = z.object({
  demo: z.object({ email: z.string(), password: z.string() }).nullable(),
  googleClientId: z.string().nullable(),
});

/**
 * The latest calendar day anywhere on Earth (UTC+14): the server's "today" for
 * birth dates, so it never refuses a date that is already today where the user is.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export interface AuthRoutesOptions {
  auth: AuthService;
  tokens: TokenService;
  config: Pick<AppConfig, 'demo' | 'google'>;
}

/** Registration, sign-in and the signed-in user: HTTP only, the rules are in ./service. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, tokens, config }) => {
  const demo = config.demo.enabled ? { email: config.demo.email, password: config.demo.password } : null;
  const registerSchema = createRegisterSchema({ demo, today: () => latestToday() });
  const session = async (user: UsersTable) => ({ token: await tokens.sign(user.id), user: toPublicUser(user) });

  app.get(
    '/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'What the sign-in page offers: the demo admin banner and the Google button',
        response: { 200: authConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { demo, googleClientId: config.google.clientId ?? null };
    },
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user) and sign in',
        body: registerSchema,
        response: { 201: sessionAnswerSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, birthDate } = request.body;
      const user = await auth.register({ name, email, password, birthDate }, request);
      return reply.status(201).send(await session(user));
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: {
          200: sessionAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => session(await auth.signIn(request.body, request)),
  );

  app.post(
    '/google-login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (or register) with a Google ID token',
        body: googleLoginSchema,
        response: {
          200: sessionAnswerSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request) => session(await auth.signInWithGoogle(request.body.credential, request)),
  );

  app.get(
    '/me',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: publicUserSchema },
      },
    },
    async (request) => toPublicUser(requireUser(request)),
  );
};
