import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { componentDescription, componentName, type Product, type ProductSummary } from '@shop/domain';
import { seedDatabase, seedProductId } from '../src/modules/seed';
import { seedCatalogue } from '../src/modules/seed/catalogue';
import { CATALOGUE_ENGLISH } from '../src/modules/seed/english';
import { DEMO, createTestContext, countRows, loginAs, type TestContext } from './context';

// The English twins of a product: name_en, advantages_en, specifications_en and the
// English of the components inside features, on whichever database the suite runs.
let ctx: TestContext;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  adminToken = await loginAs(ctx.app, DEMO);
});
afterAll(async () => ctx?.close());

const bilingual = {
  name: 'Auriculares de prueba',
  name_en: 'Test headphones',
  description: 'Unos auriculares',
  description_en: 'Some headphones',
  brand: 'Acme',
  basePrice: 100,
  currency: 'USD',
  stock: 3,
  category: 'Accesorios',
  images: ['/uploads/test/a.webp'],
  specifications: { battery: 'Hasta 30 horas', weight: 250 },
  specifications_en: { battery: 'Up to 30 hours' },
  advantages: ['Livianos', 'Plegables'],
  advantages_en: ['Light', 'Foldable'],
  features: {
    processor: {
      selectedComponent: {
        category: 'processor',
        id: 'cpu-x',
        name: 'Chip X (8 núcleos)',
        name_en: 'Chip X (8-core)',
        description: 'Ocho núcleos',
        description_en: 'Eight cores',
      },
    },
  },
};

const write = (method: 'POST' | 'PUT', url: string, payload: unknown, lng = 'en') =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { authorization: `Bearer ${adminToken}`, cookie: `i18next=${lng}` },
  });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const products = () => countRows(ctx.db, 'products');

describe('English twins of a product', () => {
  it('stores and answers every English field, and lists name_en on the cards', async () => {
    const created = await write('POST', '/api/products', bilingual);
    expect(created.statusCode).toBe(201);
    const product = created.json() as Product;
    expect(product.name_en).toBe('Test headphones');
    expect(product.advantages_en).toEqual(['Light', 'Foldable']);
    expect(product.specifications_en).toEqual({ battery: 'Up to 30 hours' });
    const read = (await get(`/api/products/${product.id}`)).json() as Product;
    expect(read.name_en).toBe('Test headphones');
    expect(read.specifications_en).toEqual({ battery: 'Up to 30 hours' });
    const cpu = (read.features.processor as { selectedComponent: Record<string, unknown> }).selectedComponent;
    expect(componentName(cpu, 'en')?.text).toBe('Chip X (8-core)');
    expect(componentDescription(cpu, 'en')?.text).toBe('Eight cores');
    // Spec-only fields keep their shape and meaning.
    expect(read.name).toBe('Auriculares de prueba');
    expect(read.advantages).toEqual(['Livianos', 'Plegables']);
    const cards = (await get('/api/products?search=foldable')).json() as ProductSummary[];
    expect(cards.map((card) => card.name_en)).toEqual(['Test headphones']);
  });

  it('answers a product saved without English as missing English, never absent fields', async () => {
    const { name_en: _n, advantages_en: _a, specifications_en: _s, ...spanishOnly } = bilingual;
    const created = (
      await write('POST', '/api/products', { ...spanishOnly, name: 'Solo en español' })
    ).json() as Product;
    expect(created.name_en).toBe('');
    expect(created.advantages_en).toEqual([]);
    expect(created.specifications_en).toEqual({});
  });

  it.each([
    [{ name_en: 5 }, 'body.name_en'],
    [{ name_en: 'x'.repeat(201) }, 'body.name_en'],
    [{ advantages_en: 'Light' }, 'body.advantages_en'],
    [{ advantages_en: [1] }, 'body.advantages_en.0'],
    [{ advantages_en: Array(21).fill('x') }, 'body.advantages_en'],
    [{ specifications_en: ['Up to 30 hours'] }, 'body.specifications_en'],
    [{ specifications_en: { battery: 30 } }, 'body.specifications_en.battery'],
    [{ specifications_en: { screen: 'A screen this product has not' } }, 'body.specifications_en.screen'],
    [
      { features: { processor: { selectedComponent: { category: 'processor', name: 'X', description_en: 7 } } } },
      // A feature is a union (one component or a list), so the refusal names the feature.
      'body.features.processor',
    ],
  ])('refuses English of the wrong shape with 400 naming the field, storing nothing (%#)', async (change, path) => {
    const before = await products();
    const response = await write('POST', '/api/products', { ...bilingual, ...change });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; details: { path: string }[] };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details.map((detail) => detail.path)).toContain(path);
    expect(await products()).toBe(before);
  });

  it('names a stray English specification in the caller language', async () => {
    const payload = { ...bilingual, specifications_en: { screen: 'x' } };
    const english = (await write('POST', '/api/products', payload, 'en')).json() as { details: { message: string }[] };
    expect(english.details[0]!.message).toBe(
      "Each English specification must translate one of the product's specifications",
    );
  });

  it('keeps the stored English when a replace leaves it out, and refuses a bad one without changing anything', async () => {
    const product = (await write('POST', '/api/products', bilingual)).json() as Product;
    const { name_en: _n, advantages_en: _a, specifications_en: _s, ...spanishOnly } = bilingual;
    // A spec-only client replaces the product and drops the weight: the English stays, the
    // English of a removed specification goes with it.
    const replaced = await write('PUT', `/api/products/${product.id}`, {
      ...spanishOnly,
      stock: 9,
      specifications: { weight: 250 },
    });
    expect(replaced.statusCode).toBe(200);
    const kept = replaced.json() as Product;
    expect(kept.stock).toBe(9);
    expect(kept.name_en).toBe('Test headphones');
    expect(kept.advantages_en).toEqual(['Light', 'Foldable']);
    expect(kept.specifications_en).toEqual({});

    const refused = await write('PUT', `/api/products/${product.id}`, { ...bilingual, advantages_en: [{}] });
    expect(refused.statusCode).toBe(400);
    const after = (await get(`/api/products/${product.id}`)).json() as Product;
    expect(after.stock).toBe(9);
    expect(after.advantages_en).toEqual(['Light', 'Foldable']);

    const cleared = (
      await write('PUT', `/api/products/${product.id}`, { ...bilingual, name_en: '' })
    ).json() as Product;
    expect(cleared.name_en).toBe('');
  });
});

