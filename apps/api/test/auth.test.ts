import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_KEYS, domainMessage } from '@shop/domain';
import { latestToday } from '../src/modules/auth/routes';
import { DEMO, SUPERADMIN, createTestContext, loginAs, type TestContext, countRows } from './context';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
});
afterAll(async () => ctx?.close());

const valid = { name: 'Lucía Gómez', email: 'lucia@tienda.test', password: 'Secreta1!', birthDate: '1995-03-08' };
const register = (payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const countUsers = () => countRows(ctx.db, 'users');

describe('POST /api/auth/register', () => {
  it('creates a user (role user), answers 201 { token, user } and the token works', async () => {
    const response = await register({ ...valid, role: 'superadmin', isActive: false });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { token: string; user: Record<string, unknown> };
    expect(body.user).toMatchObject({ name: 'Lucía Gómez', email: 'lucia@tienda.test', role: 'user', isActive: true });
    expect(body.user._id).toBe(body.user.id);
    expect(body.user).not.toHaveProperty('password');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(response.body).not.toContain('Secreta1!');
    expect(response.body).not.toContain('argon2');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'lucia@tienda.test', role: 'user' });
    const row = await ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'lucia@tienda.test')
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
    expect(row.birth_date).toBe('1995-03-08');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses the same e-mail in another case with 409 and changes nothing', async () => {
    const before = await countUsers();
    const response = await register({ ...valid, email: '  LUCIA@Tienda.TEST ' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Ya existe una cuenta con ese email', code: 'EMAIL_TAKEN' });
    expect(await countUsers()).toBe(before);
  });

  it('signs in with the registered password afterwards', async () => {
    const token = await loginAs(ctx.app, { email: 'Lucia@tienda.test', password: valid.password });
    expect(token.split('.')).toHaveLength(3);
  });

  it('checks the registration rules in order, with their messages, and stores nothing', async () => {
    const before = await countUsers();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: '' }, 'body.email', domainMessage(AUTH_KEYS.emailRequired)],
      [{ email: 'sin-arroba' }, 'body.email', domainMessage(AUTH_KEYS.emailInvalid)],
      [{ email: 'nuevo@tienda.test', password: '' }, 'body.password', domainMessage(AUTH_KEYS.passwordRequired)],
      [{ email: 'nuevo@tienda.test', password: 'Ab1!' }, 'body.password', domainMessage(AUTH_KEYS.passwordTooShort)],
      [
        { email: 'nuevo@tienda.test', password: 'secreta1!' },
        'body.password',
        domainMessage(AUTH_KEYS.passwordUppercase),
      ],
      [
        { email: 'nuevo@tienda.test', password: 'SECRETA1!' },
        'body.password',
        domainMessage(AUTH_KEYS.passwordLowercase),
      ],
      [{ email: 'nuevo@tienda.test', password: 'Secretas!' }, 'body.password', domainMessage(AUTH_KEYS.passwordDigit)],
      [
        { email: 'nuevo@tienda.test', password: 'Secreta12' },
        'body.password',
        domainMessage(AUTH_KEYS.passwordSpecial),
      ],
      [
        { email: 'nuevo@tienda.test', password: `Aa1!${'x'.repeat(125)}` },
        'body.password',
        domainMessage(AUTH_KEYS.passwordTooLong),
      ],
      [{ email: 'nuevo@tienda.test', name: '   ' }, 'body.name', domainMessage(AUTH_KEYS.nameRequired)],
      [{ email: 'nuevo@tienda.test', birthDate: '' }, 'body.birthDate', domainMessage(AUTH_KEYS.birthDateRequired)],
      [
        { email: 'nuevo@tienda.test', birthDate: '2999-01-01' },
        'body.birthDate',
        domainMessage(AUTH_KEYS.birthDateFuture),
      ],
      [
        { email: 'nuevo@tienda.test', birthDate: '1899-12-31' },
        'body.birthDate',
        domainMessage(AUTH_KEYS.birthDateTooOld),
      ],
      [{ email: 'nuevo@tienda.test', birthDate: latestToday() }, 'body.birthDate', domainMessage(AUTH_KEYS.tooYoung)],
    ];
    for (const [patch, path, message] of cases) {
      const rule = Object.values(AUTH_KEYS).find((key) => domainMessage(key) === message);
      // Every later field is wrong too: only the first broken rule is reported.
      const payload = { name: '', password: 'x', birthDate: '', ...patch };
      if (!('password' in patch) && path !== 'body.email') payload.password = valid.password;
      if (path === 'body.birthDate') payload.name = 'Nombre';
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json(), JSON.stringify(patch)).toEqual({
        message,
        code: 'VALIDATION_ERROR',
        details: [{ path, code: rule, message }],
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it('answers 400 with a message for a body that is not an object', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '[1,2]',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBeTruthy();
  });

  it('exempts the demo pair from the password rules (then the e-mail is taken, since the demo admin exists)', async () => {
    const response = await register({ ...valid, email: DEMO.email.toUpperCase(), password: DEMO.password });
    expect(response.statusCode).toBe(409);
    const notDemo = await register({ ...valid, email: 'otro@tienda.test', password: DEMO.password });
    expect(notDemo.statusCode).toBe(400);
    expect((notDemo.json() as { message: string }).message).toBe(domainMessage(AUTH_KEYS.passwordUppercase));
  });
});

