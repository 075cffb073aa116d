import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../src/plugins/authentication';
import { createUser } from '../src/modules/users/service';
import { SUPERADMIN, DEMO, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * The permission matrix: every /api route the server declares × every kind of
 * caller → the expected status class. The routes come from the server itself
 * (app.routeCatalogue, filled by an onRoute hook), so a route added without a
 * row below fails this test, and so does a row whose route no longer exists.
 */

type Rule = 'public' | 'signed-in' | 'admin' | 'superadmin';

const EXPECTED: Record<string, Rule> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/categories': 'public',
  'GET /api/products': 'public',
  'GET /api/products/:id': 'public',
  'GET /api/products/:id/similar': 'public',
  'GET /api/products/compare-products': 'public',
  'GET /api/products/facets': 'public',
  'GET /api/products/suggest': 'public',
  'GET /api/exchange-rates': 'public',
  'GET /api/components': 'public',
  'POST /api/products': 'admin',
  'PUT /api/products/:id': 'admin',
  'DELETE /api/products/:id': 'admin',
  'GET /api/auth/config': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/google-login': 'public',
  'POST /api/auth/password-reset': 'public',
  'POST /api/auth/password-reset/confirm': 'public',
  'GET /api/auth/me': 'signed-in',
  'PATCH /api/auth/me': 'signed-in',
  'PUT /api/auth/password': 'signed-in',
  'POST /api/auth/logout-all': 'signed-in',
  'GET /api/auth/users': 'superadmin',
  'PATCH /api/auth/users/update-role': 'superadmin',
  'PATCH /api/auth/users/toggle-status': 'superadmin',
  'DELETE /api/auth/users/:id': 'superadmin',
  'POST /api/orders/check': 'public',
  'POST /api/orders': 'signed-in',
  'GET /api/orders/mine': 'signed-in',
  'GET /api/orders': 'admin',
  'GET /api/orders/export.csv': 'admin',
  'GET /api/orders/:id': 'signed-in',
  'GET /api/orders/:id/mails': 'admin',
  'POST /api/orders/:id/mails/:mailId/resend': 'admin',
  'PATCH /api/orders/:id/status': 'admin',
  'POST /api/orders/:id/cancel': 'signed-in',
  'POST /api/upload': 'admin',
  'POST /api/upload/multiple': 'admin',
  'POST /api/upload/video': 'admin',
  'DELETE /api/upload': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/mail-outbox': 'admin',
  'GET /api/admin/products': 'admin',
  'GET /api/admin/products/export.csv': 'admin',
  'POST /api/admin/products/bulk': 'admin',
  'POST /api/admin/products/import': 'admin',
  'GET /api/admin/settings': 'admin',
  'PUT /api/admin/settings': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/account/addresses': 'signed-in',
  'POST /api/account/addresses': 'signed-in',
  'PUT /api/account/addresses/:id': 'signed-in',
  'DELETE /api/account/addresses/:id': 'signed-in',
  'POST /api/shipping/quote': 'public',
  'GET /api/products/:id/reviews': 'public',
  'GET /api/products/:id/reviews/mine': 'signed-in',
  'POST /api/products/:id/reviews': 'signed-in',
  'PUT /api/reviews/:id': 'signed-in',
  'DELETE /api/reviews/:id': 'signed-in',
  'POST /api/reviews/:id/useful': 'signed-in',
  'GET /api/admin/reviews': 'admin',
  'PATCH /api/admin/reviews/:id': 'admin',
  'POST /api/products/:id/stock-alerts': 'public',
  'GET /api/account/favourites': 'signed-in',
  'PUT /api/account/favourites/:productId': 'signed-in',
  'DELETE /api/account/favourites/:productId': 'signed-in',
  'POST /api/account/favourites/merge': 'signed-in',
  // The OpenAPI document and its UI.
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/json': 'public',
  'GET /api/docs/yaml': 'public',
  'GET /api/docs/*': 'public',
  'GET /api/docs/static/index.html': 'public',
  'GET /api/docs/static/swagger-initializer.js': 'public',
};

const CALLERS = [
  'guest',
  'user',
  'admin',
  'superadmin',
  'deactivated',
  'expired',
  'foreign-secret',
  'signed-out-everywhere',
] as const;
type Caller = (typeof CALLERS)[number];

