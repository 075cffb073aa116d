import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestContext, migrateTo, testDialect, type TestContext } from './context';

/**
 * Migration 004 on a database that already has orders: every total and line gets its order's
 * date and cancellation, and each line its product's category (none if the product is gone).
 */

let ctx: TestContext;
const orderIds = { kept: randomUUID(), cancelled: randomUUID() };
const productIds = { kept: randomUUID(), deleted: randomUUID() };

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    beforeMigrations: async (db) => {
      await migrateTo(db, '003_orders');
      // As written at migration 003: only the product columns that existed then.
      for (const [id, category] of [
        [productIds.kept, 'Tablets'],
        [productIds.deleted, 'Monitores'],
      ] as const) {
        await sql`insert into products (id, name, description, brand, category, base_price, currency, stock,
            images, search_text, created_at, updated_at)
          values (${id}, ${`Producto ${category}`}, 'Antes de la migración', 'Acme', ${category}, 10, 'USD', 5,
            '["/uploads/test/a.webp"]', 'producto', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`.execute(
          db.kysely,
        );
      }
      for (const [id, status, createdAt] of [
        [orderIds.kept, 'paid', '2026-01-15T10:00:00.000Z'],
        [orderIds.cancelled, 'cancelled', '2026-02-20T10:00:00.000Z'],
      ] as const) {
        // As written before migration 004: only the columns that existed then.
        await db.kysely
          .insertInto('orders')
          .values({ id, user_id: null, status, request_hash: 'h', created_at: createdAt, updated_at: createdAt })
          .execute();
        await db.kysely
          .insertInto('order_lines')
          .values(
            [productIds.kept, productIds.deleted].map((productId, position) => ({
              order_id: id,
              position,
              product_id: productId,
              name: 'Línea',
              image: '/uploads/test/a.webp',
              selected_options: '{}',
              quantity: 1,
              currency: 'USD',
              unit_price_cents: 1000,
              line_total_cents: 1000,
            })),
          )
          .execute();
        await db.kysely.insertInto('order_totals').values({ order_id: id, currency: 'USD', cents: 2000 }).execute();
      }
      await db.kysely.deleteFrom('products').where('id', '=', productIds.deleted).execute();
    },
  });
});
afterAll(async () => ctx?.close());

describe(`migration 004 on existing orders (${testDialect})`, () => {
  it('copies date and cancellation onto totals and lines, and the category onto lines', async () => {
    const totals = await ctx.db.kysely
      .selectFrom('order_totals')
      .select(['order_id', 'created_at', 'cancelled'])
      .orderBy('created_at')
      .execute();
    expect(totals).toEqual([
      { order_id: orderIds.kept, created_at: '2026-01-15T10:00:00.000Z', cancelled: 0 },
      { order_id: orderIds.cancelled, created_at: '2026-02-20T10:00:00.000Z', cancelled: 1 },
    ]);
    const lines = await ctx.db.kysely
      .selectFrom('order_lines')
      .select(['order_id', 'position', 'created_at', 'cancelled', 'category'])
      .where('order_id', '=', orderIds.kept)
      .orderBy('position')
      .execute();
    expect(lines).toEqual([
      {
        order_id: orderIds.kept,
        position: 0,
        created_at: '2026-01-15T10:00:00.000Z',
        cancelled: 0,
        category: 'Tablets',
      },
      { order_id: orderIds.kept, position: 1, created_at: '2026-01-15T10:00:00.000Z', cancelled: 0, category: null },
    ]);
  });

  it('keeps the copies in step afterwards: a cancelled or re-dated order moves its totals and lines', async () => {
    await ctx.db.kysely
      .updateTable('orders')
      .set({ status: 'cancelled', created_at: '2026-03-01T00:00:00.000Z' })
      .where('id', '=', orderIds.kept)
      .execute();
    const rows = await ctx.db.kysely
      .selectFrom('order_lines')
      .select(['created_at', 'cancelled'])
      .where('order_id', '=', orderIds.kept)
      .execute();
    expect(rows).toEqual([
      { created_at: '2026-03-01T00:00:00.000Z', cancelled: 1 },
      { created_at: '2026-03-01T00:00:00.000Z', cancelled: 1 },
    ]);
    const total = await ctx.db.kysely
      .selectFrom('order_totals')
      .select(['created_at', 'cancelled'])
      .where('order_id', '=', orderIds.kept)
      .executeTakeFirstOrThrow();
    expect(total).toEqual({ created_at: '2026-03-01T00:00:00.000Z', cancelled: 1 });
  });
});
