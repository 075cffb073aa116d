import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, loginAs, startSecondProcess, testDialect, type TestContext } from './context';
import { productRowNow } from '../src/modules/products';
import { ratingNow } from '../src/modules/reviews';

/**
 * A product's row is read once for all its readers (its API answer and its rendered page's
 * rating, which a page's check asks for together) until the catalogue's change log names the
 * product, by this process or another: a change to another product keeps it, and it is never
 * served once its own product has changed.
 */
describe(`a product's row now, on ${testDialect}`, () => {
  let ctx: TestContext;
  let id: string;
  let otherId: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    [id, otherId] = (await ctx.db.kysely.selectFrom('products').select('id').orderBy('seq').limit(2).execute()).map(
      (row) => row.id,
    ) as [string, string];
  }, 60_000);
  afterAll(() => ctx?.close());

  it('is one read for every reader while the catalogue is unchanged', async () => {
    const [first, second] = await Promise.all([productRowNow(ctx.db, id), productRowNow(ctx.db, id)]);
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(await productRowNow(ctx.db, id)).toBe(first);
  });

  it('is kept while only other products change, and their rows are read again', async () => {
    const [row, other] = await Promise.all([productRowNow(ctx.db, id), productRowNow(ctx.db, otherId)]);
    await ctx.db.kysely
      .updateTable('products')
      .set({ stock: other!.stock + 1 })
      .where('id', '=', otherId)
      .execute();
    expect(await productRowNow(ctx.db, id)).toBe(row);
    expect((await productRowNow(ctx.db, otherId))!.stock).toBe(other!.stock + 1);
  });

  it('is read again once another process changed its product, and shows it', async () => {
    const second = await startSecondProcess(ctx);
    try {
      const before = (await productRowNow(ctx.db, id))!;
      const token = await loginAs(second.app, DEMO);
      const saved = await second.app.inject({
        method: 'PUT',
        url: `/api/products/${id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { name: 'Nombre nuevo' },
      });
      expect(saved.statusCode).toBe(200);
      const answer = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
      expect(answer.json()).toMatchObject({ id, name: 'Nombre nuevo' });
      expect((await productRowNow(ctx.db, id))!.name).toBe('Nombre nuevo');
      expect(before.name).not.toBe('Nombre nuevo');
    } finally {
      await second.close();
    }
  });

  it('is read again after a change to its product, and shows it', async () => {
    const before = (await productRowNow(ctx.db, id))!;
    await ctx.db.kysely
      .updateTable('products')
      .set({ stock: before.stock + 3, rating_sum: 9, rating_count: 2 })
      .where('id', '=', id)
      .execute();
    const after = (await productRowNow(ctx.db, id))!;
    expect(after).not.toBe(before);
    expect(after.stock).toBe(before.stock + 3);
    expect(await ratingNow(ctx.db, id)).toEqual({ average: 4.5, count: 2 });
    const answer = await ctx.app.inject({ method: 'GET', url: `/api/products/${id}` });
    expect(answer.json()).toMatchObject({ id, stock: before.stock + 3 });
  });

  it('is undefined for an unknown or malformed id', async () => {
    expect(await productRowNow(ctx.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await productRowNow(ctx.db, 'not-an-id\u0000')).toBeUndefined();
    expect(await ratingNow(ctx.db, 'not-an-id')).toBeUndefined();
  });
});
