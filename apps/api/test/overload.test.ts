import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInputSchema } from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * Overload: when no database connection comes free within DB_ACQUIRE_TIMEOUT_MS (PostgreSQL's
 * pool, SQLite's one connection), the shop answers 503 with Retry-After and a text in the
 * caller's language, never a 500; once a connection is free again, requests are served.
 */

let ctx: TestContext;
let token: string;
let productId: string;

beforeAll(async () => {
  // A pool of one and a short wait: one transaction held open is enough to starve every request.
  ctx = await createTestContext({ seed: false, env: { DB_POOL_MAX: '1', DB_ACQUIRE_TIMEOUT_MS: '150' } });
  await createUser(ctx.db, { name: 'Compradora', email: 'compra@tienda.test', password: 'Compra1!x', role: 'user' });
  token = await loginAs(ctx.app, { email: 'compra@tienda.test', password: 'Compra1!x' });
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name: 'Teclado',
      description: 'Para probar la sobrecarga',
      description_en: 'To test overload',
      brand: 'Acme',
      basePrice: 10,
      currency: 'USD',
      stock: 100_000,
      category: 'accesorios',
      images: ['/uploads/test/a.webp'],
    }),
  );
  productId = product.id;
});
afterAll(async () => ctx?.close());

const placeOrder = (language: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID(), 'accept-language': language },
    payload: { items: [{ productId, quantity: 1 }] },
  });

describe(`database overload (${testDialect})`, () => {
  it('answers 503 with Retry-After in the caller’s language while no connection comes free, then serves again', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const taken = new Promise<void>((resolve) => (holding = resolve));
    // Holds the only connection, as a long transaction under load would.
    const holder = ctx.db.transaction(async (trx) => {
      await trx.selectFrom('meta').select('key').execute();
      holding();
      await held;
    });
    await taken;
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 === 0 ? 'es' : 'en')));
      for (const [i, response] of answers.entries()) {
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual({
          code: 'SERVICE_BUSY',
          message:
            i % 2 === 0
              ? 'La tienda está recibiendo muchas visitas en este momento. Vuelve a intentarlo en unos segundos.'
              : 'The shop is receiving a lot of visits right now. Try again in a few seconds.',
        });
      }
    } finally {
      release();
      await holder;
    }
    const after = await placeOrder('es');
    expect(after.statusCode, after.body).toBe(201);
  });

  it('under a burst larger than the pool, every answer is an order or a 503, never a 500, and no unit is lost', async () => {
    const before = await ctx.db.kysely
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(Array.from({ length: 150 }, () => placeOrder('es')));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 201 && status !== 503)).toEqual([]);
    const placed = statuses.filter((status) => status === 201).length;
    expect(placed).toBeGreaterThan(0);
    const after = await ctx.db.kysely
      .selectFrom('products')
      .select('stock')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(before.stock - after.stock).toBe(placed);
  });
});
