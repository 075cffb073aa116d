import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from './context';
import { startSmtp, type TestSmtp } from './mail-helpers';
import { adminToken, call, createStockedProduct, useServerProcesses } from './server-process';

/**
 * Two real server processes on one database, both raising a sold-out product's stock at once,
 * both sending mail: each waiting address is told exactly once (both databases).
 */

const { start } = useServerProcesses();
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

const ADDRESSES = Array.from({ length: 6 }, (_, n) => `espera${n}@ejemplo.com`);
const receivedBy = (address: string, productName: string) =>
  smtp.received.filter((mail) => mail.headers.get('to')?.includes(address) && mail.subject.startsWith(productName));

describe(`a restock while two processes run (${testDialect})`, () => {
  it('sends each waiting address one mail, however the two processes race to raise the stock', async () => {
    const [first, second] = await Promise.all([start({ SMTP_URL: smtp.url }), start({ SMTP_URL: smtp.url })]);
    const token = await adminToken(first!.url);
    for (let round = 0; round < 2; round++) {
      const productId = await createStockedProduct(first!.url, token, 0);
      await call(first!.url, 'PUT', `/api/products/${productId}`, { token, body: { name: `Agotado ${round}` } });
      for (const [index, email] of ADDRESSES.entries()) {
        const server = index % 2 === 0 ? first! : second!;
        const asked = await call(server.url, 'POST', `/api/products/${productId}/stock-alerts`, {
          body: { email, consent: true },
        });
        expect(asked.status).toBe(201);
      }
      // Four raises at once, two through each process, each from 0 as its sender saw it.
      const raises = await Promise.all(
        [first!, second!, first!, second!].map((server, n) =>
          call(server.url, 'PUT', `/api/products/${productId}`, { token, body: { stock: n + 1 } }),
        ),
      );
      // Every raise applies on both databases: on SQLite a save takes the write lock when it
      // begins (BEGIN IMMEDIATE), so it waits for the other process's write instead of failing.
      expect(raises.map((raise) => raise.status)).toEqual([200, 200, 200, 200]);
      const deadline = Date.now() + 20_000;
      while (ADDRESSES.some((email) => receivedBy(email, `Agotado ${round}`).length === 0) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Past another poll of both workers: still one each.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    for (let round = 0; round < 2; round++)
      for (const email of ADDRESSES) expect(receivedBy(email, `Agotado ${round}`), `${email} ${round}`).toHaveLength(1);
  }, 120_000);
});
