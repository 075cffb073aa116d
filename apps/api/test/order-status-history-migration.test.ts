import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { createTestContext, loginAs, migrateTo, testDialect, type TestContext } from './context';

/**
 * Migration 016 on a database that already has orders: each gets the history its row can still
 * tell ('paid' at its creation; its current status at its last update when it moved on).
 */

let ctx: TestContext;
const paid = randomUUID();
const delivered = randomUUID();

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    beforeMigrations: async (db) => {
      await migrateTo(db, '015_drop_word_indexes');
      for (const [id, status, updated] of [
        [paid, 'paid', '2026-11-01T10:00:00.000Z'],
        [delivered, 'delivered', '2026-11-05T16:30:00.000Z'],
      ] as const) {
        await db.kysely
          .insertInto('orders')
          .values({
            id,
            user_id: null,
            status,
            request_hash: 'h',
            created_at: '2026-11-01T10:00:00.000Z',
            updated_at: updated,
          })
          .execute();
      }
    },
  });
});
afterAll(async () => ctx?.close());

describe(`migration 016 on existing orders (${testDialect})`, () => {
  it('writes "paid" at their creation, and their later status at their last update', async () => {
    await createUser(ctx.db, { name: 'Staff', email: 'staff@tienda.test', password: 'Staff1!xyz', role: 'admin' });
    const token = await loginAs(ctx.app, { email: 'staff@tienda.test', password: 'Staff1!xyz' });
    const history = async (id: string) =>
      (
        (
          await ctx.app.inject({ url: `/api/orders/${id}`, headers: { authorization: `Bearer ${token}` } })
        ).json() as Order
      ).history.map(({ status, at }) => ({ status, at }));
    expect(await history(paid)).toEqual([{ status: 'paid', at: '2026-11-01T10:00:00.000Z' }]);
    expect(await history(delivered)).toEqual([
      { status: 'paid', at: '2026-11-01T10:00:00.000Z' },
      { status: 'delivered', at: '2026-11-05T16:30:00.000Z' },
    ]);
  });
});
