import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../src/modules/seed';
import { seedCatalogue } from '../src/modules/seed/catalogue';
import { DEMO, createTestContext, type TestContext, countRows } from './context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx?.close());

const countProducts = () => countRows(ctx.db, 'products');

describe('seed', () => {
  it('is idempotent and never brings back a product an admin deleted', async () => {
    expect(await countProducts()).toBe(seedCatalogue.length);
    await seedDatabase(ctx.db, ctx.config);
    expect(await countProducts()).toBe(seedCatalogue.length);
    await ctx.db.kysely.deleteFrom('products').where('name', '=', seedCatalogue[0]!.name).execute();
    await seedDatabase(ctx.db, ctx.config);
    expect(await countProducts()).toBe(seedCatalogue.length - 1);
  });

  it('lists newest first in the order of the catalogue ages', async () => {
    const names = (await ctx.app.inject('/api/products?limit=5')).json().map((p: { name: string }) => p.name);
    const expected = [...seedCatalogue]
      .sort((a, b) => a.ageDays - b.ageDays)
      .map((p) => p.name)
      .filter((n) => n !== seedCatalogue[0]!.name);
    expect(names).toEqual(expected.slice(0, 5));
  });

  it('shuts the demo account when demo mode is turned off', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO })).statusCode).toBe(200);
    await seedDatabase(ctx.db, { ...ctx.config, demo: { ...ctx.config.demo, enabled: false } });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO })).statusCode).toBe(403);
    await seedDatabase(ctx.db, ctx.config);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO })).statusCode).toBe(200);
  });
});
