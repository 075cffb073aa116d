import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/domain';
import { openDatabase } from '../src/db/database';
import { testDialect } from './context';
import { type ShopDatabase, adminToken, call, createStockedProduct, useServerProcesses } from './server-process';

/**
 * Orders and cancellations of earlier orders of the same products, on the same day, at once, over
 * real HTTP. Both write the same shared rows: the products' stock (and the catalogue version) and
 * the day's sales sums (`sales_days`, `sales_day_categories`, by triggers). Taken in different
 * orders by two transactions, each holds a row the other waits for, and PostgreSQL answers one of
 * them 40P01 (deadlock detected), a 500 to the shopper: a cancellation that took the day's rows
 * before the stock, or an order of two products that held the first one's row and the catalogue
 * version (one statement each) while an order of the second alone held that one's row. Two
 * server processes on PostgreSQL (one on SQLite, whose writers take turns anyway).
 */

const { start, database } = useServerProcesses();

const STOCK = 100_000;
const ORDER_STREAMS = 8;
const ORDERS_PER_STREAM = 25;
const CANCEL_STREAMS = 4;
const EARLIER_ORDERS = 40;

interface DaySales {
  orders: number;
  cents: number;
  categoryCents: number;
}

/** The USD rows of the daily sums over every day (a run across midnight stays whole). */
async function daySales(shop: ShopDatabase): Promise<DaySales> {
  const db = openDatabase(
    testDialect === 'postgres'
      ? { kind: 'postgres', url: shop.env.DATABASE_URL! }
      : { kind: 'sqlite', file: join(shop.env.DATA_DIR!, 'shop.db') },
  );
  try {
    const days = await db.kysely
      .selectFrom('sales_days')
      .select((eb) => [
        eb.fn.sum<string | number>('orders').as('orders'),
        eb.fn.sum<string | number>('cents').as('cents'),
      ])
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    const categories = await db.kysely
      .selectFrom('sales_day_categories')
      .select((eb) => eb.fn.sum<string | number>('cents').as('cents'))
      .where('currency', '=', 'USD')
      .executeTakeFirstOrThrow();
    return {
      orders: Number(days.orders ?? 0),
      cents: Number(days.cents ?? 0),
      categoryCents: Number(categories.cents ?? 0),
    };
  } finally {
    await db.close();
  }
}

interface Basket {
  productId: string;
  quantity: number;
}

/**
 * ORDER_STREAMS streams place ORDERS_PER_STREAM orders each (the basket `basketOf` gives for each
 * turn, spread over the servers), while CANCEL_STREAMS streams cancel the EARLIER_ORDERS placed
 * first and every other new one, half as staff (with a reason) and half as the buyer. Asserts
 * every answer 201 or 200, then each product's stock plus its units in orders not cancelled is
 * STOCK, and the daily sums grew by exactly the orders not cancelled.
 */
async function raceOrdersAndCancellations(urls: string[], token: string, basketOf: (turn: number) => Basket[]) {
  const before = await daySales(database());
  const placed = new Map<string, Order>();
  const unexpected: string[] = [];
  const toCancel: string[] = [];
  let turn = 0;
  const placeOne = async () => {
    const mine = turn++;
    const { status, json } = await call<Order>(urls[mine % urls.length]!, 'POST', '/api/orders', {
      token,
      body: { items: basketOf(mine) },
      headers: { 'idempotency-key': randomUUID() },
    });
    if (status !== 201) {
      unexpected.push(`order ${status} ${JSON.stringify(json)}`);
      return undefined;
    }
    placed.set(json.id, json);
    return json.id;
  };

  for (let i = 0; i < EARLIER_ORDERS; i++) {
    const id = await placeOne();
    if (id) toCancel.push(id);
  }

  let ordering = true;
  const cancelled = new Set<string>();
  let cancelTurn = 0;
  const cancelStream = async () => {
    while (ordering || toCancel.length > 0) {
      const id = toCancel.shift();
      if (!id) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      const mine = cancelTurn++;
      const url = urls[mine % urls.length]!;
      const { status, json } =
        mine % 2 === 0
          ? await call(url, 'PATCH', `/api/orders/${id}/status`, {
              token,
              body: { status: 'cancelled', reason: 'Carrera de prueba' },
            })
          : await call(url, 'POST', `/api/orders/${id}/cancel`, { token });
      if (status === 200) cancelled.add(id);
      else unexpected.push(`cancel ${status} ${JSON.stringify(json)}`);
    }
  };
  const orderStream = async () => {
    for (let i = 0; i < ORDERS_PER_STREAM; i++) {
      const id = await placeOne();
      if (id && i % 2 === 0) toCancel.push(id);
    }
  };
  const cancellers = Array.from({ length: CANCEL_STREAMS }, cancelStream);
  await Promise.all(Array.from({ length: ORDER_STREAMS }, orderStream));
  ordering = false;
  await Promise.all(cancellers);

  expect(unexpected).toEqual([]);
  expect(placed.size).toBe(EARLIER_ORDERS + ORDER_STREAMS * ORDERS_PER_STREAM);

  const unitsSold = new Map<string, number>();
  let centsSold = 0;
  let ordersKept = 0;
  for (const [id, order] of placed) {
    const stored = await call<Order>(urls[0]!, 'GET', `/api/orders/${id}`, { token });
    expect(stored.status).toBe(200);
    expect(stored.json.status).toBe(cancelled.has(id) ? 'cancelled' : 'paid');
    for (const line of order.lines) if (!unitsSold.has(line.productId)) unitsSold.set(line.productId, 0);
    if (cancelled.has(id)) continue;
    ordersKept += 1;
    for (const line of order.lines) {
      unitsSold.set(line.productId, (unitsSold.get(line.productId) ?? 0) + line.quantity);
      centsSold += line.lineTotalCents;
    }
  }
  for (const [productId, units] of unitsSold) {
    const product = await call<{ stock: number }>(urls[0]!, 'GET', `/api/products/${productId}`);
    expect(product.json.stock + units, productId).toBe(STOCK);
  }

  const after = await daySales(database());
  expect({
    orders: after.orders - before.orders,
    cents: after.cents - before.cents,
    categoryCents: after.categoryCents - before.categoryCents,
  }).toEqual({ orders: ordersKept, cents: centsSold, categoryCents: centsSold });
}

describe(`orders and cancellations on one day at once (${testDialect})`, () => {
  let urls: string[] = [];
  let token = '';
  beforeAll(async () => {
    const servers = testDialect === 'postgres' ? [await start(), await start()] : [await start()];
    urls = servers.map((server) => server.url);
    token = await adminToken(urls[0]!);
  }, 120_000);

  it('of one product: no 500; stock plus units sold is the starting stock; the day’s sums are the orders not cancelled', async () => {
    const productId = await createStockedProduct(urls[0]!, token, STOCK);
    await raceOrdersAndCancellations(urls, token, (turn) => [{ productId, quantity: 1 + (turn % 3) }]);
  }, 180_000);

  it('of two products, some orders with both and some with one: the same', async () => {
    const first = await createStockedProduct(urls[0]!, token, STOCK);
    const second = await createStockedProduct(urls[0]!, token, STOCK);
    const [low, high] = [first, second].sort();
    // Both, and each alone: an order of both holds one while it waits for the other.
    const baskets: Basket[][] = [
      [
        { productId: high!, quantity: 1 },
        { productId: low!, quantity: 2 },
      ],
      [{ productId: high!, quantity: 2 }],
      [{ productId: low!, quantity: 1 }],
    ];
    await raceOrdersAndCancellations(urls, token, (turn) => baskets[turn % baskets.length]!);
  }, 180_000);
});