/** 'ok' = the caller got through the guard: 2xx, or a 4xx that is not 401/403 (validation, not found...). */
type Outcome = 'ok' | 401 | 403;

function expectedOutcome(rule: Rule, caller: Caller): Outcome {
  if (rule === 'public') return 'ok';
  if (['guest', 'expired', 'foreign-secret', 'signed-out-everywhere'].includes(caller)) return 401;
  if (caller === 'deactivated') return 403;
  if (rule === 'signed-in') return 'ok';
  if (rule === 'admin') return caller === 'admin' || caller === 'superadmin' ? 'ok' : 403;
  return caller === 'superadmin' ? 'ok' : 403;
}

/** The access a rule means, to compare with what each route declares. */
function declaredRule(access: Access | undefined): Rule {
  if (access === undefined) return 'public';
  if (access === 'signed-in') return 'signed-in';
  const roles = [...access].sort().join(',');
  if (roles === 'admin,superadmin') return 'admin';
  if (roles === 'superadmin') return 'superadmin';
  throw new Error(`unexpected access ${roles}`);
}

function outcomeOf(status: number): Outcome | number {
  if (status === 401 || status === 403) return status;
  if (status >= 200 && status < 500) return 'ok';
  return status;
}

let ctx: TestContext;
const headers: Record<Caller, Record<string, string>> = {} as never;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fresh tokens for the active accounts (again after a route of the matrix signed them out everywhere). */
async function signInCallers() {
  headers.user = bearer(await loginAs(ctx.app, { email: 'cliente@matrix.test', password: 'Cliente1!' }));
  headers.admin = bearer(await loginAs(ctx.app, DEMO));
  headers.superadmin = bearer(await loginAs(ctx.app, SUPERADMIN));
}

beforeAll(async () => {
  ctx = await createTestContext({
    env: { GOOGLE_CLIENT_ID: 'matrix.apps.googleusercontent.com', GOOGLE_JWKS_URL: 'http://127.0.0.1:9/jwks' },
  });
  const secret = new TextEncoder().encode(ctx.config.jwtSecret);
  await createUser(ctx.db, { name: 'Cliente', email: 'cliente@matrix.test', password: 'Cliente1!' });
  const inactive = await createUser(ctx.db, {
    name: 'Inactivo',
    email: 'inactivo@matrix.test',
    password: 'Inactivo1!',
  });
  const superadmin = await ctx.db.kysely
    .selectFrom('users')
    .select('id')
    .where('email', '=', SUPERADMIN.email)
    .executeTakeFirstOrThrow();
  headers.guest = {};
  await signInCallers();
  // A superadmin's token from before the account signed out everywhere: a valid signature, an ended session.
  headers['signed-out-everywhere'] = headers.superadmin;
  const signOut = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: headers.superadmin });
  expect(signOut.statusCode).toBe(200);
  await signInCallers();
  headers.deactivated = bearer(await loginAs(ctx.app, { email: 'inactivo@matrix.test', password: 'Inactivo1!' }));
  // Deactivated behind the API's back: a toggle would also end the token, and this caller must reach the inactive check.
  await ctx.db.kysely.updateTable('users').set({ is_active: 0 }).where('id', '=', inactive.id).execute();
  // The most powerful account, so a 401 can only come from the token itself.
  const past = Math.floor(Date.now() / 1000) - 3600;
  headers.expired = bearer(
    await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(superadmin.id)
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(secret),
  );
  headers['foreign-secret'] = bearer(
    await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(superadmin.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-9876543210')),
  );
});
afterAll(async () => ctx?.close());

/**
 * Every method + URL of the server, read from its own route tree (app.printRoutes),
 * which also holds routes registered before the authentication plugin's onRoute
 * hook (the OpenAPI UI, for example).
 */
function printedRoutes(): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ├└─]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || line.trim() === '') continue;
    const depth = match[1]!.length;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const path = (stack[stack.length - 1]?.path ?? '') + match[2]!;
    stack.push({ depth, path });
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url: path });
  }
  return routes;
}

