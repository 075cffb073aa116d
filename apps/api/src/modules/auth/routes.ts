import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createRegisterSchema,
  googleLoginSchema,
  loginSchema,
  publicUserSchema,
  sessionAnswerSchema,
} from '@shop/domain';
import type { AppConfig } from '../../app';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { HttpError, conflict, forbidden, unauthorized } from '../../errors';
import { messageSchema, validationErrorSchema } from '../../http-schemas';
import { requireUser } from '../../plugins/authentication';
import {
  AttemptLimiter,
  type AttemptStore,
  LOGIN_LIMIT,
  REGISTRATION_LIMIT,
  createAttemptStore,
} from '../../plugins/rate-limit';
import { userAdminRoutes } from '../users/routes';
import {
  createUser,
  findUserByEmail,
  findUserByGoogleSub,
  isUniqueViolation,
  linkGoogleAccount,
  toPublicUser,
} from '../users/service';
import { GoogleVerifier } from './google';
import { decoyPasswordHash, verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const LOGIN_MESSAGES = {
  wrongCredentials: 'Email o contraseña incorrectos',
  inactive: 'Tu cuenta está desactivada. Contacta con un administrador',
  emailTaken: 'Ya existe una cuenta con ese email',
  googleFailed: 'Error en la autenticación con Google',
  googleNotConfigured: 'El inicio de sesión con Google no está disponible en este servidor',
} as const;

const inMinutes = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
};

/** 429 text: how many minutes until the next attempt is allowed. */
export function tooManyAttemptsMessage(waitMs: number): string {
  return `Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en ${inMinutes(waitMs)}`;
}

export function tooManyRegistrationsMessage(waitMs: number): string {
  return `Se han creado demasiadas cuentas desde esta dirección. Inténtalo de nuevo en ${inMinutes(waitMs)}`;
}

function tooMany(reply: FastifyReply, waitMs: number, message: string): HttpError {
  reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
  return new HttpError(429, message, 'TOO_MANY_ATTEMPTS');
}

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
  db: Db;
  tokens: TokenService;
  config: Pick<AppConfig, 'demo' | 'google' | 'redisUrl'>;
  /** Where attempt counters live; by default Redis when REDIS_URL is set, otherwise memory. */
  attempts?: AttemptStore;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, tokens, config, attempts: given },
) => {
  const attempts = given ?? createAttemptStore(config.redisUrl);
  if (!given) app.addHook('onClose', async () => attempts.close());
  const limiter = new AttemptLimiter(attempts, LOGIN_LIMIT);
  const registrations = new AttemptLimiter(attempts, REGISTRATION_LIMIT);
  const demo = config.demo.enabled ? { email: config.demo.email, password: config.demo.password } : null;
  const registerSchema = createRegisterSchema({ demo, today: () => latestToday() });
  const google = config.google.clientId ? new GoogleVerifier(config.google.clientId, config.google.jwksUrl) : undefined;

  const session = async (user: UsersTable) => ({ token: await tokens.sign(user.id), user: toPublicUser(user) });

  /** The limiter must never take sign-in down with it: if its store fails, attempts are not limited. */
  const guarded = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      app.log.error({ err: error }, 'sign-in attempt limiter unavailable');
      return fallback;
    }
  };

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
        response: { 201: sessionAnswerSchema, 400: validationErrorSchema, 409: messageSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { name, email, password, birthDate } = request.body;
      const addressKey = [`register:ip:${request.ip}`];
      const wait = await guarded(() => registrations.blockedFor(addressKey), 0);
      if (wait > 0) throw tooMany(reply, wait, tooManyRegistrationsMessage(wait));
      if (await findUserByEmail(db, email)) throw conflict(LOGIN_MESSAGES.emailTaken);
      let user: UsersTable;
      try {
        user = await createUser(db, { name, email, password, birthDate, role: 'user' });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(LOGIN_MESSAGES.emailTaken);
        throw error;
      }
      await guarded(() => registrations.record(addressKey), undefined);
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
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const keys = [`login:email:${email}`, `login:ip:${request.ip}`];
      const wait = await guarded(() => limiter.blockedFor(keys), 0);
      if (wait > 0) throw tooMany(reply, wait, tooManyAttemptsMessage(wait));
      const user = await findUserByEmail(db, email);
      // Unknown e-mail, an account without a password (Google only) and a wrong password answer
      // alike and take as long: the decoy hash is verified for the timing, and never counts as a match.
      const ok = user?.password_hash
        ? await verifyPassword(user.password_hash, request.body.password)
        : (await verifyPassword(await decoyPasswordHash(), request.body.password)) && false;
      if (!user || !ok) {
        await guarded(() => limiter.record(keys), undefined);
        throw unauthorized(LOGIN_MESSAGES.wrongCredentials);
      }
      if (user.is_active !== 1) throw forbidden(LOGIN_MESSAGES.inactive);
      await guarded(() => limiter.clear(keys[0]!), undefined);
      return session(user);
    },
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
          400: validationErrorSchema,
          401: messageSchema,
          403: messageSchema,
          503: messageSchema,
        },
      },
    },
    async (request) => {
      if (!google) throw new HttpError(503, LOGIN_MESSAGES.googleNotConfigured, 'GOOGLE_NOT_CONFIGURED');
      const result = await google.verify(request.body.credential);
      if (!result.ok) {
        request.log.info({ reason: result.reason }, 'Google sign-in refused');
        throw unauthorized(LOGIN_MESSAGES.googleFailed);
      }
      const { sub, email, name } = result.identity;
      let user = (await findUserByGoogleSub(db, sub)) ?? (await findUserByEmail(db, email));
      if (user && user.google_sub === null)
        user = (await linkGoogleAccount(db, user.id, sub)) ?? (await findUserByGoogleSub(db, sub));
      if (user && user.google_sub !== sub) {
        // The e-mail belongs to an account linked to another Google identity.
        request.log.warn({ userId: user.id }, 'Google sign-in for an e-mail linked to another Google account');
        throw unauthorized(LOGIN_MESSAGES.googleFailed);
      }
      if (!user) {
        try {
          user = await createUser(db, { name, email, role: 'user', googleSub: sub });
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // Two first sign-ins raced; the other one created the account.
          user = await findUserByGoogleSub(db, sub);
          if (!user) throw unauthorized(LOGIN_MESSAGES.googleFailed);
        }
      }
      if (user.is_active !== 1) throw forbidden(LOGIN_MESSAGES.inactive);
      return session(user);
    },
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

  await app.register(userAdminRoutes, { db, prefix: '/users' });
};