describe('the seeded catalogue in English', () => {
  it('gives every seeded product its English name, advantages, specifications and components', async () => {
    for (const seed of seedCatalogue) {
      const product = (await get(`/api/products/${seedProductId(seed.slug)}`)).json() as Product;
      expect(product.name_en, seed.slug).toBe(seed.name_en);
      expect(product.advantages_en, seed.slug).toHaveLength(product.advantages.length);
      expect(Object.keys(product.specifications_en).sort(), seed.slug).toEqual(
        Object.keys(product.specifications).sort(),
      );
      for (const selection of Object.values(product.features) as { selectedComponent?: Record<string, unknown> }[]) {
        const component = selection.selectedComponent!;
        expect(componentName(component, 'en')?.fellBack, `${seed.slug} ${String(component.id)}`).toBe(false);
        if (component.description) expect(componentDescription(component, 'en')?.fellBack).toBe(false);
      }
    }
  });

  it("finds Spanish-named products by their English words ('headphones' finds 'Auriculares…')", async () => {
    const found = (await get('/api/products?search=headphones&limit=100')).json() as ProductSummary[];
    expect(found.map((product) => product.name)).toContain('Auriculares Sony WH-1000XM5');
    const charger = (await get('/api/products?search=charger&limit=100')).json() as ProductSummary[];
    expect(charger.map((product) => product.name)).toContain('Cargador Samsung 25 W USB-C Carga Súper Rápida');
  });

  it('gives a database seeded before the English its English on the next start, sparing what an admin changed', async () => {
    const sony = seedProductId('sony-wh-1000xm5');
    const jbl = seedProductId('jbl-flip-6');
    const renamed = seedProductId('hp-m24f');
    // The state of a database seeded before migration 009: no English anywhere, the upgrade not done.
    const spanishFeatures = (features: string) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(JSON.parse(features) as Record<string, { selectedComponent?: Record<string, unknown> }>).map(
            ([key, selection]) => {
              const { name_en: _n, description_en: _d, ...component } = selection.selectedComponent ?? {};
              return [key, selection.selectedComponent ? { ...selection, selectedComponent: component } : selection];
            },
          ),
        ),
      );
    const rows = await ctx.db.kysely.selectFrom('products').select(['id', 'features', 'name', 'search_text']).execute();
    for (const row of rows) {
      await ctx.db.kysely
        .updateTable('products')
        .set({
          name_en: '',
          advantages_en: '[]',
          specifications_en: '{}',
          features: spanishFeatures(row.features),
          // 'tier' is only in the Sony's English advantages ('Top-tier noise cancelling').
          search_text: row.search_text.replace(/headphones|charger|tier/g, ''),
        })
        .where('id', '=', row.id)
        .execute();
    }
    await ctx.db.kysely.updateTable('products').set({ name: 'Monitor renombrado' }).where('id', '=', renamed).execute();
    await ctx.db.kysely.deleteFrom('products').where('id', '=', jbl).execute();
    await ctx.db.kysely.deleteFrom('meta').where('key', '=', CATALOGUE_ENGLISH).execute();
    expect((await get('/api/products?search=tier')).json()).toEqual([]);
    const before = await products();

    await seedDatabase(ctx.db, ctx.config);

    expect(await products()).toBe(before);
    const upgraded = (await get(`/api/products/${sony}`)).json() as Product;
    expect(upgraded.name_en).toBe('Sony WH-1000XM5 headphones');
    expect(upgraded.specifications_en.noiseCancelling).toBe('QN1 and V1 processors with 8 microphones');
    expect(upgraded.advantages_en).toHaveLength(3);
    const laptop = (await get(`/api/products/${seedProductId('apple-macbook-air-13-m2')}`)).json() as Product;
    const cpu = (laptop.features.processor as { selectedComponent: Record<string, unknown> }).selectedComponent;
    expect(componentDescription(cpu, 'en')?.fellBack).toBe(false);
    expect((laptop.features.ram as { options: { name_en?: string }[] }).options[0]!.name_en).toBe(
      '16 GB unified memory',
    );
    // The product an admin renamed keeps no seed English name; its specifications, still the seed's, get theirs.
    const monitor = (await get(`/api/products/${renamed}`)).json() as Product;
    expect(monitor.name_en).toBe('');
    expect(monitor.specifications_en.screen).toBe('23.8" IPS');
    expect((await get(`/api/products/${jbl}`)).statusCode).toBe(404);
    const found = (await get('/api/products?search=tier')).json() as ProductSummary[];
    expect(found.map((product) => product.id)).toEqual([sony]);

    // Once: English an admin removes afterwards is not brought back by the next start.
    await ctx.db.kysely.updateTable('products').set({ name_en: '' }).where('id', '=', sony).execute();
    await seedDatabase(ctx.db, ctx.config);
    expect(((await get(`/api/products/${sony}`)).json() as Product).name_en).toBe('');
  });
});
