import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProductId } from '../src/modules/seed';
import { seedCatalogue } from '../src/modules/seed/catalogue';
import { SEED_DESKTOP } from '../src/modules/seed/desktop';
import { createUser } from '../src/modules/users/service';
import { DEMO, createTestContext, loginAs, type TestContext } from './context';

/** A configurable product must offer a choice; the seeded desktop's rules refuse an impossible order. */

let ctx: TestContext;
let admin: string;
let buyer: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx.app, DEMO);
  await createUser(ctx.db, { name: 'Comprador', email: 'comprador@tienda.test', password: 'Compra1!x', role: 'user' });
  buyer = await loginAs(ctx.app, { email: 'comprador@tienda.test', password: 'Compra1!x' });
});
afterAll(async () => ctx?.close());

const headers = (token: string, language = 'es') => ({ authorization: `Bearer ${token}`, 'accept-language': language });
const ram = (options: object[] = []) => ({
  ram: { selectedComponent: { category: 'ram', id: 'ram-8', name: '8 GB' }, options },
});
const product = (fields: object = {}) => ({
  name: 'Notebook de prueba',
  basePrice: 1000,
  category: 'Laptops',
  images: ['/uploads/test/a.webp'],
  ...fields,
});
const create = (payload: object, language = 'es') =>
  ctx.app.inject({ method: 'POST', url: '/api/products', headers: headers(admin, language), payload });
const update = (id: string, payload: object, language = 'es') =>
  ctx.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: headers(admin, language), payload });

describe('a configurable product with nothing to choose', () => {
  it('is refused on create, naming the field in the caller’s language', async () => {
    const spanish = await create(product({ variantType: 'CONFIGURABLE', features: ram() }));
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().details).toContainEqual(
      expect.objectContaining({
        path: 'body.variantType',
        message: expect.stringContaining('Un producto configurable (tipo de variante) debe ofrecer algo para elegir'),
      }),
    );
    const english = await create(product({ variantType: 'CONFIGURABLE', features: {} }), 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().details).toContainEqual(
      expect.objectContaining({
        path: 'body.variantType',
        message: expect.stringContaining('A configurable product (variant type) must offer something to choose'),
      }),
    );
  });

  it('is a MODEL when the variant type is left out, and CONFIGURABLE when it offers a choice', async () => {
    const model = await create(product({ features: ram() }));
    expect(model.statusCode).toBe(201);
    expect(model.json().variantType).toBe('MODEL');
    const choice = [{ id: 'ram-16', name: '16 GB', priceIncrement: 100 }];
    const configurable = await create(product({ features: ram(choice) }));
    expect(configurable.json().variantType).toBe('CONFIGURABLE');
    const explicit = await create(product({ variantType: 'CONFIGURABLE', features: ram(choice) }));
    expect(explicit.statusCode).toBe(201);
  });

  it('is refused on update: choices taken away, or a model marked configurable', async () => {
    const laptop = seedProductId('apple-macbook-air-13-m2');
    const stripped = await update(laptop, { features: ram() }, 'en');
    expect(stripped.statusCode).toBe(400);
    expect(stripped.json().details).toEqual([
      expect.objectContaining({ path: 'body.variantType', code: 'product.variantType.nothingToChoose' }),
    ]);
    const model = (await create(product({ variantType: 'MODEL', features: ram() }))).json();
    expect((await update(model.id, { variantType: 'CONFIGURABLE' })).statusCode).toBe(400);
    const stored = await ctx.app.inject(`/api/products/${laptop}`);
    expect(stored.json().features.ram.options.length).toBeGreaterThanOrEqual(1);
    // Giving it a choice in the same save is fine.
    const choice = [{ id: 'ram-16', name: '16 GB', priceIncrement: 100 }];
    const fixed = await update(model.id, { variantType: 'CONFIGURABLE', features: ram(choice) });
    expect(fixed.statusCode).toBe(200);
  });
});

