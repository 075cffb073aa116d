import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, migrateTo, testDialect, type TestContext } from './context';

/**
 * Migration 012 on a database that already has orders: lines sold before it have no English
 * name (null), and read back with an empty one, so pages show the Spanish name marked as Spanish.
 */

let ctx: TestContext;
const orderId = randomUUID();
const productId = randomUUID();

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    beforeMigrations: async (db) => {
      await migrateTo(db, '011_sales_by_day');
      await db.kysely
        .insertInto('orders')
        .values({
          id: orderId,
          user_id: null,
          status: 'paid',
          request_hash: 'h',
          created_at: '2026-11-01T10:00:00.000Z',
          updated_at: '2026-11-01T10:00:00.000Z',
        })
        .execute();
      // As written before migration 012: no name_en column yet.
      await db.kysely
        .insertInto('order_lines')
        .values({
          order_id: orderId,
          position: 0,
          product_id: productId,
          name: 'Auriculares vendidos antes',
          image: '/uploads/test/a.webp',
          selected_options: '{}',
          quantity: 1,
          currency: 'USD',
          unit_price_cents: 1000,
          line_total_cents: 1000,
        })
        .execute();
      await db.kysely.insertInto('order_totals').values({ order_id: orderId, currency: 'USD', cents: 1000 }).execute();
    },
  });
});
afterAll(async () => ctx?.close());

describe(`migration 012 on existing order lines (${testDialect})`, () => {
  it('leaves their English name null, and the API answers it as none', async () => {
    const stored = await ctx.db.kysely
      .selectFrom('order_lines')
      .select(['name', 'name_en'])
      .where('order_id', '=', orderId)
      .execute();
    expect(stored).toEqual([{ name: 'Auriculares vendidos antes', name_en: null }]);

    await createUser(ctx.db, { name: 'Staff', email: 'staff@tienda.test', password: 'Staff1!xyz', role: 'admin' });
    const token = await loginAs(ctx.app, { email: 'staff@tienda.test', password: 'Staff1!xyz' });
    const response = await ctx.app.inject({
      url: `/api/orders/${orderId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Order).lines).toEqual([
      expect.objectContaining({ name: 'Auriculares vendidos antes', name_en: '', quantity: 1 }),
    ]);
  });
});
