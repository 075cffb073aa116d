import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productInputSchema } from '@shop/domain';
import { createProduct, getProduct } from '../src/modules/products/service';
import { createUser, findUserByEmail } from '../src/modules/users/service';
import { createTestContext, countRows, testDialect, type TestContext } from './context';

/**
 * Service functions run inside a transaction their caller opened (db.transaction):
 * what they write commits or rolls back with the caller's work, on both databases.
 */

let ctx: TestContext;
let productId: string;

const product = productInputSchema.parse({
  name: 'Producto de transacción',
  description: 'Para probar transacciones',
  description_en: 'To test transactions',
  brand: 'Acme',
  basePrice: 10,
  currency: 'USD',
  stock: 10,
  category: 'laptops',
  images: ['/uploads/test/a.webp'],
});

const stockOf = async (id: string) =>
  (await ctx.db.kysely.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  productId = (await createProduct(ctx.db, product)).id;
});
afterAll(async () => ctx?.close());
beforeEach(async () => {
  await ctx.db.kysely.updateTable('products').set({ stock: 10 }).where('id', '=', productId).execute();
});

describe(`transactions (${testDialect})`, () => {
  it("rolls back the service writes made inside the caller's transaction when the caller throws", async () => {
    const users = await countRows(ctx.db, 'users');
    const products = await countRows(ctx.db, 'products');
    const failed = ctx.db.transaction(async (trx) => {
      await createUser(trx, { name: 'Fantasma', email: 'fantasma@tienda.test', password: 'Fantasma1!' });
      const created = await createProduct(trx, product);
      // Inside, the transaction sees its own writes.
      expect(await findUserByEmail(trx, 'fantasma@tienda.test')).toBeDefined();
      expect(await getProduct(trx, created.id)).toBeDefined();
      throw new Error('the order failed');
    });
    await expect(failed).rejects.toThrow('the order failed');
    expect(await findUserByEmail(ctx.db, 'fantasma@tienda.test')).toBeUndefined();
    expect(await countRows(ctx.db, 'users')).toBe(users);
    expect(await countRows(ctx.db, 'products')).toBe(products);
  });

  it("commits them with the caller's work when it resolves", async () => {
    const id = await ctx.db.transaction(async (trx) => {
      await createUser(trx, { name: 'Real', email: 'real@tienda.test', password: 'Real1234!' });
      return (await createProduct(trx, product)).id;
    });
    expect(await findUserByEmail(ctx.db, 'real@tienda.test')).toMatchObject({ name: 'Real' });
    expect(await getProduct(ctx.db, id)).toMatchObject({ name: product.name, stock: 10 });
  });

  it("runs parallel transactions without either seeing the other's half-done state", async () => {
    const HALF_DONE = 1000;
    // Each reads the stock, marks the row half-done, pauses, then takes one unit in a conditional write.
    const takeOne = () =>
      ctx.db.transaction(async (trx) => {
        const { stock: before } = await trx
          .selectFrom('products')
          .select('stock')
          .where('id', '=', productId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('products')
          .set({ stock: sql<number>`stock + ${HALF_DONE}` })
          .where('id', '=', productId)
          .execute();
        await sleep(50);
        const taken = await trx
          .updateTable('products')
          .set({ stock: sql<number>`stock - ${HALF_DONE + 1}` })
          .where('id', '=', productId)
          .where('stock', '>=', HALF_DONE + 1)
          .executeTakeFirst();
        return { before, taken: Number(taken.numUpdatedRows) };
      });
    const results = await Promise.all([takeOne(), takeOne()]);
    // Each read the committed stock: 10 before either committed, or 9 after the other one did.
    for (const { before } of results) expect([9, 10]).toContain(before);
    expect(results.map((r) => r.taken)).toEqual([1, 1]);
    expect(await stockOf(productId)).toBe(8);
  });

  it('never caches an answer under the catalogue version of a transaction that rolled back', async () => {
    const url = `/api/products/${productId}`;
    const read = async () => (await ctx.app.inject({ method: 'GET', url })).json<{ stock: number }>().stock;
    expect(await read()).toBe(10);
    let during: Promise<number> | undefined;
    const rolledBack = ctx.db.transaction(async (trx) => {
      await trx.updateTable('products').set({ stock: 99 }).where('id', '=', productId).execute();
      during = read(); // asks while the change (and its version bump) is not committed
      await sleep(50);
      throw new Error('rolled back');
    });
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(await during).toBe(10);
    // The next change reaches the same version number the rolled-back one had.
    await ctx.db.kysely.updateTable('products').set({ stock: 7 }).where('id', '=', productId).execute();
    expect(await read()).toBe(7);
  });
});
