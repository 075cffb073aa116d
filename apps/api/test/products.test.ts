import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '@shop/domain';
import { seedCatalogue } from '../src/modules/seed/catalogue';
import { createUser } from '../src/modules/users/service';
import { DEMO, SUPERADMIN, createTestContext, loginAs, type TestContext } from './context';

let ctx: TestContext;
let adminToken: string;
let superToken: string;
let userToken: string;

const validProduct = {
  name: 'Portátil de prueba',
  description: 'Un portátil con cámara',
  description_en: 'A laptop with a camera',
  brand: 'Acme',
  basePrice: 1234.567,
  currency: 'USD',
  stock: 5,
  category: 'laptops',
  images: ['/uploads/test/a.webp'],
  specifications: { ram: '16 GB' },
  advantages: ['Ligero'],
};

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await loginAs(ctx.app, DEMO);
  superToken = await loginAs(ctx.app, SUPERADMIN);
  await createUser(ctx.db, { name: 'Cliente', email: 'cliente@tienda.test', password: 'Cliente1!' });
  userToken = await loginAs(ctx.app, { email: 'cliente@tienda.test', password: 'Cliente1!' });
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });

describe('GET /api/products', () => {
  it('pages the seeded catalogue newest first with the total in X-Total-Count', async () => {
    // With page (or limit) the list pages; without both it answers every product (spec-client.test.ts).
    const response = await get('/api/products?page=1');
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBe(seedCatalogue.length);
    const items = response.json() as ProductSummary[];
    expect(items).toHaveLength(24);
    const newest = [...seedCatalogue].sort((a, b) => a.ageDays - b.ageDays)[0]!;
    expect(items[0]!.name).toBe(newest.name);
    const dates = items.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers the lean card shape, both ids, and stays under 40 kB for 24 products', async () => {
    const response = await get('/api/products?limit=24');
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(40 * 1024);
    const [first] = response.json() as Record<string, unknown>[];
    expect(first!._id).toBe(first!.id);
    expect(first).not.toHaveProperty('features');
    expect(first).not.toHaveProperty('specifications');
    expect(first).not.toHaveProperty('models');
    expect(Object.keys(first!)).toEqual(
      expect.arrayContaining(['name', 'basePrice', 'currency', 'stock', 'category', 'images']),
    );
  });

  it('gives [] for a page past the end, with the real total', async () => {
    const response = await get('/api/products?page=50&limit=24');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(Number(response.headers['x-total-count'])).toBe(seedCatalogue.length);
  });

  it('pages without overlap', async () => {
    const first = (await get('/api/products?limit=10&page=1')).json() as ProductSummary[];
    const second = (await get('/api/products?limit=10&page=2')).json() as ProductSummary[];
    expect(second).toHaveLength(10);
    const ids = new Set(first.map((p) => p.id));
    expect(second.some((p) => ids.has(p.id))).toBe(false);
  });

  it('filters by category without regard to case', async () => {
    const expected = seedCatalogue.filter((p) => p.category === 'Laptops').length;
    const response = await get('/api/products?category=LAPTOPS&limit=100');
    const items = response.json() as ProductSummary[];
    expect(items).toHaveLength(expected);
    expect(items.every((p) => p.category === 'Laptops')).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBe(expected);
  });

  it('answers an unknown category with an empty list, not an error', async () => {
    const response = await get('/api/products?category=heladeras');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('searches without regard to accents or case: camara finds Cámara', async () => {
    const response = await get('/api/products?search=CAMARA&limit=100');
    const items = response.json() as ProductSummary[];
    expect(items.length).toBeGreaterThan(0);
    const fold = (s: string) =>
      s
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
        .toLowerCase();
    // Every match holds the word or its English synonym in a searched text (English advantages too).
    for (const p of items) {
      const seeded = seedCatalogue.find((entry) => entry.name === p.name)!;
      const texts = [seeded.name, seeded.name_en, seeded.description, seeded.description_en, seeded.brand];
      expect(fold([...texts, ...seeded.advantages_en].join(' '))).toMatch(/camara|camera/);
    }
    const withAccent = (await get('/api/products?search=c%C3%A1mara&limit=100')).json() as ProductSummary[];
    expect(withAccent.map((p) => p.id).sort()).toEqual(items.map((p) => p.id).sort());
  });

  it('searches by brand and by short words, all words required', async () => {
    const brand = seedCatalogue[0]!.brand;
    const byBrand = (
      await get(`/api/products?search=${encodeURIComponent(brand)}&limit=100`)
    ).json() as ProductSummary[];
    expect(byBrand.length).toBe(
      seedCatalogue.filter((p) =>
        [p.name, p.description, p.description_en, p.brand].join(' ').toLowerCase().includes(brand.toLowerCase()),
      ).length,
    );
    const none = (await get(`/api/products?search=${encodeURIComponent(brand)}%20zzqx`)).json();
    expect(none).toEqual([]);
  });

  it('treats SQL-looking and wildcard searches as plain text', async () => {
    for (const search of [
      "' OR zzqx=zzqx --",
      '%',
      '_',
      '"zzqx',
      'zzqx\\y',
      '1; DROP TABLE zzqx',
      'zzqx*',
      'NOT zzqx',
      '{search_text}:zzqx',
    ]) {
      const response = await get(`/api/products?search=${encodeURIComponent(search)}`);
      expect(response.statusCode, search).toBe(200);
      expect(response.json(), search).toEqual([]);
    }
    const stillThere = await get('/api/products?limit=1');
    expect(Number(stillThere.headers['x-total-count'])).toBe(seedCatalogue.length);
  });

  it('matches the start of words: a prefix finds the word, a middle does not', async () => {
    const prefix = (await get('/api/products?search=cam&limit=100')).json() as ProductSummary[];
    const whole = (await get('/api/products?search=camara&limit=100')).json() as ProductSummary[];
    expect(prefix.length).toBeGreaterThanOrEqual(whole.length);
    expect(whole.every((p) => prefix.some((q) => q.id === p.id))).toBe(true);
    const samsung = (await get('/api/products?search=sams&limit=100')).json() as ProductSummary[];
    expect(samsung.length).toBeGreaterThan(0);
    // Two edits from 'samsung' is too far for a 5-letter word; one edit is a typo (search-rules.test.ts).
    expect((await get('/api/products?search=msung')).json()).toEqual([]);
    expect((await get('/api/products?search=amsung&asTyped=true')).json()).toEqual([]);
  });

  it('combines search and category', async () => {
    const items = (await get('/api/products?search=samsung&category=tablets&limit=100')).json() as ProductSummary[];
    const expected = seedCatalogue.filter(
      (p) => p.category === 'Tablets' && /samsung/i.test([p.name, p.description, p.description_en, p.brand].join(' ')),
    );
    expect(items.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
  });

  it('sorts by price both ways (each currency together, ARS first: no rates configured) and by name', async () => {
    const order = ['ARS', 'USD', 'BRL', 'EUR'];
    // The price the card shows: a configurable product's lowest configuration ('desde').
    const shown = (p: ProductSummary) => p.fromPrice ?? p.basePrice;
    const grouped = (items: ProductSummary[], direction: 1 | -1) =>
      [...items].sort(
        (a, b) => order.indexOf(a.currency) - order.indexOf(b.currency) || direction * (shown(a) - shown(b)),
      );
    const asc = (await get('/api/products?sort=price_asc&limit=100')).json() as ProductSummary[];
    expect(asc.map((p) => `${p.currency} ${shown(p)}`)).toEqual(
      grouped(asc, 1).map((p) => `${p.currency} ${shown(p)}`),
    );
    expect(new Set(asc.map((p) => p.currency)).size).toBeGreaterThan(1);
    // A configurable product whose cheapest configuration is below its base price sorts by the former.
    expect(asc.some((p) => shown(p) < p.basePrice)).toBe(true);
    const desc = (await get('/api/products?sort=price_desc&limit=100')).json() as ProductSummary[];
    expect(desc.map((p) => `${p.currency} ${shown(p)}`)).toEqual(
      grouped(desc, -1).map((p) => `${p.currency} ${shown(p)}`),
    );
    const byName = (await get('/api/products?sort=name&limit=100')).json() as ProductSummary[];
    expect(byName).toHaveLength(seedCatalogue.length);
  });

  it.each([
    ['page=0', 'query.page'],
    ['page=-3', 'query.page'],
    ['page=99999999999', 'query.page'],
    ['page=abc', 'query.page'],
    ['limit=0', 'query.limit'],
    ['limit=101', 'query.limit'],
    ['sort=random', 'query.sort'],
    [`search=${'a'.repeat(201)}`, 'query.search'],
  ])('rejects %s with 400 and a clear message', async (query, path) => {
    const response = await get(`/api/products?${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; code: string; details: { path: string; code: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details[0]!.path).toBe(path);
    expect(body.details[0]!.code).toMatch(/^query\./);
    expect(body.message).toMatch(/^(La|El) /);
  });

  it('never answers from a stale cache: a change made by another process shows at once', async () => {
    const [first] = (await get('/api/products?limit=1')).json() as ProductSummary[];
    expect((await get(`/api/products/${first!.id}`)).json().stock).toBe(first!.stock);
    // Written straight to the database, as an order in another API process would.
    await ctx.db.kysely
      .updateTable('products')
      .set({ stock: first!.stock + 7 })
      .where('id', '=', first!.id)
      .execute();
    const [again] = (await get('/api/products?limit=1')).json() as ProductSummary[];
    expect(again!.stock).toBe(first!.stock + 7);
    expect((await get(`/api/products/${first!.id}`)).json().stock).toBe(first!.stock + 7);
  });

  it('shows a price and stock change to every read sent after it, a burst of reads sharing one version check included', async () => {
    const [first] = (await get('/api/products?limit=1')).json() as ProductSummary[];
    const url = `/api/products/${first!.id}`;
    const before = (await get(url)).json() as Product;
    // Reads in flight while the change commits may answer either way; the ones sent after it may not.
    const during = Promise.all(Array.from({ length: 8 }, () => get(url)));
    await ctx.db.kysely
      .updateTable('products')
      .set({ stock: before.stock + 3, base_price: before.basePrice + 1 })
      .where('id', '=', first!.id)
      .execute();
    const after = await Promise.all(Array.from({ length: 8 }, () => get(url)));
    for (const response of after) {
      expect(response.json()).toMatchObject({ stock: before.stock + 3, basePrice: before.basePrice + 1 });
    }
    await during;
  });

  it('answers 304 to a conditional GET with the current ETag', async () => {
    const first = await get('/api/products?limit=5');
    const tag = first.headers.etag as string;
    expect(tag).toBeTruthy();
    const again = await get('/api/products?limit=5', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/products/:id and /api/categories', () => {
  it('answers the full product with every field', async () => {
    const [summary] = (await get('/api/products?limit=1')).json() as ProductSummary[];
    const response = await get(`/api/products/${summary!.id}`);
    expect(response.statusCode).toBe(200);
    const product = response.json() as Product;
    expect(product._id).toBe(summary!.id);
    for (const field of [
      'features',
      'models',
      'defaultConfiguration',
      'specifications',
      'advantages',
      'video',
      'description_en',
      'brand',
    ]) {
      expect(product).toHaveProperty(field);
    }
    expect(product.image).toBe(product.images[0]);
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1", 'x'.repeat(150)])(
    'answers 404 for %s',
    async (id) => {
      const response = await get(`/api/products/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Producto no encontrado', code: 'PRODUCT_NOT_FOUND' });
    },
  );

  it('lists the five categories with their counts', async () => {
    const categories = (await get('/api/categories')).json() as { name: string; count: number }[];
    expect(categories.map((c) => c.name)).toEqual(['Laptops', 'Smartphones', 'Tablets', 'Monitores', 'Accesorios']);
    for (const c of categories) expect(c.count).toBe(seedCatalogue.filter((p) => p.category === c.name).length);
  });
});

describe('product writes', () => {
  const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const total = async () => Number((await get('/api/products?limit=1')).headers['x-total-count']);

  it('refuses a guest with 401 and the spec message', async () => {
    const response = await write('POST', '/api/products', undefined, validProduct);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('No hay token de autenticación');
  });

  it('refuses a bad token with 401 and a user with 403, storing nothing', async () => {
    const before = await total();
    expect((await write('POST', '/api/products', 'nonsense', validProduct)).statusCode).toBe(401);
    expect((await write('POST', '/api/products', userToken, validProduct)).statusCode).toBe(403);
    expect(await total()).toBe(before);
  });

  it('lets an admin create, read, update and delete', async () => {
    const created = await write('POST', '/api/products', adminToken, { ...validProduct, hacker: true, _id: 'mine' });
    expect(created.statusCode).toBe(201);
    const product = created.json() as Product & { hacker?: boolean };
    expect(product.name).toBe('Portátil de prueba');
    expect(product.category).toBe('Laptops');
    expect(product.basePrice).toBe(1234.57);
    expect(product.id).not.toBe('mine');
    expect(product).not.toHaveProperty('hacker');
    // Sent without a variant type and offering no choice: a model (docs/configurator.md).
    expect(product.variantType).toBe('MODEL');

    const found = (await get('/api/products?search=portatil%20prueba')).json() as ProductSummary[];
    expect(found.map((p) => p.id)).toEqual([product.id]);

    const updated = await write('PUT', `/api/products/${product.id}`, superToken, {
      ...validProduct,
      name: 'Portátil renovado',
      stock: 0,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: product.id, name: 'Portátil renovado', stock: 0 });
    expect((await get('/api/products?search=prueba')).json()).toEqual([]);
    expect(((await get('/api/products?search=renovado')).json() as ProductSummary[]).length).toBe(1);

    const deleted = await write('DELETE', `/api/products/${product.id}`, adminToken);
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await write('DELETE', `/api/products/${product.id}`, adminToken)).statusCode).toBe(404);
  });

  it('answers 404 to updates of unknown or malformed ids', async () => {
    expect(
      (await write('PUT', '/api/products/00000000-0000-4000-8000-000000000000', adminToken, validProduct)).statusCode,
    ).toBe(404);
    expect((await write('PUT', '/api/products/abc', adminToken, validProduct)).statusCode).toBe(404);
    expect((await write('DELETE', '/api/products/abc', adminToken)).statusCode).toBe(404);
  });

  it.each([
    [{ ...validProduct, name: '' }, 'body.name', 'El nombre es requerido'],
    [{ ...validProduct, name: 42 }, 'body.name', 'El nombre es requerido'],
    [{ ...validProduct, basePrice: -1 }, 'body.basePrice', 'El precio debe ser un número mayor o igual a 0'],
    [{ ...validProduct, basePrice: '100' }, 'body.basePrice', 'El precio debe ser un número mayor o igual a 0'],
    [{ ...validProduct, stock: 1.5 }, 'body.stock', 'El stock debe ser un número entero mayor o igual a 0'],
    [{ ...validProduct, currency: 'JPY' }, 'body.currency', 'La moneda debe ser ARS, USD, BRL o EUR'],
    [
      { ...validProduct, category: 'Heladeras' },
      'body.category',
      'La categoría debe ser Laptops, Smartphones, Tablets, Monitores o Accesorios',
    ],
    [{ ...validProduct, images: [] }, 'body.images', 'Se requiere al menos una imagen del producto'],
    [{ ...validProduct, images: Array(8).fill('/uploads/a.webp') }, 'body.images', 'Máximo 7 imágenes por producto'],
    [{ ...validProduct, images: ['javascript:alert(1)'] }, 'body.images.0', 'URL inválida'],
    [{ ...validProduct, video: { url: '/uploads/v.mp4', type: 'tape' } }, 'body.video.type', undefined],
  ])('rejects an invalid body with 400 and stores nothing (%#)', async (payload, path, message) => {
    const before = await total();
    const response = await write('POST', '/api/products', adminToken, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json() as { message: string; details: { path: string; message: string }[] };
    expect(body.details.map((e) => e.path)).toContain(path);
    if (message) expect(body.details.find((e) => e.path === path)!.message).toBe(message);
    expect(await total()).toBe(before);
  });

  it('rejects malformed JSON and bodies over 1 MB with clear 4xx answers', async () => {
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('El cuerpo de la solicitud no es JSON válido');

    const huge = await write('POST', '/api/products', adminToken, {
      ...validProduct,
      description: 'x'.repeat(1024 * 1024 + 10),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/1 MB/);
  });
});
