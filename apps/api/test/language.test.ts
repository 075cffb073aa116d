import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/service';
import { DEMO, createTestContext, loginAs, type TestContext } from './context';

/**
 * The API answers in the caller's language: the `lng` query parameter,
 * then the shop's language cookie (`i18next`), then Accept-Language, then Spanish. The same bad
 * request, asked in Spanish and in English, gets the same status and code and the text in
 * each language; a language we do not have, or a broken header or cookie, is Spanish, never an error.
 */

let ctx: TestContext;
let userToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext({ seed: true });
  const email = `idioma-${randomUUID().slice(0, 8)}@tienda.test`;
  await createUser(ctx.db, { name: 'Idioma', email, password: 'Idioma-2026!' });
  userToken = await loginAs(ctx.app, { email, password: 'Idioma-2026!' });
  adminToken = await loginAs(ctx.app, DEMO);
});
afterAll(async () => ctx?.close());

type Request = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string> };

/** The three ways a caller names English, and Spanish named or not named at all. */
const inEnglish: Array<[string, (request: Request) => Request]> = [
  ['Accept-Language', (r) => ({ ...r, headers: { ...r.headers, 'accept-language': 'en-US,en;q=0.9' } })],
  ['the lng parameter', (r) => ({ ...r, url: `${String(r.url)}${String(r.url).includes('?') ? '&' : '?'}lng=en` })],
  ['the language cookie', (r) => ({ ...r, headers: { ...r.headers, cookie: 'theme=dark; i18next=en' } })],
];
const inSpanish: Array<[string, (request: Request) => Request]> = [
  ['no language at all', (r) => r],
  ['Accept-Language', (r) => ({ ...r, headers: { ...r.headers, 'accept-language': 'es-AR,es;q=0.9,en;q=0.5' } })],
  [
    'the lng parameter over an English cookie and header',
    (r) => ({
      ...r,
      url: `${String(r.url)}${String(r.url).includes('?') ? '&' : '?'}lng=es`,
      headers: { ...r.headers, cookie: 'i18next=en', 'accept-language': 'en' },
    }),
  ],
];

const send = (request: Request) => ctx.app.inject(request as InjectOptions);

interface Case {
  name: string;
  request: () => Request;
  status: number;
  code: string;
  es: string;
  en: string;
}

const json = (url: string, payload: unknown, token?: string): Request => ({
  method: 'POST',
  url,
  payload: payload as object,
  headers: token ? { authorization: `Bearer ${token}` } : {},
});