function apiRoutes() {
  const declared = new Map(ctx.app.routeCatalogue.map((r) => [`${r.method} ${r.url}`, r]));
  const seen = new Set<string>();
  const routes: { key: string; method: string; url: string; known: boolean; access: Access | undefined }[] = [];
  for (const route of printedRoutes()) {
    if (!route.url.startsWith('/api')) continue;
    if (route.method === 'OPTIONS') continue; // CORS pre-flight, answered by the CORS plugin
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({
      key,
      method: route.method,
      url: route.url,
      known: declared.has(key),
      access: declared.get(key)?.access,
    });
  }
  return routes;
}

describe(`permission matrix (${testDialect})`, () => {
  it('has exactly one row per /api route of the server', () => {
    // A HEAD route is Fastify's mirror of a GET route and shares its row.
    const actual = apiRoutes()
      .filter((r) => r.method !== 'HEAD')
      .map((r) => r.key)
      .sort();
    expect(actual.length).toBeGreaterThan(10);
    expect(
      actual.filter((key) => !(key in EXPECTED)),
      'routes without a row in EXPECTED',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((key) => !actual.includes(key)),
      'rows without a route',
    ).toEqual([]);
  });

  it('reads the same routes from the route tree as from the onRoute catalogue', () => {
    const catalogued = ctx.app.routeCatalogue
      .filter((r) => r.url.startsWith('/api'))
      .map((r) => `${r.method} ${r.url}`);
    const printed = apiRoutes().map((r) => r.key);
    expect(catalogued.filter((key) => !printed.includes(key))).toEqual([]);
    // Only the OpenAPI UI is registered before the authentication plugin (it is public).
    expect(
      apiRoutes()
        .filter((r) => !r.known)
        .every((r) => r.url.startsWith('/api/docs')),
    ).toBe(true);
  });

  it('every route declares the access its row expects', () => {
    const mismatches = apiRoutes()
      .filter((r) => r.known && r.key in EXPECTED && declaredRule(r.access) !== EXPECTED[r.key])
      .map((r) => `${r.key}: declares ${declaredRule(r.access)}, expected ${EXPECTED[r.key]}`);
    expect(mismatches).toEqual([]);
  });

  it('every route × caller answers the expected status class', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of apiRoutes()) {
      const rule = EXPECTED[route.key] ?? (route.method === 'HEAD' ? EXPECTED[`GET ${route.url}`] : undefined);
      if (!rule) continue; // reported by the first test
      // Unknown ids and empty bodies: a caller who gets through the guard meets a 404 or a 400, never a write.
      const url = route.url.replace(/:[A-Za-z]+/g, randomUUID()).replace(/\*$/, 'missing-file.txt');
      for (const caller of CALLERS) {
        const hasBody = !['GET', 'DELETE'].includes(route.method);
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: headers[caller],
          ...(hasBody ? { payload: {} } : {}),
          remoteAddress: `10.1.${CALLERS.indexOf(caller)}.1`,
        });
        const expected = expectedOutcome(rule, caller);
        const actual = outcomeOf(response.statusCode);
        checked += 1;
        if (actual !== expected)
          failures.push(
            `${route.key} as ${caller}: expected ${expected}, got ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        if (route.method === 'HEAD') continue;
        if (expected === 401 && caller === 'guest')
          expect(response.json()).toEqual({ message: 'No hay token de autenticación', code: 'NO_TOKEN' });
        if (expected === 401 && caller === 'signed-out-everywhere')
          expect(response.json()).toEqual({
            message: 'Tu sesión ha finalizado. Inicia sesión de nuevo',
            code: 'SESSION_ENDED',
          });
        else if (expected === 401 && caller !== 'guest')
          expect(response.json()).toEqual({ message: 'Token inválido o expirado', code: 'INVALID_TOKEN' });
        if (route.key === 'POST /api/auth/logout-all' && response.statusCode === 200) await signInCallers();
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(apiRoutes().length * CALLERS.length);
  });

  it('a guarded route refuses before it reads the body: no caller learns about validation', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      payload: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('the refused callers changed nothing', async () => {
    const users = await ctx.db.kysely
      .selectFrom('users')
      .select(['email', 'role', 'is_active'])
      .orderBy('email')
      .execute();
    expect(users).toEqual([
      { email: DEMO.email, role: 'admin', is_active: 1 },
      { email: 'cliente@matrix.test', role: 'user', is_active: 1 },
      { email: 'inactivo@matrix.test', role: 'user', is_active: 0 },
      { email: SUPERADMIN.email, role: 'superadmin', is_active: 1 },
    ]);
  });
});
