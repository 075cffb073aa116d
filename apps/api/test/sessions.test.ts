import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUserSchema, sessionAnswerSchema } from '@shop/domain';
import { createUser, ensureAccount } from '../src/modules/users/service';
import {
  SUPERADMIN,
  countRows,
  createTestContext,
  loginAs,
  startSecondProcess,
  testDialect,
  type TestContext,
} from './context';

/**
 * Sessions that can be ended: every token carries its user's token version, and
 * signing out everywhere, changing the password, a password reset and a reactivation raise
 * it, so every earlier token answers 401 SESSION_ENDED, on every API process at once.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
});
afterAll(async () => ctx?.close());

const PASSWORD = 'Sesiones1!';
const NEW_PASSWORD = 'Cambiada2#';
const SESSION_ENDED = { message: 'Tu sesión ha finalizado. Inicia sesión de nuevo', code: 'SESSION_ENDED' };

/** A fresh account and one of its tokens. */
async function account() {
  const email = `sesion-${randomUUID().slice(0, 8)}@tienda.test`;
  const user = await createUser(ctx.db, { name: 'Sesión', email, password: PASSWORD });
  return { user, email, token: await loginAs(ctx.app, { email, password: PASSWORD }) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app = ctx.app) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const logoutAll = (token: string, app = ctx.app) =>
  app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(token) });
const changePassword = (token: string, payload: object, app = ctx.app) =>
  app.inject({ method: 'PUT', url: '/api/auth/password', headers: bearer(token), payload });

describe(`session answers (${testDialect})`, () => {
  it('login and registration answer { token, user, ...the user fields }, as documented', async () => {
    const { email } = await account();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    const registration = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Nueva',
        email: `nueva-${randomUUID()}@tienda.test`,
        password: PASSWORD,
        birthDate: '1990-01-01',
      },
    });
    for (const response of [login, registration]) {
      const body = sessionAnswerSchema.parse(response.json());
      const { token, user, ...topLevel } = body;
      expect(token.split('.')).toHaveLength(3);
      expect(topLevel).toEqual(user);
      expect(publicUserSchema.parse(user).role).toBe('user');
    }
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            responses: Record<
              string,
              { content: Record<string, { schema: { properties: object; required: string[] } }> }
            >;
          }
        >
      >;
    };
    for (const [path, status] of [
      ['/api/auth/login', '200'],
      ['/api/auth/register', '201'],
    ] as const) {
      const schema = docs.paths[path]!.post!.responses[status]!.content['application/json']!.schema;
      expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['token', 'user', 'id', 'email', 'role']));
      expect(schema.required).toEqual(expect.arrayContaining(['token', 'user', 'email', 'role']));
    }
  });
});

