import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, startSecondProcess, type TestContext } from './context';

/**
 * Edits never lose data. PUT merges the fields it is sent into the stored product,
 * and a save made from an old version is refused with 412 instead of overwriting a newer one.
 */

let ctx: TestContext;
let second: Awaited<ReturnType<typeof startSecondProcess>>;
let token: string;

const fullProduct = {
  name: 'Portátil editable',
  description: 'Descripción original',
  description_en: 'Original description',
  brand: 'Acme',
  basePrice: 999.99,
  currency: 'USD',
  stock: 5,
  category: 'Laptops',
  images: ['/uploads/test/a.webp', '/uploads/test/b.webp'],
  video: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', type: 'url' },
  specifications: { ram: '16 GB', peso: 1.2 },
  advantages: ['Ligero', 'Batería de 18 h'],
  features: {
    processor: { selectedComponent: { category: 'processor', id: 'cpu-1', name: 'Chip M2' } },
  },
};

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  second = await startSecondProcess(ctx);
  const admin = { name: 'Administradora', email: 'admin@tienda.test', password: 'Admin-2026!' };
  await createUser(ctx.db, { ...admin, role: 'admin' });
  token = await loginAs(ctx.app, admin);
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });
async function create(): Promise<Product> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(),
    payload: fullProduct,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Product;
}
const put = (id: string, payload: object, headers: Record<string, string> = {}, app = ctx.app) =>
  app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: { ...auth(), ...headers }, payload });
const read = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json() as Product;