const cases: Case[] = [
  {
    name: 'a failed sign-in',
    request: () => json('/api/auth/login', { email: 'nadie@tienda.test', password: 'Incorrecta-1!' }),
    status: 401,
    code: 'WRONG_CREDENTIALS',
    es: 'Email o contraseña incorrectos',
    // The specification's own English, word for word.
    en: 'Invalid credentials',
  },
  {
    name: 'a registration with an e-mail already taken',
    request: () =>
      json('/api/auth/register', {
        name: 'Otra',
        email: DEMO.email,
        password: 'Secreta-2026!',
        birthDate: '1990-01-01',
      }),
    status: 409,
    code: 'EMAIL_TAKEN',
    es: 'Ya existe una cuenta con ese email',
    en: 'An account with that e-mail already exists',
  },
  {
    name: 'a registration that breaks a rule (validation)',
    request: () =>
      json('/api/auth/register', { name: 'Ana', email: 'ana@', password: 'Secreta-2026!', birthDate: '1990-01-01' }),
    status: 400,
    code: 'VALIDATION_ERROR',
    es: 'El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)',
    en: 'The e-mail format is not valid. It must be a valid e-mail (example@domain.com)',
  },
  {
    name: 'a query parameter out of range (validation)',
    request: () => ({ method: 'GET', url: '/api/products?limit=1000' }),
    status: 400,
    code: 'VALIDATION_ERROR',
    es: 'El límite debe ser un número entero entre 1 y 100',
    en: 'The limit must be a whole number between 1 and 100',
  },
  {
    name: 'an order line below the minimum quantity (validation)',
    request: () => json('/api/orders/check', { items: [{ productId: randomUUID(), quantity: 0 }] }, userToken),
    status: 400,
    code: 'VALIDATION_ERROR',
    es: 'La cantidad mínima es 1',
    en: 'Minimum quantity is 1',
  },
  {
    name: 'a product that does not exist (not found)',
    request: () => ({ method: 'GET', url: `/api/products/${randomUUID()}` }),
    status: 404,
    code: 'PRODUCT_NOT_FOUND',
    es: 'Producto no encontrado',
    en: 'Product not found',
  },
  {
    name: 'a path the API does not have (not found)',
    request: () => ({ method: 'GET', url: '/api/nada' }),
    status: 404,
    code: 'ROUTE_NOT_FOUND',
    es: 'Ruta no encontrada',
    en: 'Route not found',
  },
  {
    name: 'a guest on a signed-in route (401)',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    status: 401,
    code: 'NO_TOKEN',
    es: 'No hay token de autenticación',
    en: 'There is no authentication token',
  },
  {
    name: 'a broken token (401)',
    request: () => ({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not.a.token' } }),
    status: 401,
    code: 'INVALID_TOKEN',
    es: 'Token inválido o expirado',
    en: 'Invalid or expired token',
  },
  {
    name: 'a user on an admin route (403)',
    request: () => ({ method: 'GET', url: '/api/auth/users', headers: { authorization: `Bearer ${userToken}` } }),
    status: 403,
    code: 'FORBIDDEN',
    es: 'No tienes permisos para realizar esta acción',
    en: 'You do not have permission to do this',
  },
  {
    name: 'a body that is not JSON (Fastify)',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    }),
    status: 400,
    code: 'INVALID_JSON',
    es: 'El cuerpo de la solicitud no es JSON válido',
    en: 'The request body is not valid JSON',
  },
  {
    name: 'a body over 1 MB (Fastify, 413)',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1_100_000) }),
    }),
    status: 413,
    code: 'BODY_TOO_LARGE',
    es: 'El cuerpo de la solicitud supera el máximo permitido (1 MB)',
    en: 'The request body exceeds the maximum allowed (1 MB)',
  },
  {
    name: 'a body in an encoding the server cannot undo (@fastify/compress, 415)',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'bogus' },
      payload: '{}',
    }),
    status: 415,
    code: 'UNSUPPORTED_CONTENT_ENCODING',
    es: 'Codificación del cuerpo de la solicitud no soportada',
    en: 'Unsupported request body encoding',
  },
  {
    name: 'a broken upload form (multipart)',
    request: () => ({
      method: 'POST',
      url: '/api/upload',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'multipart/form-data; boundary=frontera' },
      payload: '--frontera\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nsin final',
    }),
    status: 400,
    code: 'UPLOAD_MALFORMED',
    es: 'El formulario de subida está incompleto o dañado',
    en: 'The upload form is incomplete or damaged',
  },
];

describe.each(cases)('$name', ({ request, status, code, es, en }) => {
  it.each(inSpanish)('answers in Spanish with %s', async (_how, name) => {
    const response = await send(name(request()));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: es });
  });

  it.each(inEnglish)('answers in English through %s', async (_how, name) => {
    const response = await send(name(request()));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ code, message: en });
  });
});

