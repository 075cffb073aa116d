import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductSummary } from '@shop/domain';
import { seedCatalogue } from '../src/modules/seed/catalogue';
import { DEMO, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * A client written against the specification alone (issue 27): it lists products with a bare
 * GET /api/products, fills its edit form from the list's objects and saves them whole with PUT,
 * and runs on another origin. Its calls must see every product, never erase what it did not
 * show, and get media addresses it can load.
 */

const BASE = 'https://api.tienda.example';
let ctx: TestContext;
/** The same shop with a list ceiling of 20, on its public address. */
let small: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  small = await createTestContext({
    env: { CORS_ORIGINS: 'https://tienda.example', PUBLIC_BASE_URL: BASE },
    config: { fullListCeiling: 20 },
  });
  token = await loginAs(ctx.app, DEMO);
});
afterAll(async () => {
  await ctx?.close();
  await small?.close();
});

const get = (url: string, app = ctx.app, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const put = (id: string, payload: object, headers: Record<string, string> = {}, app = ctx.app, bearer = token) =>
  app.inject({
    method: 'PUT',
    url: `/api/products/${id}`,
    headers: { authorization: `Bearer ${bearer}`, ...headers },
    payload,
  });
const stored = async (id: string, app = ctx.app) => (await get(`/api/products/${id}`, app)).json() as Product;
const nextLink = (link: string | string[] | number | undefined) => /^<([^>]+)>; rel="next"$/.exec(String(link))?.[1];

describe(`GET /api/products without page or limit (${testDialect})`, () => {
  it('answers every product in the full shape of GET /api/products/{id}, newest first', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBe(seedCatalogue.length);
    expect(response.headers.link).toBeUndefined();
    const listed = response.json() as Product[];
    expect(listed).toHaveLength(seedCatalogue.length);
    const dates = listed.map((product) => product.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const product of listed) expect(product).toEqual(await stored(product.id));
    const withComponents = seedCatalogue.filter((entry) => Object.keys(entry.features).length > 0).length;
    expect(withComponents).toBeGreaterThan(0);
    expect(listed.filter((product) => Object.keys(product.features).length > 0)).toHaveLength(withComponents);
  });

  it('still filters and searches, in the full shape', async () => {
    const laptops = (await get('/api/products?category=laptops')).json() as Product[];
    expect(laptops).toHaveLength(seedCatalogue.filter((entry) => entry.category === 'Laptops').length);
    expect(laptops.every((product) => product.category === 'Laptops' && 'features' in product)).toBe(true);
    const found = (await get('/api/products?search=camara')).json() as Product[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => 'defaultConfiguration' in product)).toBe(true);
  });

  it('past the ceiling, answers the first part with a Link to the next one, and the parts make the whole', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/products';
    let parts = 0;
    while (url) {
      const response = await get(url.replace(BASE, ''), small.app);
      expect(response.statusCode, response.body).toBe(200);
      expect(Number(response.headers['x-total-count'])).toBe(seedCatalogue.length);
      const part = response.json() as Product[];
      expect(part.length).toBeLessThanOrEqual(20);
      expect(part.every((product) => Array.isArray(product.models))).toBe(true);
      seen.push(...part.map((product) => product.id));
      url = nextLink(response.headers.link);
      if (parts === 0) expect(url).toBe(`${BASE}/api/products?offset=20`);
      parts++;
    }
    expect(parts).toBe(3);
    expect(new Set(seen).size).toBe(seedCatalogue.length);
    const all = (await get('/api/products?limit=100', small.app)).json() as ProductSummary[];
    expect(seen).toEqual(all.map((product) => product.id));
  });

  it('keeps the filters in the next link, and lets another origin read it', async () => {
    const response = await get('/api/products?inStock=true&sort=name', small.app, {
      origin: 'https://tienda.example',
    });
    expect(Number(response.headers['x-total-count'])).toBeGreaterThan(20);
    expect(nextLink(response.headers.link)).toBe(`${BASE}/api/products?inStock=true&sort=name&offset=20`);
    const names = (response.json() as Product[]).map((product) => product.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/\bLink\b/);
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/\bX-Total-Count\b/);
  });

  it('refuses a bad offset in the caller’s language', async () => {
    const es = await get('/api/products?offset=-1');
    expect(es.statusCode).toBe(400);
    expect(es.json()).toMatchObject({ message: expect.stringContaining('desplazamiento') });
    const en = await get('/api/products?offset=x', ctx.app, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ message: expect.stringContaining('offset') });
  });

  it('answers a conditional repeat with 304', async () => {
    const first = await get('/api/products');
    const again = await get('/api/products', ctx.app, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe(`GET /api/products with page or limit (${testDialect})`, () => {
  it('answers the same card page as before: 24 cards by default, no Link', async () => {
    for (const url of ['/api/products?page=1', '/api/products?limit=24', '/api/products?page=1&limit=24']) {
      const response = await get(url);
      expect(Number(response.headers['x-total-count']), url).toBe(seedCatalogue.length);
      expect(response.headers.link, url).toBeUndefined();
      const cards = response.json() as Record<string, unknown>[];
      expect(cards, url).toHaveLength(24);
      for (const field of ['features', 'models', 'defaultConfiguration', 'specifications', 'version']) {
        expect(cards[0], `${url} ${field}`).not.toHaveProperty(field);
      }
    }
    const paged = (await get('/api/products?limit=100')).json() as ProductSummary[];
    const full = (await get('/api/products')).json() as Product[];
    expect(paged.map((card) => card.id)).toEqual(full.map((product) => product.id));
  });
});

/** What the specification's admin form sends: the fields it fills from the list object it edits. */
function specClientSave(listed: Record<string, unknown>, changes: Record<string, unknown>) {
  return {
    _id: listed._id,
    name: listed.name,
    description: listed.description,
    description_en: listed.description_en,
    basePrice: listed.basePrice,
    currency: listed.currency,
    stock: listed.stock,
    category: listed.category,
    images: listed.images,
    video: listed.video ?? null,
    variantType: 'CONFIGURABLE',
    features: listed.features ?? {},
    models: listed.models ?? [],
    defaultConfiguration: listed.defaultConfiguration ?? {},
    ...changes,
  };
}

describe(`PUT /api/products/{id} from a client that shows only what it listed (${testDialect})`, () => {
  it('refuses a save from a card (features {}, models [], defaultConfiguration {}) without If-Match, naming the field, and keeps the components', async () => {
    const [card] = (await get('/api/products?limit=1')).json() as Record<string, unknown>[];
    const before = await stored(card!.id as string);
    expect(Object.keys(before.features).length).toBeGreaterThan(0);
    const payload = specClientSave(card!, { name: 'Renombrado desde la lista' });
    expect(payload).toMatchObject({ features: {}, models: [], defaultConfiguration: {} });

    const refused = await put(card!.id as string, payload);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PRODUCT_FIELD_WOULD_EMPTY',
      message: expect.stringContaining('«features»'),
      details: [{ path: 'features', code: 'product.wouldEmpty' }],
    });
    const english = await put(card!.id as string, payload, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(409);
    expect((english.json() as { message: string }).message).toMatch(/would empty "features"/);
    // Nothing was stored: not the name either.
    expect(await stored(card!.id as string)).toEqual(before);
  });

  it('keeps the components when the client sends back the whole object the list gave it', async () => {
    const listed = (await get('/api/products')).json() as Product[];
    const product = listed.find((entry) => Object.keys(entry.features).length > 0)!;
    // The specification's client sends back what it received, with the field it changed.
    const whole = await put(product.id, { ...product, name: `${product.name} (editado)` });
    expect(whole.statusCode, whole.body).toBe(200);
    const after = await stored(product.id);
    expect(after.name).toBe(`${product.name} (editado)`);
    expect(after.features).toEqual(product.features);
    expect(after.models).toEqual(product.models);
    expect(after.defaultConfiguration).toEqual(product.defaultConfiguration);
    // Its form's save, filled from the list object, keeps them too.
    const form = await put(product.id, specClientSave(after as unknown as Record<string, unknown>, { stock: 7 }));
    expect(form.statusCode, form.body).toBe(200);
    expect((await stored(product.id)).features).toEqual(product.features);
  });

  it('empties the components when the save sends If-Match (the caller has seen the product)', async () => {
    const [card] = (await get('/api/products?limit=1&page=2')).json() as ProductSummary[];
    const before = await stored(card!.id);
    expect(Object.keys(before.features).length).toBeGreaterThan(0);
    // With nothing left to choose it is a model: a configurable product must offer a choice.
    const cleared = await put(
      card!.id,
      { features: {}, variantType: 'MODEL' },
      { 'if-match': `W/"v${before.version}"` },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await stored(card!.id)).features).toEqual({});
    // Once empty, sending it empty again needs nothing more.
    expect((await put(card!.id, { features: {}, name: before.name })).statusCode).toBe(200);
  });
});

describe(`media addresses for another origin (${testDialect})`, () => {
  it('answers absolute addresses on PUBLIC_BASE_URL in every product answer, and stores them relative', async () => {
    const smallToken = await loginAs(small.app, DEMO);
    const answers = [
      ...((await get('/api/products', small.app)).json() as Product[]),
      ...((await get('/api/products?limit=100', small.app)).json() as ProductSummary[]),
    ];
    const addresses = answers.flatMap((product) => [...product.images, product.image]);
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) expect(address).toMatch(new RegExp(`^${BASE}/uploads/seed/[\\w-]+\\.webp$`));

    // The client saves the list object back, absolute addresses and all: stored relative again.
    const [listed] = (await get('/api/products', small.app)).json() as Product[];
    const saved = await put(listed!.id, { ...listed, stock: listed!.stock + 1 }, {}, small.app, smallToken);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as Product).images).toEqual(listed!.images);
    const row = await small.db.kysely
      .selectFrom('products')
      .select('images')
      .where('id', '=', listed!.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.images)).toEqual(listed!.images.map((image) => image.slice(BASE.length)));
  });

  it('answers relative addresses without PUBLIC_BASE_URL', async () => {
    const listed = (await get('/api/products')).json() as Product[];
    expect(listed.every((product) => product.images.every((image) => image.startsWith('/uploads/')))).toBe(true);
  });
});
