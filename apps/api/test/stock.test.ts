import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '@shop/domain';
import { createProduct, returnStocks, takeStock, takeStocks } from '../src/modules/products/service';
import { createTestContext, testDialect, type TestContext } from './context';

/**
 * takeStock: one conditional UPDATE inside the caller's transaction (orders use it).
 * It never takes more than there is, however many transactions take at once. takeStocks and
 * returnStocks: an order's products at once (one statement on PostgreSQL).
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

const versionOf = async (id: string) =>
  (await ctx.db.kysely.selectFrom('products').select('version').where('id', '=', id).executeTakeFirstOrThrow()).version;

describe(`takeStocks and returnStocks: an order's products at once (${testDialect})`, () => {
  it('takes every product’s units and raises each version; returns them the same way', async () => {
    const ids = [await newProduct(5), await newProduct(3), await newProduct(1)];
    const versions = await Promise.all(ids.map(versionOf));
    const units = new Map([
      [ids[0]!, 2],
      [ids[1]!, 3],
      [ids[2]!, 1],
    ]);
    expect(await ctx.db.transaction((trx) => takeStocks(trx, ctx.db.dialect, units))).toEqual(new Map());
    expect(await Promise.all(ids.map(stockOf))).toEqual([3, 0, 0]);
    expect(await Promise.all(ids.map(versionOf))).toEqual(versions.map((version) => version + 1));
    await ctx.db.transaction((trx) => returnStocks(trx, ctx.db.dialect, units));
    expect(await Promise.all(ids.map(stockOf))).toEqual([5, 3, 1]);
    expect(await Promise.all(ids.map(versionOf))).toEqual(versions.map((version) => version + 2));
  });

  it('names each product it could not take with the units it has (0: not found), and takes none once rolled back', async () => {
    const plenty = await newProduct(10);
    const few = await newProduct(2);
    const none = await newProduct(0);
    const unknown = randomUUID();
    const units = new Map([
      [plenty, 4],
      [few, 3],
      [none, 1],
      [unknown, 1],
      ['no-es-un-id', 1],
    ]);
    const attempt = ctx.db.transaction(async (trx) => {
      const short = await takeStocks(trx, ctx.db.dialect, units);
      expect(short).toEqual(
        new Map([
          [few, 2],
          [none, 0],
          [unknown, 0],
          ['no-es-un-id', 0],
        ]),
      );
      throw new Error('short');
    });
    await expect(attempt).rejects.toThrow('short');
    expect([await stockOf(plenty), await stockOf(few), await stockOf(none)]).toEqual([10, 2, 0]);
  });

  it('never takes more than there is when orders of the same products, in either order, take at once', async () => {
    const first = await newProduct(12);
    const second = await newProduct(12);
    // Half the orders name the products one way round, half the other; each asks 2 of both.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        ctx.db
          .transaction(async (trx) => {
            const pairs: [string, number][] = [
              [first, 2],
              [second, 2],
            ];
            const short = await takeStocks(trx, ctx.db.dialect, new Map(index % 2 ? pairs.reverse() : pairs));
            await sleep(10);
            if (short.size > 0) throw new Error('short');
            return 'taken';
          })
          .catch((error: Error) => error.message),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'taken')).toHaveLength(6);
    expect(outcomes.filter((outcome) => outcome === 'short')).toHaveLength(4);
    expect([await stockOf(first), await stockOf(second)]).toEqual([0, 0]);
  });
});
