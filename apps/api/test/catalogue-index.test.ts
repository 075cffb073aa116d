import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProductFacets, productInputSchema } from '@shop/domain';
import { sql } from 'kysely';
import { createTestContext, testDialect, type TestContext } from './context';
import { adminToken, call, useServerProcesses } from './server-process';
import type { Db } from '../src/db/database';
import { catalogueIndex } from '../src/modules/products/catalogue-index';
import { createProducts, listProducts, productFacets } from '../src/modules/products/service';

/**
 * The in-memory catalogue index that answers searches, counts and facets (for their speed)
 * is never stale: a product created, sold out, renamed or deleted through one API process is
 * found, counted and filtered as it now is by another process at once, on both databases.
 */

/** A fresh database and app for the tests of the calling `describe`, closed after them. */
function contextForTheseTests(options: Parameters<typeof createTestContext>[0] = {}): () => TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(options);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!context) throw new Error('the context is made before the tests run');
    return context;
  };
}

/** How many products the database holds (those in stock only, if asked), counted apart from the index. */
async function storedProducts(db: Db, { inStock = false } = {}): Promise<number> {
  let query = db.kysely.selectFrom('products').select((eb) => eb.fn.countAll<number | string>().as('total'));
  if (inStock) query = query.where('stock', '>', 0);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

describe(`two API processes on one ${testDialect} database`, () => {
  const { start } = useServerProcesses();

  it('what one process writes, the other searches, counts and filters at once', async () => {
    const writer = await start();
    const reader = await start();
    const token = await adminToken(writer.url);
    const facets = async (query: string) =>
      (await call<ProductFacets>(reader.url, 'GET', `/api/products/facets?${query}`)).json;
    const found = async (query: string) =>
      (await call<{ id: string; name: string }[]>(reader.url, 'GET', `/api/products?${query}`)).json;

    // The reader's index exists before the writes (it would be built afresh otherwise).
    expect((await facets('search=zorblax')).total).toBe(0);
    const created = await call<{ id: string }>(writer.url, 'POST', '/api/products', {
      token,
      body: {
        name: 'Parlante Zorblax',
        basePrice: 120,
        currency: 'USD',
        stock: 1,
        brand: 'Acme',
        category: 'Accesorios',
        images: ['/uploads/test/a.webp'],
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect((await found('search=zorblax')).map((product) => product.id)).toEqual([id]);
    // A typo of the new word: the vocabulary follows the catalogue too.
    expect((await found('search=zorbalx')).map((product) => product.id)).toEqual([id]);
    expect(await facets('search=zorblax&inStock=true')).toMatchObject({ total: 1, inStock: 1 });

    // Sold out through the writer: the reader's stock filter and counts follow.
    const order = await call(writer.url, 'POST', '/api/orders', {
      token,
      body: { items: [{ productId: id, quantity: 1 }] },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(order.status).toBe(201);
    expect(await facets('search=zorblax&inStock=true')).toMatchObject({ total: 0, inStock: 0 });
    expect(await found('search=zorblax&inStock=true')).toEqual([]);
    expect((await facets('search=zorblax')).total).toBe(1);

    // Renamed: found by its new name only.
    const renamed = await call(writer.url, 'PUT', `/api/products/${id}`, {
      token,
      body: { name: 'Parlante Quintrel' },
    });
    expect(renamed.status).toBe(200);
    expect((await found('search=quintrel')).map((product) => product.id)).toEqual([id]);
    expect(await found('search=zorblax&asTyped=true')).toEqual([]);

    // Deleted: gone from the results and the counts.
    expect((await call(writer.url, 'DELETE', `/api/products/${id}`, { token })).status).toBe(200);
    expect(await found('search=quintrel')).toEqual([]);
    expect((await facets('search=quintrel')).total).toBe(0);
  }, 120_000);
});

describe(`a process further behind than the change log keeps (${testDialect})`, () => {
  const context = contextForTheseTests();

  it('reads the whole catalogue again and answers what the database holds', async () => {
    const { db } = context();
    const before = await listProducts(db, { page: 1, limit: 100 });
    const index = await catalogueIndex(db);
    expect(index.size).toBe(before.total);
    const victim = before.items[0]!;
    await db.kysely.updateTable('products').set({ stock: 0 }).where('id', '=', victim.id).execute();
    await db.kysely.deleteFrom('products').where('id', '=', before.items[1]!.id).execute();
    // As if other processes had made more changes than the log keeps since this index last read it.
    await sql`delete from catalogue_changes`.execute(db.kysely);
    await db.kysely.updateTable('products').set({ stock: 7 }).where('id', '=', before.items[2]!.id).execute();

    const facets = await productFacets(db, { page: 1, limit: 24 });
    expect(facets.total).toBe(await storedProducts(db));
    expect(facets.total).toBe(before.total - 1);
    expect(facets.inStock).toBe(await storedProducts(db, { inStock: true }));
    const inStockIds = (await listProducts(db, { page: 1, limit: 100, inStock: true })).items.map((item) => item.id);
    expect(inStockIds).not.toContain(victim.id);
    expect(inStockIds).toContain(before.items[2]!.id);
  });
});

describe(`an index made on an empty catalogue, then many products at once (${testDialect})`, () => {
  const context = contextForTheseTests({ seed: false });

  it('reads everything again when the log no longer holds its first changes', async () => {
    const { db } = context();
    expect((await productFacets(db, { page: 1, limit: 24 })).total).toBe(0);
    const products = Array.from({ length: 30 }, (_, n) => ({
      data: productInputSchema.parse({
        name: `Teclado de carga ${n}`,
        basePrice: 10 + n,
        stock: 1,
        category: 'Accesorios',
        images: ['/uploads/test/a.webp'],
      }),
    }));
    await createProducts(db, products);
    // As after a bulk import larger than the log: only the last change is still kept.
    await sql`delete from catalogue_changes where id < (select max(id) from catalogue_changes)`.execute(db.kysely);
    expect((await productFacets(db, { page: 1, limit: 24 })).total).toBe(30);
    expect((await listProducts(db, { page: 1, limit: 24, search: 'teclado' })).total).toBe(30);
  });
});

describe(`searches in parallel with writes (${testDialect})`, () => {
  const context = contextForTheseTests();

  it('every search that starts after a write has committed counts it, however many run at once', async () => {
    const { db } = context();
    // Searches keep running the whole time, so catch-ups are always under way when a write commits.
    let running = true;
    const background = (async () => {
      while (running) await Promise.all(Array.from({ length: 8 }, () => productFacets(db, { page: 1, limit: 24 })));
    })();
    try {
      for (let round = 1; round <= 12; round++) {
        // Odd rounds sell a product out, even ones restock it: the in-stock count moves each time.
        const stock = round % 2 === 1 ? 0 : 3;
        await db.kysely
          .updateTable('products')
          .set({ stock })
          .where('seq', '=', Math.ceil(round / 2))
          .execute();
        const inStock = await storedProducts(db, { inStock: true });
        const [lists, facets] = await Promise.all([
          Promise.all(Array.from({ length: 8 }, () => listProducts(db, { page: 1, limit: 1, inStock: true }))),
          Promise.all(Array.from({ length: 8 }, () => productFacets(db, { page: 1, limit: 24, inStock: true }))),
        ]);
        expect(lists.map((answer) => answer.total)).toEqual(Array(8).fill(inStock));
        expect(facets.map((answer) => answer.total)).toEqual(Array(8).fill(inStock));
      }
    } finally {
      running = false;
      await background;
    }
  }, 60_000);
});
