import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestContext, loginAs, startSecondProcess, testDialect, type TestContext } from './context';

/**
 * Saves without If-Match have no precondition, so none may fail for one. With 16 writers on
 * one product, 143 of 389 such saves once answered 412 PRODUCT_CHANGED after five merge
 * attempts: now each merges again until it applies.
 */

const WRITERS = 16;
const ROUNDS = 6;

let ctx: TestContext;
let second: Awaited<ReturnType<typeof startSecondProcess>>;
let headers: Record<string, string>;
let productId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  second = await startSecondProcess(ctx);
  headers = { authorization: `Bearer ${await loginAs(ctx.app, DEMO)}` };
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers,
    payload: {
      name: 'Teclado disputado',
      basePrice: 50,
      currency: 'USD',
      stock: 5,
      category: 'Accesorios',
      images: ['/uploads/test/a.webp'],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  productId = (created.json() as { id: string }).id;
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe(`${WRITERS} writers saving one product without If-Match (${testDialect})`, () => {
  it('all apply, each on the product as the others left it', async () => {
    const before = (await ctx.app.inject(`/api/products/${productId}`)).json() as { version: number };
    const statuses = await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        const app = writer % 2 === 0 ? ctx.app : second.app;
        const answers: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const response = await app.inject({
            method: 'PUT',
            url: `/api/products/${productId}`,
            headers,
            // Half change the name, half the stock: every save keeps what the others stored.
            payload: writer % 2 === 0 ? { name: `Teclado ${writer}-${round}` } : { stock: writer * 100 + round },
          });
          answers.push(response.statusCode);
        }
        return answers;
      }),
    );
    expect(statuses.flat().filter((status) => status !== 200)).toEqual([]);
    const after = (await ctx.app.inject(`/api/products/${productId}`)).json() as {
      version: number;
      name: string;
      stock: number;
    };
    expect(after.version).toBe(before.version + WRITERS * ROUNDS);
    expect(after.name).toMatch(/^Teclado \d+-5$/);
    expect(after.stock % 100).toBe(ROUNDS - 1);
  }, 120_000);

  it('a save with a stale If-Match still answers 412, storing nothing', async () => {
    const current = await ctx.app.inject(`/api/products/${productId}`);
    const stale = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${productId}`,
      headers: { ...headers, 'if-match': 'W/"v1"' },
      payload: { name: 'Nunca' },
    });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ code: 'PRODUCT_CHANGED' });
    expect((await ctx.app.inject(`/api/products/${productId}`)).json()).toEqual(current.json());
  });
});