describe('PUT /api/products/:id merges', () => {
  it('keeps specifications, features, advantages and every field it was not sent', async () => {
    const product = await create();
    const response = await put(product.id, { basePrice: 1234.5 });
    expect(response.statusCode).toBe(200);
    const stored = await read(product.id);
    expect(stored.basePrice).toBe(1234.5);
    expect(stored.specifications).toEqual(fullProduct.specifications);
    expect(stored.features).toEqual(fullProduct.features);
    expect(stored.advantages).toEqual(fullProduct.advantages);
    expect(stored.images).toEqual(fullProduct.images);
    expect(stored.video).toEqual(fullProduct.video);
    expect(stored.description_en).toBe('Original description');
    expect(stored.stock).toBe(5);
    expect(stored.currency).toBe('USD');
  });

  it('replaces a field that is sent, and keeps the search index in step', async () => {
    const product = await create();
    await put(product.id, { name: 'Tableta renombrada', advantages: [] });
    const stored = await read(product.id);
    expect(stored.name).toBe('Tableta renombrada');
    expect(stored.advantages).toEqual([]);
    expect(stored.specifications).toEqual(fullProduct.specifications);
    const found = (await ctx.app.inject({ method: 'GET', url: '/api/products?search=renombrada' })).json() as Product[];
    expect(found.map((p) => p.id)).toEqual([product.id]);
  });

  it('refuses a bad field with 400 naming it, and stores nothing', async () => {
    const product = await create();
    const response = await put(product.id, { basePrice: 'mucho', stock: 3 });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; details: { path: string; message: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual([
      expect.objectContaining({ path: 'body.basePrice', message: 'El precio debe ser un número mayor o igual a 0' }),
    ]);
    expect(await read(product.id)).toEqual(product);
    const version = await put(product.id, { version: 0 });
    expect(version.statusCode).toBe(400);
    expect((version.json() as { details: { path: string }[] }).details[0]!.path).toBe('body.version');
  });
});

describe('versions', () => {
  it('starts at 1, is the ETag of the detail and of every write, and rises with each write', async () => {
    const product = await create();
    expect(product.version).toBe(1);
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(detail.headers.etag).toBe('W/"v1"');
    const saved = await put(product.id, { stock: 7 }, { 'if-match': 'W/"v1"' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers.etag).toBe('W/"v2"');
    expect((saved.json() as Product).version).toBe(2);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).headers.etag).toBe('W/"v2"');
    // A strong tag and the body's version name the same thing.
    expect((await put(product.id, { stock: 8 }, { 'if-match': '"v2"' })).statusCode).toBe(200);
    expect((await put(product.id, { stock: 9, version: 3 })).statusCode).toBe(200);
    expect((await read(product.id)).version).toBe(4);
  });

  it.each([
    ['a stale If-Match', { 'if-match': 'W/"v1"' }, {}],
    ['a stale body version', {}, { version: 1 }],
    ['an If-Match of another server', { 'if-match': '"abc"' }, {}],
    ['a body version that contradicts If-Match', { 'if-match': 'W/"v2"' }, { version: 1 }],
  ])('answers %s with 412 PRODUCT_CHANGED in the caller language and stores nothing', async (_, headers, body) => {
    const product = await create();
    expect((await put(product.id, { name: 'Segunda edición' })).statusCode).toBe(200);
    const before = await read(product.id);
    const response = await put(product.id, { ...body, name: 'Pisada', specifications: {} }, headers);
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({
      code: 'PRODUCT_CHANGED',
      message: expect.stringContaining('El producto cambió desde que lo abriste'),
    });
    expect(await read(product.id)).toEqual(before);
    const english = await put(product.id, { ...body, name: 'Pisada' }, { ...headers, 'accept-language': 'en' });
    expect(english.json()).toMatchObject({
      code: 'PRODUCT_CHANGED',
      message: expect.stringContaining('The product changed since you opened it'),
    });
  });

  it('rises when an order takes stock, so a form opened before the sale cannot put the stock back', async () => {
    const product = await create();
    const user = { name: 'Comprador', email: 'comprador@tienda.test', password: 'Compra1!x' };
    await createUser(ctx.db, { ...user, role: 'user' });
    const buyer = await loginAs(ctx.app, user);
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${buyer}`, 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: product.id, quantity: 2 }] },
    });
    expect(order.statusCode).toBe(201);
    const stale = await put(product.id, { stock: 5, version: product.version });
    expect(stale.statusCode).toBe(412);
    expect((await read(product.id)).stock).toBe(3);
  });

  it('lets exactly one of two saves made from the same version win, on two processes at once', async () => {
    for (let round = 0; round < 5; round++) {
      const product = await create();
      const [first, other] = await Promise.all([
        put(product.id, { name: `Primera ${round}`, version: 1 }),
        put(product.id, { name: `Segunda ${round}`, version: 1 }, {}, second.app),
      ]);
      const statuses = [first.statusCode, other.statusCode].sort();
      expect(statuses).toEqual([200, 412]);
      const winner = (first.statusCode === 200 ? first : other).json() as Product;
      const stored = await read(product.id);
      expect(stored.name).toBe(winner.name);
      expect(stored.version).toBe(2);
    }
  });

  it('merges saves without a version that run at once: both changes are kept', async () => {
    const product = await create();
    const [a, b] = await Promise.all([
      put(product.id, { name: 'Nombre nuevo' }),
      put(product.id, { stock: 42 }, {}, second.app),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = await read(product.id);
    expect(stored).toMatchObject({ name: 'Nombre nuevo', stock: 42, version: 3 });
  });
});

describe('the OpenAPI document', () => {
  it('records the merge, the If-Match header, the version and the 412', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            description?: string;
            parameters?: { name: string; in: string }[];
            responses: Record<string, unknown>;
            requestBody?: { content: Record<string, { schema: { required?: string[]; properties: object } }> };
          }
        >
      >;
    };
    const put = doc.paths['/api/products/{id}']!.put!;
    expect(put.description).toContain('PRODUCT_CHANGED');
    expect(put.parameters).toContainEqual(expect.objectContaining({ name: 'if-match', in: 'header' }));
    expect(Object.keys(put.responses)).toContain('412');
    const body = put.requestBody!.content['application/json']!.schema;
    expect(body.required ?? []).toEqual([]);
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['name', 'specifications', 'version']));
  });
});
