import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderPage } from '@shop/domain';
import { testDialect } from './context';
import { adminToken, call, createStockedProduct, useServerProcesses } from './server-process';

/**
 * Orders against the real server in processes of its own: several processes sharing one
 * PostgreSQL database never oversell, and a SIGKILL in the middle of a stream of orders
 * loses no answered order and no unit of stock (on both databases).
 */

const { start } = useServerProcesses();

const placeOrder = (base: string, token: string, productId: string) =>
  call<{ id: string }>(base, 'POST', '/api/orders', {
    token,
    body: { items: [{ productId, quantity: 1 }] },
    headers: { 'idempotency-key': randomUUID() },
  });

async function stockOf(base: string, productId: string): Promise<number> {
  return (await call<{ stock: number }>(base, 'GET', `/api/products/${productId}`)).json.stock;
}

describe.skipIf(testDialect !== 'postgres')('two API processes on one PostgreSQL database', () => {
  it('200 buyers for 10 units, spread over both processes: exactly 10 orders, stock 0; 50 for the last unit: 1', async () => {
    const first = await start();
    const second = await start();
    const token = await adminToken(first.url);
    for (const [stock, buyers] of [
      [10, 200],
      [1, 50],
    ] as const) {
      const productId = await createStockedProduct(first.url, token, stock);
      const answers = await Promise.all(
        Array.from({ length: buyers }, (_, index) =>
          placeOrder(index % 2 === 0 ? first.url : second.url, token, productId),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(stock);
      expect(statuses.filter((status) => status === 409)).toHaveLength(buyers - stock);
      expect(await stockOf(second.url, productId)).toBe(0);
    }
  }, 120_000);
});

describe(`SIGKILL under a stream of orders (${testDialect})`, () => {
  it('keeps every answered order, and stock plus units sold is the starting stock', async () => {
    const STOCK = 5000;
    const server = await start();
    const token = await adminToken(server.url);
    const productId = await createStockedProduct(server.url, token, STOCK);
    const answered: string[] = [];
    let killed = false;
    const stream = async () => {
      while (!killed) {
        try {
          const answer = await placeOrder(server.url, token, productId);
          if (answer.status === 201) answered.push(answer.json.id);
          else throw new Error(`unexpected answer ${answer.status}`);
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const streams = Array.from({ length: 8 }, stream);
    while (answered.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all([server.exited, ...streams]);
    expect(answered.length).toBeGreaterThanOrEqual(60);

    const restarted = await start();
    const adminAgain = await adminToken(restarted.url);
    for (const id of answered) {
      expect((await call(restarted.url, 'GET', `/api/orders/${id}`, { token: adminAgain })).status).toBe(200);
    }
    let sold = 0;
    for (let page = 1; ; page += 1) {
      const { json } = await call<OrderPage>(restarted.url, 'GET', `/api/orders?limit=100&page=${page}`, {
        token: adminAgain,
      });
      for (const order of json.orders) {
        for (const line of order.lines) if (line.productId === productId) sold += line.quantity;
      }
      if (page * 100 >= json.total) break;
    }
    expect(sold).toBeGreaterThanOrEqual(answered.length);
    expect((await stockOf(restarted.url, productId)) + sold).toBe(STOCK);
  }, 180_000);
});
