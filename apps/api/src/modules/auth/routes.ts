import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  changePasswordSchema,
  createRegisterSchema,
  domainMessage,
  googleLoginSchema,
  loginSchema,
  passwordChangeAnswerSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  publicUserSchema,
  sessionAnswerSchema,
  updateProfileSchema,
  userWriteAnswerSchema,
} from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import type { AppConfig } from '../../config';
import type { UsersTable } from '../../db/schema';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { errorSchema, messageSchema, routeOf } from '../../http-schemas';
import { requireUser } from '../../plugins/authentication';
import { languageOf } from '../../plugins/language';
import { baseUrlOf } from '../../plugins/public-url';
import { rememberLanguage, renameUser, toPublicUser } from '../users';
import type { PasswordResets } from './password-reset';
import type { AuthService } from './service';
import type { TokenService } from './tokens';

/**
 * The latest calendar day anywhere on Earth (UTC+14): the server's "today" for
 * birth dates, so it never refuses a date that is already today where the user is.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export interface AuthRoutesOptions {
  db: Db;
  auth: AuthService;
  tokens: TokenService;
  config: Pick<AppConfig, 'demo' | 'google' | 'publicBaseUrl'>;
  passwordResets: PasswordResets;
}

/** Registration, sign-in and the signed-in user: HTTP only, the rules are in ./service. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, auth, tokens, config, passwordResets },
) => {
  const demo = config.demo.enabled ? { email: config.demo.email, password: config.demo.password } : null;
  const registerSchema = createRegisterSchema({ demo, today: () => latestToday() });
  // The user's fields twice: under `user`, and at the top level, so a client reading either shape finds them.
  const session = async (user: UsersTable) => {
    const publicUser = toPublicUser(user);
    return { ...publicUser, token: await tokens.sign(user), user: publicUser };
  };
  const sessionDescription =
    "The answer is the session object: the user's fields (role included) at the top level " +
    'with the token, and the same user again under `user`.';
  const signedIn = { config: { access: 'signed-in' }, security: [{ bearer: [] }] } as const;
  /** The account keeps the language it signed in with: its e-mails are written in it. */
  const remembered = async (user: UsersTable, request: FastifyRequest) => {
    const language = languageOf(request);
    if (user.language !== language) await rememberLanguage(db, user.id, language);
    return { ...user, language };
  };
  const signedInErrors = { 401: errorSchema, 403: errorSchema };

  app.route({
    ...routeOf(accountEndpoints.authConfig),
    schema: {
      tags: ['auth'],
      summary: 'What the sign-in page offers: the demo admin banner and the Google button',
      response: { 200: authConfigSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { demo, googleClientId: config.google.clientId ?? null };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.register),
    schema: {
      tags: ['auth'],
      summary: 'Create an account (role user) and sign in',
      description: sessionDescription,
      body: registerSchema,
      response: { 201: sessionAnswerSchema, 400: errorSchema, 409: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const { name, email, password, birthDate } = request.body;
      const user = await auth.register({ name, email, password, birthDate, language: languageOf(request) }, request);
      return reply.status(201).send(await session(user));
    },
  });

  app.route({
    ...routeOf(accountEndpoints.login),
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      description:
        `${sessionDescription} Failures are limited per address and per address-and-account (429 with ` +
        'Retry-After); an account under attack from many addresses answers more slowly but is never locked.',
      body: loginSchema,
      response: {
        200: sessionAnswerSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        429: errorSchema,
      },
    },
    handler: async (request) => session(await remembered(await auth.signIn(request.body, request), request)),
  });

  app.route({
    ...routeOf(accountEndpoints.googleLogin),
    schema: {
      tags: ['auth'],
      summary: 'Sign in (or register) with a Google ID token',
      description: sessionDescription,
      body: googleLoginSchema,
      response: {
        200: sessionAnswerSchema,
        400: errorSchema,
        401: errorSchema,
        403: errorSchema,
        503: errorSchema,
      },
    },
    handler: async (request) =>
      session(await remembered(await auth.signInWithGoogle(request.body.credential, request), request)),
  });

  app.route({
    ...routeOf(accountEndpoints.me),
    config: signedIn.config,
    schema: {
      tags: ['auth'],
      summary: 'The signed-in user',
      security: signedIn.security,
      response: { 200: publicUserSchema, ...signedInErrors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toPublicUser(requireUser(request));
    },
  });

  app.route({
    ...routeOf(accountEndpoints.updateProfile),
    config: signedIn.config,
    schema: {
      tags: ['auth'],
      summary: "Change the signed-in user's own name",
      security: signedIn.security,
      body: updateProfileSchema,
      response: { 200: userWriteAnswerSchema, 400: errorSchema, ...signedInErrors },
    },
    handler: async (request) => {
      const user = await renameUser(db, requireUser(request).id, request.body.name);
      if (!user) throw httpError('USER_GONE');
      return { message: domainMessage('account.profileUpdated', languageOf(request)), user: toPublicUser(user) };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.changePassword),
    config: signedIn.config,
    schema: {
      tags: ['auth'],
      summary: 'Change the password (the current one required); ends every other session',
      description:
        'Every token issued before the change is refused from then on (401 SESSION_ENDED), on every API ' +
        'process; the answer carries a fresh token for the session that made the change.',
      security: signedIn.security,
      body: changePasswordSchema,
      response: {
        200: passwordChangeAnswerSchema,
        400: errorSchema,
        409: errorSchema,
        429: errorSchema,
        ...signedInErrors,
      },
    },
    handler: async (request) => {
      const user = await auth.changePassword(requireUser(request), request.body, request);
      return { ...(await session(user)), message: domainMessage('account.passwordChanged', languageOf(request)) };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.signOutEverywhere),
    config: signedIn.config,
    schema: {
      tags: ['auth'],
      summary: 'Sign out everywhere: every token of the user, this one included, ends',
      description: 'Every token issued so far is refused from then on (401 SESSION_ENDED), on every API process.',
      security: signedIn.security,
      response: { 200: messageSchema, ...signedInErrors },
    },
    handler: async (request) => {
      await auth.signOutEverywhere(requireUser(request));
      return { message: domainMessage('account.signedOutEverywhere', languageOf(request)) };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.passwordReset),
    schema: {
      tags: ['auth'],
      summary:
        'Ask for a password-reset link by e-mail: 202 with the same text whether or not the e-mail has an account',
      description:
        "The mail (in the request's language) holds a link to /restablecer?token=… that works once, for 30 " +
        'minutes. Limited per e-mail (5 an hour) and per address (20 an hour): 429 with Retry-After.',
      body: passwordResetRequestSchema,
      response: { 202: messageSchema, 400: errorSchema, 429: errorSchema },
    },
    handler: async (request, reply) => {
      const language = languageOf(request);
      await passwordResets.request(request.body.email, {
        ip: request.ip,
        log: request.log,
        language,
        baseUrl: baseUrlOf(request, config.publicBaseUrl),
      });
      reply.header('cache-control', 'no-store');
      return reply.status(202).send({ message: domainMessage('passwordReset.requested', language) });
    },
  });

  app.route({
    ...routeOf(accountEndpoints.passwordResetConfirm),
    schema: {
      tags: ['auth'],
      summary: "Set a new password with a reset link's token; ends every session of the account",
      description:
        "The password follows the registration's rules. A token that is unknown, altered, already used or " +
        'expired answers 400 RESET_LINK_INVALID and changes nothing.',
      body: passwordResetConfirmSchema,
      response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      await passwordResets.confirm(request.body.token, request.body.password, request);
      return { message: domainMessage('passwordReset.done', languageOf(request)) };
    },
  });
};