describe(`ending sessions (${testDialect})`, () => {
  it('POST /api/auth/logout-all ends every token of the user, the calling one included, and no one else’s', async () => {
    const { email, token } = await account();
    const other = await loginAs(ctx.app, { email, password: PASSWORD });
    const stranger = await account();
    const response = await logoutAll(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Se cerraron todas las sesiones' });
    for (const ended of [token, other]) {
      const refused = await me(ended);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(SESSION_ENDED);
    }
    expect((await me(stranger.token)).statusCode).toBe(200);
    // Signing in again opens a new session.
    expect((await me(await loginAs(ctx.app, { email, password: PASSWORD }))).statusCode).toBe(200);
  });

  it('PUT /api/auth/password: the current password is required, and the new one obeys the password rules', async () => {
    const { token } = await account();
    const wrong = await changePassword(token, { currentPassword: 'Otra1234!', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'La contraseña actual no es correcta', code: 'WRONG_CURRENT_PASSWORD' });
    const weak = await changePassword(token, { currentPassword: PASSWORD, newPassword: 'sinmayuscula1!' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [
        {
          path: 'body.newPassword',
          code: 'auth.passwordUppercase',
          message: 'La contraseña debe contener al menos una letra mayúscula',
        },
      ],
    });
    const missing = await changePassword(token, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      details: [{ path: 'body.currentPassword', code: 'account.currentPasswordRequired' }],
    });
    // Nothing changed: the session still works.
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a password change ends every earlier token and answers a fresh one for this session', async () => {
    const { email, token } = await account();
    const elsewhere = await loginAs(ctx.app, { email, password: PASSWORD });
    const response = await changePassword(token, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; message: string; email: string };
    expect(body.message).toBe('Contraseña actualizada. Se cerraron las demás sesiones');
    expect(body.email).toBe(email);
    for (const ended of [token, elsewhere]) expect((await me(ended)).json()).toEqual(SESSION_ENDED);
    expect((await me(body.token)).statusCode).toBe(200);
    const oldPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    expect((await me(await loginAs(ctx.app, { email, password: NEW_PASSWORD }))).statusCode).toBe(200);
  });

  it('wrong current passwords count against the sign-in limits of the address and account', async () => {
    const { token } = await account();
    for (let i = 0; i < 10; i += 1) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/auth/password',
        headers: bearer(token),
        payload: { currentPassword: `Wrong${i}!aA`, newPassword: NEW_PASSWORD },
        remoteAddress: '10.77.0.1',
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: bearer(token),
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('an account that signs in with Google only has no password to change', async () => {
    const email = `google-${randomUUID().slice(0, 8)}@tienda.test`;
    const user = await createUser(ctx.db, { name: 'Google', email, googleSub: randomUUID() });
    // A Google account has no password to sign in with here: its token comes from the same signer.
    const token = await signedTokenFor(user.id);
    const response = await changePassword(token, { currentPassword: 'Cualquiera1!', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Esta cuenta inicia sesión con Google y no tiene contraseña',
      code: 'NO_PASSWORD',
    });
  });

  it('deactivating and reactivating an account ends its earlier tokens', async () => {
    const { user, email, token } = await account();
    const admin = await loginAs(ctx.app, SUPERADMIN);
    const toggle = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/users/toggle-status',
        headers: bearer(admin),
        payload: { userId: user.id },
      });
    expect((await toggle()).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(403);
    expect((await toggle()).statusCode).toBe(200);
    expect((await me(token)).json()).toEqual(SESSION_ENDED);
    expect((await me(await loginAs(ctx.app, { email, password: PASSWORD }))).statusCode).toBe(200);
  });

  it('a password reset (user:create / the configured accounts at start) ends earlier tokens; a restart does not', async () => {
    const { email, token } = await account();
    await ensureAccount(ctx.db, { email, password: PASSWORD, role: 'user', name: 'Sesión' });
    expect((await me(token)).statusCode).toBe(200);
    await ensureAccount(ctx.db, { email, password: NEW_PASSWORD, role: 'user', name: 'Sesión' });
    expect((await me(token)).json()).toEqual(SESSION_ENDED);
  });

  it('a token without a version (issued before versions existed) holds until its user ends sessions', async () => {
    const { user } = await account();
    const legacy = await signedTokenFor(user.id, { withoutVersion: true });
    expect((await me(legacy)).statusCode).toBe(200);
    expect((await logoutAll(legacy)).statusCode).toBe(200);
    expect((await me(legacy)).json()).toEqual(SESSION_ENDED);
  });
});

describe(`two API processes on one database (${testDialect})`, () => {
  it('a token ended on one process is refused by the other at once, both ways', async () => {
    const second = await startSecondProcess(ctx);
    try {
      const { email, token } = await account();
      expect((await me(token, second.app)).statusCode).toBe(200);
      expect((await logoutAll(token)).statusCode).toBe(200);
      expect((await me(token, second.app)).json()).toEqual(SESSION_ENDED);

      const fresh = await loginAs(ctx.app, { email, password: PASSWORD });
      const changed = await changePassword(fresh, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, second.app);
      expect(changed.statusCode).toBe(200);
      expect((await me(fresh)).json()).toEqual(SESSION_ENDED);
      expect((await me((changed.json() as { token: string }).token)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe(`the account's own details (${testDialect})`, () => {
  it('GET /api/auth/me answers the user, never cached', async () => {
    const { email, token } = await account();
    const response = await me(token);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ email, name: 'Sesión', role: 'user' });
  });

  it('PATCH /api/auth/me changes the name, trimmed, and nothing else', async () => {
    const { email, token } = await account();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(token),
      payload: { name: '  Nombre Nuevo ', email: 'otro@tienda.test', role: 'superadmin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Datos actualizados',
      user: { name: 'Nombre Nuevo', email, role: 'user' },
    });
    expect((await me(token)).json()).toMatchObject({ name: 'Nombre Nuevo', email, role: 'user' });
  });

  it('PATCH /api/auth/me refuses an empty name, a too long one and control characters', async () => {
    const { token } = await account();
    const cases = [
      ['   ', 'auth.nameRequired'],
      ['x'.repeat(101), 'auth.nameTooLong'],
      ['Ana\u0000', 'text.controlCharacters'],
      ['Ana\nBeltrán', 'text.controlCharacters'],
    ] as const;
    for (const [name, code] of cases) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(token),
        payload: { name },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'body.name', code }] });
    }
    expect((await me(token)).json()).toMatchObject({ name: 'Sesión' });
  });
});

describe(`control characters in sign-up and sign-in (${testDialect})`, () => {
  const register = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  const valid = { name: 'Control', password: PASSWORD, birthDate: '1990-01-01' };
  const refusal = (field: string) => ({
    message: 'El texto contiene caracteres de control no permitidos',
    code: 'VALIDATION_ERROR',
    details: [
      {
        path: `body.${field}`,
        code: 'text.controlCharacters',
        message: 'El texto contiene caracteres de control no permitidos',
      },
    ],
  });

  it('a NUL or another control character in the e-mail or the name answers 400, and stores nothing', async () => {
    const before = await countRows(ctx.db, 'users');
    for (const character of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b']) {
      const email = await register({ ...valid, email: `nul${character}-${randomUUID()}@tienda.test` });
      expect(email.statusCode).toBe(400);
      expect(email.json()).toEqual(refusal('email'));
      const name = await register({ ...valid, name: `Nu${character}l`, email: `nul-${randomUUID()}@tienda.test` });
      expect(name.statusCode).toBe(400);
      expect(name.json()).toEqual(refusal('name'));
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nul${character}@tienda.test`, password: PASSWORD },
      });
      expect(login.statusCode).toBe(400);
      expect(login.json()).toEqual(refusal('email'));
    }
    expect(await countRows(ctx.db, 'users')).toBe(before);
  });

  it('refused before any password is hashed: a flood of them is answered quickly', async () => {
    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => register({ ...valid, email: `nul\u0000${randomUUID()}@tienda.test` })),
    );
    expect(responses.every((r) => r.statusCode === 400)).toBe(true);
    // 50 argon2 hashes take seconds; 50 refusals by the schema take a fraction of one.
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('names with accents and other scripts are welcome', async () => {
    const response = await register({
      ...valid,
      name: 'José Ñandú 李 Ørsted',
      email: `ok-${randomUUID()}@tienda.test`,
    });
    expect(response.statusCode).toBe(201);
  });
});

/** A token signed like the server's own, for an account that cannot sign in with a password here. */
async function signedTokenFor(userId: string, options: { withoutVersion?: boolean } = {}): Promise<string> {
  return new SignJWT(options.withoutVersion ? {} : { ver: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(ctx.config.jwtSecret));
}
