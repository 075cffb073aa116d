import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPERADMIN, createTestContext, loginAs, type TestContext, countRows } from './context';

/**
 * Google sign-in against a local key: the test publishes its own JWKS on a tiny
 * HTTP server and hands its URL to the API through GOOGLE_JWKS_URL.
 */

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'shop-test.apps.googleusercontent.com';
let ctx: TestContext;
let server: Server;
let jwksRequests = 0;
let signingKey: SigningKey;
let strangerKey: SigningKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  const stranger = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = stranger.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    jwksRequests += 1;
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestContext({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs` },
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server?.close(resolve));
});

interface TokenOptions {
  email?: string;
  sub?: string;
  name?: string;
  emailVerified?: unknown;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: SigningKey;
  kid?: string;
}

function googleToken(options: TokenOptions = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: options.email ?? 'maria@gmail.test',
    email_verified: 'emailVerified' in options ? options.emailVerified : true,
    name: options.name ?? 'María Google',
  })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key', typ: 'JWT' })
    .setSubject(options.sub ?? '1000001')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setIssuedAt(now - 60)
    .setExpirationTime(options.expiresAt ?? now + 3600)
    .sign(options.key ?? signingKey);
}

const googleLogin = async (credential: string | object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/google-login',
    payload: typeof credential === 'string' ? { credential } : credential,
  });
const usersCount = () => countRows(ctx.db, 'users');
const failure = { message: 'Error en la autenticación con Google', code: 'GOOGLE_FAILED' };

describe('POST /api/auth/google-login', () => {
  it('a valid token creates a user with role user and signs in', async () => {
    const before = await usersCount();
    const response = await googleLogin(await googleToken());
    expect(response.statusCode).toBe(200);
    const body = response.json() as { token: string; user: Record<string, unknown> };
    expect(body.user).toMatchObject({ name: 'María Google', email: 'maria@gmail.test', role: 'user', isActive: true });
    expect(await usersCount()).toBe(before + 1);
    const row = await ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'maria@gmail.test')
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('1000001');
    expect(row.password_hash).toBeNull();
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json()).toMatchObject({ email: 'maria@gmail.test' });
  });

  it('an account created by Google has no password: password sign-in always fails alike', async () => {
    for (const password of ['decoy-password-for-timing', 'x', 'Secreta1!']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'maria@gmail.test', password },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Email o contraseña incorrectos', code: 'WRONG_CREDENTIALS' });
    }
  });

  it('signs the same person in again without a second account (issuer without https too)', async () => {
    const before = await usersCount();
    const response = await googleLogin(await googleToken({ issuer: 'accounts.google.com', email: 'MARIA@gmail.test' }));
    expect(response.statusCode).toBe(200);
    expect(await usersCount()).toBe(before);
  });

  it('signs in an existing account with that e-mail and links it', async () => {
    const before = await usersCount();
    const response = await googleLogin(await googleToken({ email: SUPERADMIN.email, sub: '2000002' }));
    expect(response.statusCode).toBe(200);
    expect((response.json() as { user: { role: string } }).user.role).toBe('superadmin');
    expect(await usersCount()).toBe(before);
    const row = await ctx.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', SUPERADMIN.email)
      .executeTakeFirstOrThrow();
    expect(row.google_sub).toBe('2000002');
    // password sign-in still works
    await loginAs(ctx.app, SUPERADMIN);
  });

  it('refuses another Google identity for an e-mail already linked', async () => {
    const response = await googleLogin(await googleToken({ email: SUPERADMIN.email, sub: '3000003' }));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(failure);
  });

  const refusals: [string, () => Promise<string>][] = [
    [
      'a wrong audience',
      () => googleToken({ audience: 'someone-else.apps.googleusercontent.com', email: 'a@gmail.test', sub: 'a' }),
    ],
    [
      'an expired token',
      () => googleToken({ expiresAt: Math.floor(Date.now() / 1000) - 600, email: 'b@gmail.test', sub: 'b' }),
    ],
    [
      'a bad signature (another key, same key id)',
      () => googleToken({ key: strangerKey, email: 'c@gmail.test', sub: 'c' }),
    ],
    [
      'a bad signature (another key, unknown key id)',
      () => googleToken({ key: strangerKey, kid: 'other', email: 'c2@gmail.test', sub: 'c2' }),
    ],
    ['an unverified e-mail', () => googleToken({ emailVerified: false, email: 'd@gmail.test', sub: 'd' })],
    ['a missing email_verified', () => googleToken({ emailVerified: undefined, email: 'd2@gmail.test', sub: 'd2' })],
    ['another issuer', () => googleToken({ issuer: 'https://evil.example.com', email: 'e@gmail.test', sub: 'e' })],
    [
      'a tampered payload',
      async () => {
        const [header, , signature] = (await googleToken({ email: 'f@gmail.test', sub: 'f' })).split('.');
        const payload = Buffer.from(
          JSON.stringify({
            email: 'root@tienda.test',
            email_verified: true,
            sub: 'x',
            aud: CLIENT_ID,
            iss: 'accounts.google.com',
            exp: 9999999999,
          }),
        ).toString('base64url');
        return `${header}.${payload}.${signature}`;
      },
    ],
    ['garbage', async () => 'not-a-jwt'],
  ];
  for (const [name, make] of refusals) {
    it(`refuses ${name} with 401 and creates nobody`, async () => {
      const before = await usersCount();
      const response = await googleLogin(await make());
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(failure);
      expect(await usersCount()).toBe(before);
    });
  }

  it('refuses an HS256 token signed with the client id as secret (algorithm confusion)', async () => {
    const forged = await new SignJWT({ email: 'g@gmail.test', email_verified: true })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
      .setSubject('g')
      .setAudience(CLIENT_ID)
      .setIssuer('accounts.google.com')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(CLIENT_ID));
    const response = await googleLogin(forged);
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 for a deactivated account', async () => {
    await ctx.db.kysely.updateTable('users').set({ is_active: 0 }).where('email', '=', 'maria@gmail.test').execute();
    const response = await googleLogin(await googleToken());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Tu cuenta está desactivada. Contacta con un administrador',
      code: 'ACCOUNT_INACTIVE',
    });
  });

  it('answers 400 without a credential', async () => {
    const response = await googleLogin({});
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toBe('La credencial de Google es requerida');
  });

  it('fetched the key set from the configured URL', () => {
    expect(jwksRequests).toBeGreaterThan(0);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('answers 503 with a clear message', async () => {
    const other = await createTestContext({ seed: false });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/api/auth/google-login',
        payload: { credential: await googleToken() },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'El inicio de sesión con Google no está disponible en este servidor',
        code: 'GOOGLE_NOT_CONFIGURED',
      });
    } finally {
      await other.close();
    }
  });
});
