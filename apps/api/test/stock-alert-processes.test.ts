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
      const statuses = raises.map((raise) => raise.status);
      // On SQLite a save racing a save of the other process can still meet SQLITE_BUSY (its
      // deferred transaction reads before it writes: a known defect of the product save, not of the
      // alerts), answered 503 with Retry-After; what is claimed here holds either way: at least one
      // raise, and one mail each.
      if (testDialect === 'postgres') expect(statuses).toEqual([200, 200, 200, 200]);
      else {
        expect(
          statuses.every((status) => status === 200 || status === 503),
          JSON.stringify(statuses),
        ).toBe(true);
        // A 503 asks the caller to try again (Retry-After), as staff's browser would: when all four
        // met the other process's write, the retry raises the stock.
        if (!statuses.includes(200)) {
          const again = await call(first!.url, 'PUT', `/api/products/${productId}`, { token, body: { stock: 5 } });
          expect(again.status).toBe(200);
        }
      }
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
