import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { countRows, createTestContext, loginAs, migrateTo, productRow, type TestContext } from './context';

// The device type a product declares (migration 014): a desktop filed under Laptops says
// 'desktop'; a product that declares none answers its category's, on whichever database the suite runs.
let ctx: TestContext;
let adminToken: string;

/** Signs in a new admin of `context` (no seed, so no demo admin). */
async function adminTokenOf(context: TestContext): Promise<string> {
  const admin = { name: 'Administradora', email: 'admin@tienda.test', password: 'Admin-2026!' };
  await createUser(context.db, { ...admin, role: 'admin' });
  return loginAs(context.app, admin);
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  adminToken = await adminTokenOf(ctx);
});
afterAll(async () => ctx?.close());

const desktop = {
  name: 'Computadora de escritorio de prueba',
  name_en: 'Test desktop computer',
  description: 'Una torre',
  description_en: 'A tower',
  brand: 'Acme',
  basePrice: 999.99,
  currency: 'USD',
  stock: 4,
  category: 'Laptops',
  deviceType: 'desktop',
  images: ['/uploads/test/a.webp', '/uploads/test/b.webp'],
  video: { url: '/uploads/test/v.mp4', type: 'file' },
  specifications: { ram: '32 GB', wifi: true },
  specifications_en: { ram: '32 GB' },
  advantages: ['Potente'],
  advantages_en: ['Powerful'],
  features: {
    processor: { selectedComponent: { category: 'processor', id: 'cpu-x', name: 'Chip X' } },
  },
  models: [{ name: 'Base' }],
  defaultConfiguration: { processor: 'cpu-x' },
};