describe('POST /api/auth/login', () => {
  it('answers { token, user } with both ids and no password', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: SUPERADMIN });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: Record<string, unknown> };
    expect(Object.keys(body.user).sort()).toEqual(['_id', 'createdAt', 'email', 'id', 'isActive', 'name', 'role']);
    expect(body.user.role).toBe('superadmin');
  });

  it('answers unknown e-mail and wrong password with the same 401', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nadie@tienda.test', password: 'Secreta1!' },
      remoteAddress: '10.9.0.1',
    });
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SUPERADMIN.email, password: 'Wrong123!' },
      remoteAddress: '10.9.0.2',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({ message: 'Email o contraseña incorrectos', code: 'WRONG_CREDENTIALS' });
  });

  it('validates in the spec order', async () => {
    const cases: [object, string][] = [
      [{ email: '', password: '' }, domainMessage(AUTH_KEYS.emailRequired)],
      [{ email: 'x', password: '' }, domainMessage(AUTH_KEYS.passwordRequired)],
      [{ email: 'x y@z.com', password: 'a' }, domainMessage(AUTH_KEYS.emailInvalid)],
    ];
    for (const [payload, message] of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toBe(message);
    }
  });
});

describe('GET /api/auth/config', () => {
  it('tells the sign-in page about the demo admin and Google', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ demo: DEMO, googleClientId: null });
  });

  it('shows no demo account when DEMO_MODE is off, and the Google client id when set', async () => {
    const other = await createTestContext({
      env: { DEMO_MODE: 'false', GOOGLE_CLIENT_ID: 'shop-client.apps.googleusercontent.com' },
    });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/api/auth/config' });
      expect(response.json()).toEqual({ demo: null, googleClientId: 'shop-client.apps.googleusercontent.com' });
      const demoLogin = await other.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO });
      expect(demoLogin.statusCode).toBe(401);
      // Without DEMO_MODE the demo pair is not exempt from the password rules.
      const register = await other.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...valid, email: DEMO.email, password: DEMO.password },
      });
      expect(register.statusCode).toBe(400);
      expect((register.json() as { message: string }).message).toBe(domainMessage(AUTH_KEYS.passwordUppercase));
    } finally {
      await other.close();
    }
  });
});

describe('sessions', () => {
  it('a deactivated user loses access at the next request, and cannot sign in', async () => {
    const superToken = await loginAs(ctx.app, SUPERADMIN);
    const created = await register({ ...valid, email: 'pronto-inactivo@tienda.test' });
    const { token, user } = created.json() as { token: string; user: { id: string } };
    const me = () =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    const toggle = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/auth/users/toggle-status',
      headers: { authorization: `Bearer ${superToken}` },
      payload: { userId: user.id },
    });
    expect(toggle.json()).toMatchObject({ message: 'Usuario desactivado', user: { isActive: false } });
    const refused = await me();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Tu cuenta está desactivada. Contacta con un administrador',
      code: 'ACCOUNT_INACTIVE',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'pronto-inactivo@tienda.test', password: valid.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      message: 'Tu cuenta está desactivada. Contacta con un administrador',
      code: 'ACCOUNT_INACTIVE',
    });
  });

  it('a deleted user loses access at the next request', async () => {
    const superToken = await loginAs(ctx.app, SUPERADMIN);
    const created = await register({ ...valid, email: 'borrado@tienda.test' });
    const { token, user } = created.json() as { token: string; user: { id: string } };
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${user.id}`,
      headers: { authorization: `Bearer ${superToken}` },
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'El usuario ya no existe', code: 'USER_GONE' });
  });

  it('without a token: 401 No hay token de autenticación', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: 'No hay token de autenticación', code: 'NO_TOKEN' });
  });
});
