import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { DEMO, SUPERADMIN, countRows, createTestContext, loginAs, type TestContext } from './context';

/**
 * Another origin's front end (in CORS_ORIGINS) calling the API as a browser does: a preflight
 * OPTIONS naming the method and headers it is about to use, then the real request with its
 * Origin, and the browser only lets the page read the answer when it names that origin.
 */
const FRONT_END = 'https://front.example.test';
const STRANGER = 'https://evil.example.test';

let ctx: TestContext;
let adminToken: string;
let superToken: string;

beforeAll(async () => {
  ctx = await createTestContext({ env: { CORS_ORIGINS: `${FRONT_END}, https://other.example.test` } });
  adminToken = await loginAs(ctx.app, DEMO);
  superToken = await loginAs(ctx.app, SUPERADMIN);
});
afterAll(async () => ctx?.close());

const listOf = (header: string | string[] | number | undefined) =>
  String(header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function preflight(url: string, method: string, headers: string[], origin = FRONT_END) {
  return ctx.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      ...(headers.length > 0 ? { 'access-control-request-headers': headers.join(',') } : {}),
    },
  });
}

/** What a browser checks before sending the real request: this origin, this method, these headers. */
async function expectPreflightAllows(url: string, method: string, headers: string[]) {
  const answer = await preflight(url, method, headers);
  expect(answer.statusCode).toBe(204);
  expect(answer.headers['access-control-allow-origin']).toBe(FRONT_END);
  expect(listOf(answer.headers['access-control-allow-methods'])).toContain(method.toLowerCase());
  expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(
    expect.arrayContaining(headers.map((header) => header.toLowerCase())),
  );
}

/** The real request from the front end's page, which may read the answer only if it names that origin. */
async function fromFrontEnd(request: { method: 'GET' | 'PUT' | 'PATCH' | 'DELETE'; url: string } & InjectOptions) {
  const answer = await ctx.app.inject({ ...request, headers: { origin: FRONT_END, ...request.headers } });
  expect(answer.headers['access-control-allow-origin']).toBe(FRONT_END);
  return answer;
}

async function createProduct(name: string): Promise<Product> {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { authorization: `Bearer ${adminToken}` },
    payload: { name, basePrice: 10, category: 'Accesorios', images: ['/uploads/test/a.webp'] },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json() as Product;
}

describe('CORS for the origins in CORS_ORIGINS', () => {
  it('allows every method the API answers, and the headers clients send, in the preflight', async () => {
    const answer = await preflight('/api/products/x', 'DELETE', ['authorization', 'content-type']);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['access-control-allow-origin']).toBe(FRONT_END);
    expect(listOf(answer.headers['access-control-allow-methods'])).toEqual(
      expect.arrayContaining(['get', 'head', 'post', 'put', 'patch', 'delete']),
    );
    expect(listOf(answer.headers['access-control-allow-headers'])).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key', 'if-match']),
    );
    expect(answer.headers.vary).toMatch(/origin/i);
  });

  it('deletes a product cross-origin with Content-Type: application/json and no body', async () => {
    const product = await createProduct('Borrable desde otro origen');
    const url = `/api/products/${product.id}`;
    await expectPreflightAllows(url, 'DELETE', ['Authorization', 'Content-Type']);

    const answer = await fromFrontEnd({
      method: 'DELETE',
      url,
      headers: {
        authorization: `Bearer ${adminToken}`,
        'content-type': 'application/json',
        'content-length': '0',
      },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ message: 'Producto eliminado exitosamente' });
    expect((await ctx.app.inject(url)).statusCode).toBe(404);
  });

  it('also without a Content-Length (a DELETE whose JSON body is only whitespace counts as none too)', async () => {
    const product = await createProduct('Borrable con espacios');
    const answer = await fromFrontEnd({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: '  \n',
    });
    expect(answer.statusCode).toBe(200);
  });

  it('replaces a product cross-origin with PUT', async () => {
    const product = await createProduct('Reemplazable');
    const url = `/api/products/${product.id}`;
    await expectPreflightAllows(url, 'PUT', ['authorization', 'content-type', 'if-match']);
    const answer = await fromFrontEnd({
      method: 'PUT',
      url,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: 'Reemplazado', basePrice: 20, category: 'Accesorios', images: ['/uploads/test/a.webp'] },
    });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as Product).name).toBe('Reemplazado');
  });

  it("changes a user's role cross-origin with PATCH", async () => {
    const user = await createUser(ctx.db, { name: 'Cliente', email: 'cors@tienda.test', password: 'Cliente1!' });
    await expectPreflightAllows('/api/auth/users/update-role', 'PATCH', ['authorization', 'content-type']);
    const answer = await fromFrontEnd({
      method: 'PATCH',
      url: '/api/auth/users/update-role',
      headers: { authorization: `Bearer ${superToken}` },
      payload: { userId: user.id, newRole: 'admin' },
    });
    expect(answer.statusCode).toBe(200);
  });

  it('lets the page read X-Total-Count, Link and ETag of a list answer', async () => {
    const answer = await fromFrontEnd({ method: 'GET', url: '/api/products?limit=2' });
    expect(answer.statusCode).toBe(200);
    expect(listOf(answer.headers['access-control-expose-headers'])).toEqual(
      expect.arrayContaining(['x-total-count', 'link', 'etag']),
    );
  });

  it('lets the page read an error answer (its code and text)', async () => {
    const answer = await fromFrontEnd({ method: 'DELETE', url: '/api/products/00000000-0000-4000-8000-000000000000' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ code: 'NO_TOKEN' });
  });

  it('gives an origin outside the list nothing a browser would accept', async () => {
    const before = await countRows(ctx.db, 'products');
    const answer = await preflight('/api/products/x', 'DELETE', ['authorization'], STRANGER);
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();

    const read = await ctx.app.inject({ method: 'GET', url: '/api/products', headers: { origin: STRANGER } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    // A look-alike origin is not the allowed one.
    const lookAlike = await preflight('/api/products', 'GET', [], `${FRONT_END}.evil.test`);
    expect(lookAlike.headers['access-control-allow-origin']).toBeUndefined();
    expect(await countRows(ctx.db, 'products')).toBe(before);
  });
});

describe('an empty JSON body', () => {
  it('is no body: a route that needs one answers EMPTY_JSON, whatever the method', async () => {
    for (const method of ['POST', 'PUT'] as const) {
      const answer = await ctx.app.inject({
        method,
        url: method === 'POST' ? '/api/products' : '/api/products/00000000-0000-4000-8000-000000000000',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        payload: '',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'El cuerpo de la solicitud está vacío', code: 'EMPTY_JSON' });
    }
  });
});
