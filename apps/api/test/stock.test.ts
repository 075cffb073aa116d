import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '@shop/domain';
import { createProduct, takeStock } from '../src/modules/products/service';
import { createTestContext, testDialect, type TestContext } from './context';

/**
 * takeStock: one conditional UPDATE inside the caller's transaction (orders use it).
 * It never takes more than there is, however many transactions take at once.
 */

let ctx: TestContext;

const newProduct = async (stock: number) =>
  (
    await createProduct(
      ctx.db,
      productInputSchema.parse({
        name: 'Producto con stock',
        description: 'Para probar el stock',
        description_en: 'To test stock',
        brand: 'Acme',
        basePrice: 10,
        currency: 'USD',
        stock,
        category: 'laptops',
        images: ['/uploads/test/a.webp'],
      }),
    )
  ).id;

const stockOf = async (id: string) =>
  (await ctx.db.kysely.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

describe(`takeStock (${testDialect})`, () => {
  it('takes the units and answers what is left', async () => {
    const id = await newProduct(5);
    expect(await takeStock(ctx.db.kysely, id, 2)).toEqual({ taken: true, remaining: 3 });
    expect(await takeStock(ctx.db.kysely, id, 3)).toEqual({ taken: true, remaining: 0 });
    expect(await stockOf(id)).toBe(0);
  });

  it('refuses to take more than there is, saying how many units there are, and changes nothing', async () => {
    const id = await newProduct(2);
    expect(await takeStock(ctx.db.kysely, id, 3)).toEqual({ taken: false, reason: 'insufficient', available: 2 });
    expect(await stockOf(id)).toBe(2);
  });

  it('answers not-found for an unknown product or a text that is no product id', async () => {
    expect(await takeStock(ctx.db.kysely, randomUUID(), 1)).toEqual({ taken: false, reason: 'not-found' });
    expect(await takeStock(ctx.db.kysely, 'no-es-un-id', 1)).toEqual({ taken: false, reason: 'not-found' });
  });

  it('refuses a quantity that is not a positive integer', async () => {
    const id = await newProduct(5);
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      await expect(takeStock(ctx.db.kysely, id, quantity)).rejects.toThrow(RangeError);
    }
    expect(await stockOf(id)).toBe(5);
  });

  it("gives the units back when the caller's transaction rolls back", async () => {
    const id = await newProduct(4);
    const order = ctx.db.transaction(async (trx) => {
      expect(await takeStock(trx, id, 3)).toEqual({ taken: true, remaining: 1 });
      // The order's second line cannot be served: the whole order fails.
      expect(await takeStock(trx, id, 2)).toEqual({ taken: false, reason: 'insufficient', available: 1 });
      throw new Error('insufficient stock');
    });
    await expect(order).rejects.toThrow('insufficient stock');
    expect(await stockOf(id)).toBe(4);
  });

  it('lets exactly as many of N parallel transactions take a unit as there are units, never going negative', async () => {
    const STOCK = 3;
    const N = 8;
    const id = await newProduct(STOCK);
    const outcomes = await Promise.all(
      Array.from({ length: N }, () =>
        ctx.db.transaction(async (trx) => {
          const outcome = await takeStock(trx, id, 1);
          await sleep(20); // keep the transaction open while the others try
          return outcome;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.taken)).toHaveLength(STOCK);
    expect(outcomes.filter((o) => !o.taken)).toEqual(
      Array(N - STOCK).fill({ taken: false, reason: 'insufficient', available: 0 }),
    );
    expect(
      outcomes
        .flatMap((o) => (o.taken ? [o.remaining] : []))
        .sort()
        .reverse(),
    ).toEqual([2, 1, 0]);
    expect(await stockOf(id)).toBe(0);
  });

  it('serves parallel takings of several units: those that fit, in full, and no more', async () => {
    const id = await newProduct(5);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        ctx.db.transaction(async (trx) => {
          const outcome = await takeStock(trx, id, 2);
          await sleep(10);
          return outcome;
        }),
      ),
    );
    expect(outcomes.filter((o) => o.taken)).toHaveLength(2);
    expect(await stockOf(id)).toBe(1);
  });

  it('shows the new stock in the catalogue answers (the version triggers fire)', async () => {
    const id = await newProduct(6);
    const stockShown = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ stock: number }>().stock;
    expect(await stockShown()).toBe(6);
    await ctx.db.transaction((trx) => takeStock(trx, id, 4));
    expect(await stockShown()).toBe(2);
  });
});