describe('texts beyond errors', () => {
  it("gives each refused field's text in the caller's language", async () => {
    const payload = { name: 'Ana', email: 'ana@tienda.test', password: 'corta', birthDate: '1990-01-01' };
    const inLanguage = (language: string) =>
      send({ ...json('/api/auth/register', payload), headers: { 'accept-language': language } });
    const [es, en] = await Promise.all([inLanguage('es'), inLanguage('en')]);
    const texts = (response: Awaited<ReturnType<typeof send>>) =>
      (response.json() as { details: Array<{ message: string }> }).details.map((detail) => detail.message);
    expect(texts(es)).toContain('La contraseña debe tener al menos 8 caracteres');
    expect(texts(en)).toContain('The password must be at least 8 characters long');
    expect(texts(en).join()).not.toMatch(/[áéíóúñ]/);
  });

  it("says that sign-in is blocked for a while in the caller's language (rate limit, 429)", async () => {
    const email = `bloqueo-${randomUUID().slice(0, 8)}@tienda.test`;
    const remoteAddress = `10.14.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const attempt = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'Incorrecta-1!' },
        headers: { 'accept-language': language },
        remoteAddress,
      });
    let last = await attempt('es');
    for (let i = 0; i < 20 && last.statusCode !== 429; i++) last = await attempt('es');
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(
      /^Demasiados intentos fallidos de inicio de sesión\. Inténtalo de nuevo en \d+ minutos?$/,
    );
    const english = await attempt('en');
    expect(english.statusCode).toBe(429);
    expect(english.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(english.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes?$/);
  });

  it("confirms a deletion in the caller's language", async () => {
    const created = await send({
      ...json(
        '/api/products',
        {
          name: 'Producto para borrar',
          description: 'Se borra en la prueba de idioma',
          basePrice: 10,
          stock: 1,
          category: 'Accesorios',
          images: ['/uploads/seed/placeholder-1.webp'],
        },
        adminToken,
      ),
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const deleted = await send({
      method: 'DELETE',
      url: `/api/products/${id}?lng=en`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Product deleted successfully' });
  });
});

describe('a language we do not have, or a broken one, is Spanish and never an error', () => {
  // From an address of its own each time: these failed sign-ins must not add up to the sign-in limit.
  let addresses = 0;
  const wrongCredentials = () => ({
    ...json('/api/auth/login', { email: 'nadie@tienda.test', password: 'Incorrecta-1!' }),
    remoteAddress: `10.15.0.${++addresses}`,
  });
  const withLanguage = (request: Request, url: string, headers: Record<string, string>): Request => ({
    ...request,
    url,
    headers: { ...request.headers, ...headers },
  });

  it.each<[string, string, Record<string, string>]>([
    ['lng=fr', '/api/auth/login?lng=fr', {}],
    ['an empty lng', '/api/auth/login?lng=', {}],
    ['lng given twice', '/api/auth/login?lng=en&lng=fr', {}],
    ['lng as a 5,000-character text', `/api/auth/login?lng=${'e'.repeat(5_000)}`, {}],
    ['Accept-Language: *', '/api/auth/login', { 'accept-language': '*' }],
    ['Accept-Language: fr-FR, de;q=0.8', '/api/auth/login', { 'accept-language': 'fr-FR, de;q=0.8' }],
    ['English refused with q=0', '/api/auth/login', { 'accept-language': 'en;q=0, fr' }],
    ['a malformed q weight', '/api/auth/login', { 'accept-language': 'en;q=abc' }],
    ['a 5,000-character Accept-Language', '/api/auth/login', { 'accept-language': 'x'.repeat(5_000) }],
    [
      'a 5,000-character Accept-Language list of other languages',
      '/api/auth/login',
      { 'accept-language': Array.from({ length: 800 }, (_, i) => `fr;q=0.${i % 10}`).join(',') },
    ],
    ['a cookie naming another language', '/api/auth/login', { cookie: 'i18next=fr' }],
    ['a cookie that cannot be decoded', '/api/auth/login', { cookie: 'i18next=%E0%A4%A' }],
    ['an empty cookie', '/api/auth/login', { cookie: 'i18next=' }],
    ['a cookie with markup', '/api/auth/login', { cookie: 'i18next=<script>alert(1)</script>' }],
    ['a 5,000-character cookie', '/api/auth/login', { cookie: `i18next=${'e'.repeat(5_000)}` }],
  ])('%s', async (_name, url, headers) => {
    const response = await send(withLanguage(wrongCredentials(), url, headers));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'WRONG_CREDENTIALS', message: 'Email o contraseña incorrectos' });
  });

  it('keeps a readable answer for a request that only reads (health, a list) with a broken language', async () => {
    const health = await send({ method: 'GET', url: '/api/health?lng=fr', headers: { 'accept-language': '*' } });
    expect(health.statusCode).toBe(200);
    const list = await send({
      method: 'GET',
      url: '/api/products?lng=%E0%A4%A&limit=1',
      headers: { cookie: 'i18next=%%%' },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as unknown[]).length).toBe(1);
  });
});
