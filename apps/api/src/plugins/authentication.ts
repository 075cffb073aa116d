import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RoleName, STAFF_ROLES, SUPERADMIN_ROLES } from '@shop/domain';
import type { UsersTable } from '../db/schema';
import { httpError } from '../errors';

/**
 * Who may call a route, declared on the route itself (`config: { access: [...] }`)
 * so the permission of every route can be read off the server (see the
 * permission-matrix test). Routes without `access` are public.
 */
export type Access = readonly RoleName[] | 'signed-in';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    currentUser: UsersTable | null;
  }
  interface FastifyInstance {
    /** Every route the server declared, with who may call it (read by the permission-matrix test). */
    routeCatalogue: RouteEntry[];
    /** The request's signed-in user, or the 401 a signed-in route answers (see signedInCaller). */
    signedInUser(request: FastifyRequest): Promise<UsersTable>;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access | undefined;
}

export const ADMIN_ROLES: readonly RoleName[] = STAFF_ROLES;
export const SUPERADMIN_ONLY: readonly RoleName[] = SUPERADMIN_ROLES;

/** What the plugin needs from the rest of the app, handed over by the composition root. */
export interface AuthenticationDependencies {
  /** The user id and token version a session token carries, or undefined when it is invalid or expired. */
  verifyToken(token: string): Promise<{ userId: string; version: number } | undefined>;
  /** The user as stored now (read on every request), or undefined when it no longer exists. */
  findUser(id: string): Promise<UsersTable | undefined>;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * Resolves the signed-in user of a request, re-reading it from the database on
 * every request so a deactivated, deleted or demoted user loses access at once,
 * and a token issued before its user's sessions were ended is refused.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { verifyToken, findUser }: AuthenticationDependencies,
): void {
  app.decorateRequest('currentUser', null);
  const catalogue: RouteEntry[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) catalogue.push({ method, url: route.url, access: route.config?.access });
  });
  const signedInUser = async (request: FastifyRequest): Promise<UsersTable> => {
    const token = bearerToken(request);
    if (!token) throw httpError('NO_TOKEN');
    const claims = await verifyToken(token);
    if (!claims) throw httpError('INVALID_TOKEN');
    const user = await findUser(claims.userId);
    if (!user) throw httpError('USER_GONE');
    if (user.is_active !== 1) throw httpError('ACCOUNT_INACTIVE');
    if (user.token_version !== claims.version) throw httpError('SESSION_ENDED');
    return user;
  };
  app.decorate('signedInUser', signedInUser);
  // onRequest, before the body is even parsed: an unauthorised caller learns nothing about validation.
  // A callback, not an async function: a public route (most requests) passes without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config.access;
    if (!access) return done();
    signedInUser(request).then((user) => {
      if (access !== 'signed-in' && !access.includes(user.role)) return done(httpError('FORBIDDEN'));
      request.currentUser = user;
      done();
    }, done);
  });
}

/**
 * The caller of a public route that needs a session for part of what it does (a delivery quote
 * for a saved address): the same checks, and the same 401s, as a route declared 'signed-in'.
 */
export function signedInCaller(request: FastifyRequest): Promise<UsersTable> {
  return request.server.signedInUser(request);
}

/** The user of a route declared with `access`; the onRequest hook guarantees it is set. */
export function requireUser(request: FastifyRequest): UsersTable {
  if (!request.currentUser) throw httpError('NO_TOKEN');
  return request.currentUser;
}