const write = (method: 'POST' | 'PUT', url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${adminToken}`, ...headers },
  });
const read = async (id: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Product;
};
const create = async (payload: unknown) => {
  const response = await write('POST', '/api/products', payload);
  expect(response.statusCode).toBe(201);
  return response.json() as Product;
};
const storedColumn = async (id: string) =>
  (await ctx.db.kysely.selectFrom('products').select('device_type').where('id', '=', id).executeTakeFirstOrThrow())
    .device_type;
/** Everything the answer holds but what every save changes. */
const fieldsOf = ({ version: _v, updatedAt: _u, ...fields }: Product) => fields;

describe('device type of a product', () => {
  it('stores the device type a product is created with and answers it', async () => {
    const created = await create(desktop);
    expect(created.deviceType).toBe('desktop');
    expect(await storedColumn(created.id)).toBe('desktop');
    const product = await read(created.id);
    expect(product.deviceType).toBe('desktop');
    expect(product.category).toBe('Laptops');
  });

  it('changes only the device type on a save that sends only it, keeping every other field', async () => {
    const created = await create(desktop);
    const before = await read(created.id);
    const saved = await write('PUT', `/api/products/${created.id}`, { deviceType: 'tablet' });
    expect(saved.statusCode).toBe(200);
    const after = await read(created.id);
    expect(after.deviceType).toBe('tablet');
    expect(after.version).toBe(before.version + 1);
    expect(fieldsOf(after)).toEqual({ ...fieldsOf(before), deviceType: 'tablet' });
    // Every field the product was created with is there, unchanged.
    expect(after).toMatchObject({ ...desktop, deviceType: 'tablet' });
  });

  it.each([
    ['es', {}, 'El tipo de dispositivo debe ser mobile, tablet, laptop o desktop'],
    ['en', { 'accept-language': 'en' }, 'The device type must be mobile, tablet, laptop or desktop'],
  ])('refuses an unknown device type with 400 in %s and stores nothing', async (_lng, headers, message) => {
    const before = await countRows(ctx.db, 'products');
    for (const deviceType of ['toaster', 'computer', 42]) {
      const refused = await write('POST', '/api/products', { ...desktop, deviceType }, headers);
      expect(refused.statusCode).toBe(400);
      const body = refused.json() as { details: { path: string; message: string }[] };
      expect(body.details).toContainEqual(expect.objectContaining({ path: 'body.deviceType', message }));
    }
    expect(await countRows(ctx.db, 'products')).toBe(before);

    const created = await create(desktop);
    const stored = await read(created.id);
    const refused = await write('PUT', `/api/products/${created.id}`, { deviceType: 'toaster' }, headers);
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { details: { message: string }[] }).details[0]!.message).toBe(message);
    expect(await read(created.id)).toEqual(stored);
  });

  it("answers a product that declares no device type as its category's, and none for a monitor", async () => {
    const { deviceType: _d, ...undeclared } = desktop;
    const phone = await create({ ...undeclared, category: 'Smartphones' });
    expect(phone.deviceType).toBe('mobile');
    expect(await storedColumn(phone.id)).toBeNull();
    expect((await read(phone.id)).deviceType).toBe('mobile');

    const monitor = await create({ ...undeclared, category: 'Monitores' });
    expect(monitor).not.toHaveProperty('deviceType');
    expect(await read(monitor.id)).not.toHaveProperty('deviceType');

    // Still undeclared: the device type follows a new category, it was never frozen into the row.
    const moved = await write('PUT', `/api/products/${phone.id}`, { category: 'Tablets', name: 'Tableta' });
    expect(moved.statusCode).toBe(200);
    expect((moved.json() as Product).deviceType).toBe('tablet');
    expect(await storedColumn(phone.id)).toBeNull();
  });

  it("keeps a declared device type across other saves, and null clears it back to the category's", async () => {
    const created = await create(desktop);
    const renamed = await write('PUT', `/api/products/${created.id}`, { name: 'Torre renovada', category: 'Tablets' });
    expect((renamed.json() as Product).deviceType).toBe('desktop');
    const cleared = await write('PUT', `/api/products/${created.id}`, { deviceType: null });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as Product).deviceType).toBe('tablet');
    expect(await storedColumn(created.id)).toBeNull();
  });

  it('documents deviceType in the OpenAPI document: on create, on save and in the answer', async () => {
    type Schema = { properties?: Record<string, { enum?: string[]; anyOf?: { enum?: string[] }[] }> };
    type Operation = {
      requestBody?: { content: Record<string, { schema: Schema }> };
      responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
    };
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const enumOf = (schema: Schema | undefined) => {
      const field = schema?.properties?.deviceType;
      return field?.enum ?? field?.anyOf?.find((option) => option.enum)?.enum;
    };
    const kinds = ['mobile', 'tablet', 'laptop', 'desktop'];
    const create = doc.paths['/api/products']!.post!;
    const save = doc.paths['/api/products/{id}']!.put!;
    expect(enumOf(create.requestBody!.content['application/json']!.schema)).toEqual(kinds);
    expect(enumOf(save.requestBody!.content['application/json']!.schema)).toEqual(kinds);
    expect(enumOf(create.responses['201']!.content!['application/json']!.schema)).toEqual(kinds);
    expect(
      enumOf(doc.paths['/api/products/{id}']!.get!.responses['200']!.content!['application/json']!.schema),
    ).toEqual(kinds);
  });
});

describe('migration 014 on a database that already has products', () => {
  let old: TestContext;
  const ids = { laptop: randomUUID(), accessory: randomUUID() };

  beforeAll(async () => {
    old = await createTestContext({
      seed: false,
      beforeMigrations: async (db) => {
        await migrateTo(db, '013_catalogue_changes');
        // As written before migration 014: no device_type column.
        const older = [productRow(ids.laptop, 'Laptops'), productRow(ids.accessory, 'Accesorios')].map(
          ({ device_type: _, ...row }) => row,
        );
        await db.kysely
          .insertInto('products')
          .values(older as never) // the table type has device_type, which this older schema lacks
          .execute();
      },
    });
  });
  afterAll(async () => old?.close());

  it("answers the older products as their category's device, and stores one from then on", async () => {
    const get = async (id: string) => (await old.app.inject({ method: 'GET', url: `/api/products/${id}` })).json();
    expect(await get(ids.laptop)).toMatchObject({ id: ids.laptop, deviceType: 'laptop' });
    expect(await get(ids.accessory)).not.toHaveProperty('deviceType');
    const token = await adminTokenOf(old);
    const saved = await old.app.inject({
      method: 'PUT',
      url: `/api/products/${ids.laptop}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { deviceType: 'desktop' },
    });
    expect(saved.statusCode).toBe(200);
    expect(await get(ids.laptop)).toMatchObject({ deviceType: 'desktop', name: 'Producto Laptops' });
  });
});