describe('an order for the seeded desktop', () => {
  const desktop = seedProductId(SEED_DESKTOP.slug);
  const order = (selectedOptions: Record<string, string>, language = 'es') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...headers(buyer, language), 'idempotency-key': randomUUID() },
      payload: { items: [{ productId: desktop, quantity: 1, selectedOptions }] },
    });

  it('is refused with the reason when the graphics card needs a bigger power supply', async () => {
    const spanish = await order({ gpu: 'geforce-rtx-4070-super' });
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toMatchObject({
      code: 'ORDER_CONFIGURATION_INCOMPATIBLE',
      details: [
        {
          path: 'items.0',
          code: 'configurator.incompatible.power',
          message: 'La fuente de 550 W no alcanza: esta configuración necesita al menos 599 W',
        },
      ],
    });
    const english = await order({ ram: 'desktop-ddr4-3200-16gb', processor: 'core-ultra-7-265k' }, 'en');
    expect(english.json()).toMatchObject({
      code: 'ORDER_CONFIGURATION_INCOMPATIBLE',
      details: [{ message: 'The Intel Core Ultra 7 265K processor does not support DDR4 memory' }],
    });
  });

  it('is taken, at the price of its choices, once the bigger supply is chosen', async () => {
    const placed = await order({ gpu: 'geforce-rtx-4070-super', powerSupply: 'corsair-rm750e' });
    expect(placed.statusCode).toBe(201);
    // RTX 4070 SUPER: +(580 − 290) × 2,000; RM750e: +(90 − 20) × 2,000.
    expect(placed.json().lines[0].unitPriceCents).toBe((2_399_999 + 580_000 + 140_000) * 100);
  });
});

describe('the configurable filter and the cards’ lowest price', () => {
  const configurableCount = seedCatalogue.filter((product) => product.variantType === 'CONFIGURABLE').length;

  it('narrows the list to products shoppers can configure, and the facets count them', async () => {
    const all = await ctx.app.inject('/api/products?limit=100');
    const only = await ctx.app.inject('/api/products?limit=100&configurable=true');
    expect(only.statusCode).toBe(200);
    const items = only.json() as { variantType: string }[];
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(items.length).toBeLessThan((all.json() as unknown[]).length);
    expect(items.every((item) => item.variantType === 'CONFIGURABLE')).toBe(true);
    const facets = (await ctx.app.inject('/api/products/facets')).json();
    expect(facets.configurable).toBe(items.length);
    // A facet ignores its own selection; the others narrow it.
    expect((await ctx.app.inject('/api/products/facets?configurable=true')).json()).toMatchObject({
      total: items.length,
      configurable: items.length,
    });
    const tablets = (await ctx.app.inject('/api/products/facets?category=tablets')).json();
    expect(tablets.configurable).toBe(
      seedCatalogue.filter((p) => p.category === 'Tablets' && p.variantType === 'CONFIGURABLE').length,
    );
    const refused = await ctx.app.inject({
      url: '/api/products?configurable=maybe',
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details[0].message).toBe('configurable must be true or false');
  });

  it('gives a configurable card its lowest configured price, by the configurator’s rule', async () => {
    expect(configurableCount).toBeGreaterThanOrEqual(25);
    const cards = (await ctx.app.inject('/api/products?limit=100&configurable=true')).json() as {
      id: string;
      basePrice: number;
      fromPrice?: number;
    }[];
    const card = (slug: string) => cards.find((item) => item.id === seedProductId(slug))!;
    // Core Ultra 5 (−AR$400,000) and 512 GB (−AR$200,000).
    expect(card('asus-zenbook-14-oled-ux3405').fromPrice).toBe(3_199_999 - 600_000);
    // Core i5-14400, the DDR4 kit (the i5 takes it) and the 512 GB drive.
    expect(card(SEED_DESKTOP.slug).fromPrice).toBe(2_399_999 - 220_000 - 20_000 - 100_000);
    // Nothing cheaper than the shipped parts: the base price.
    expect(card('apple-iphone-15-128')).toMatchObject({ fromPrice: card('apple-iphone-15-128').basePrice });
    const model = (await ctx.app.inject('/api/products?limit=100'))
      .json()
      .find((item: { variantType: string }) => item.variantType === 'MODEL');
    expect(model).not.toHaveProperty('fromPrice');
  });
});
