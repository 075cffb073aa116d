import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FORM_LIMITS, domainMessage } from '@shop/domain';
import { MAX_JSON_DEPTH } from '../src/plugins/json-body';
import { DEMO, countRows, createTestContext, loginAs, type TestContext } from './context';

let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await loginAs(ctx.app, DEMO);
});
afterAll(async () => ctx?.close());

const product = { name: 'Límites', basePrice: 10, category: 'Accesorios', images: ['/uploads/test/a.webp'] };

/** `levels` objects inside each other: {"a":{"a":...{}}}. */
const nested = (levels: number) => '{"a":'.repeat(levels - 1) + '{}' + '}'.repeat(levels - 1);

function postRaw(body: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    payload: body,
  });
}

const post = (fields: Record<string, unknown>) => postRaw(JSON.stringify({ ...product, ...fields }));

describe('nesting depth of a JSON body', () => {
  it('refuses a product write nested 4,000 levels deep with a 400, and stores nothing', async () => {
    const before = await countRows(ctx.db, 'products');
    const deep = `{"name":"Hondo","basePrice":1,"category":"Laptops","images":["/uploads/a.webp"],"defaultConfiguration":${nested(4000)}}`;
    const answer = await postRaw(deep);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: `El JSON de la solicitud está anidado a demasiada profundidad (máximo ${MAX_JSON_DEPTH} niveles)`,
      code: 'JSON_TOO_DEEP',
      params: { count: MAX_JSON_DEPTH },
    });
    expect(await countRows(ctx.db, 'products')).toBe(before);
  });

  it('refuses deep arrays too, and answers the same on any route that reads JSON', async () => {
    const arrays = '['.repeat(4000) + ']'.repeat(4000);
    expect((await postRaw(arrays)).json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":${arrays},"password":"x"}`,
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    // The product is level 1, defaultConfiguration level 2.
    const fits = `{"name":"Justo","basePrice":1,"category":"Laptops","images":["/uploads/a.webp"],"defaultConfiguration":${nested(MAX_JSON_DEPTH - 1)}}`;
    expect((await postRaw(fits)).statusCode).toBe(201);
    const over = `{"name":"Justo","basePrice":1,"category":"Laptops","images":["/uploads/a.webp"],"defaultConfiguration":${nested(MAX_JSON_DEPTH)}}`;
    expect((await postRaw(over)).json()).toMatchObject({ code: 'JSON_TOO_DEEP' });
  });

  it('does not count brackets inside strings (escaped quotes and backslashes included)', async () => {
    // JSON.stringify writes the backslash and the quote escaped: a scanner fooled by them would count the brackets.
    const answer = await post({ description: 'say \\"' + '[{'.repeat(1000), brand: '"]}' });
    expect(answer.statusCode).toBe(201);
  });
});

/** The refused field's rule and path, as the VALIDATION_ERROR answer lists them. */
async function refusal(fields: Record<string, unknown>) {
  const answer = await post(fields);
  expect(answer.statusCode).toBe(400);
  const body = answer.json() as { code: string; details: { path: string; code: string; message: string }[] };
  expect(body.code).toBe('VALIDATION_ERROR');
  return body.details;
}

const manyKeys = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));

describe('size of the free-form maps', () => {
  it(`refuses more than ${FREE_FORM_LIMITS.maxKeys} keys in defaultConfiguration, a model, features or a component`, async () => {
    const over = FREE_FORM_LIMITS.maxKeys + 1;
    const before = await countRows(ctx.db, 'products');
    expect(await refusal({ defaultConfiguration: manyKeys(over) })).toContainEqual({
      path: 'body.defaultConfiguration',
      code: 'product.map.tooManyKeys',
      message: `Demasiadas claves (máximo ${FREE_FORM_LIMITS.maxKeys})`,
    });
    expect(await refusal({ models: [manyKeys(over)] })).toContainEqual(
      expect.objectContaining({ path: 'body.models.0', code: 'product.map.tooManyKeys' }),
    );
    const features = Object.fromEntries(
      Array.from({ length: over }, (_, i) => [`f${i}`, { selectedComponent: { category: 'RAM' } }]),
    );
    expect(await refusal({ features })).toContainEqual(
      expect.objectContaining({ path: 'body.features', code: 'product.map.tooManyKeys' }),
    );
    const component = { category: 'RAM', ...manyKeys(over) };
    expect(await refusal({ features: { ram: { selectedComponent: component } } })).toContainEqual(
      expect.objectContaining({ path: 'body.features.ram.selectedComponent', code: 'product.map.tooManyKeys' }),
    );
    expect(await countRows(ctx.db, 'products')).toBe(before);
  });

  it('refuses long keys, long texts and long lists anywhere inside them', async () => {
    const longKey = 'k'.repeat(FREE_FORM_LIMITS.maxKeyLength + 1);
    expect(await refusal({ defaultConfiguration: { [longKey]: 1 } })).toContainEqual(
      expect.objectContaining({ code: 'product.map.keyTooLong' }),
    );
    expect(await refusal({ features: { [longKey]: { selectedComponent: { category: 'RAM' } } } })).toContainEqual(
      expect.objectContaining({ code: 'product.map.keyTooLong' }),
    );
    const longText = 'x'.repeat(FREE_FORM_LIMITS.maxTextLength + 1);
    expect(await refusal({ models: [{ sku: { deep: [longText] } }] })).toContainEqual(
      expect.objectContaining({ path: 'body.models.0.sku.deep.0', code: 'product.map.textTooLong' }),
    );
    expect(
      await refusal({ features: { ram: { selectedComponent: { category: 'RAM', note: longText } } } }),
    ).toContainEqual(expect.objectContaining({ code: 'product.map.textTooLong' }));
    const longList = Array.from({ length: FREE_FORM_LIMITS.maxListItems + 1 }, () => 1);
    expect(await refusal({ defaultConfiguration: { list: longList } })).toContainEqual(
      expect.objectContaining({ path: 'body.defaultConfiguration.list', code: 'product.map.listTooLong' }),
    );
  });

  it('keeps what fits, at the limits, as sent', async () => {
    const fits = {
      defaultConfiguration: { ...manyKeys(FREE_FORM_LIMITS.maxKeys - 1), nested: { list: [1, 'a', null, true] } },
      models: [{ name: 'M1', price: 5, extras: { color: 'x'.repeat(FREE_FORM_LIMITS.maxTextLength) } }],
      features: { ram: { selectedComponent: { category: 'RAM', name: '16 GB', specs: { speed: 3200 } } } },
    };
    const answer = await post(fits);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject(fits);
  });

  it('states its limits in both languages', () => {
    expect(domainMessage('product.map.tooManyKeys', 'en')).toBe(`Too many keys (at most ${FREE_FORM_LIMITS.maxKeys})`);
    expect(domainMessage('request.jsonTooDeep', 'en', { count: MAX_JSON_DEPTH })).toBe(
      `The request JSON is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`,
    );
  });
});
