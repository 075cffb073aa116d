import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailOutbox } from '@shop/domain';
import { testDialect } from './context';
import { startSmtp, type TestSmtp } from './mail-helpers';
import { adminToken, call, createStockedProduct, type ServerProcess, useServerProcesses } from './server-process';

/**
 * The real server in processes of its own, killed with SIGKILL after an order was committed and
 * before its confirmation was sent: the next process sends it, exactly once (both databases).
 */

const { start } = useServerProcesses();
let smtp: TestSmtp;
const LEASE_MS = 2_000;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => smtp?.close());

const env = (extra: NodeJS.ProcessEnv = {}) => ({ SMTP_URL: smtp.url, MAIL_LEASE_MS: String(LEASE_MS), ...extra });

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function placeOrder(server: ServerProcess): Promise<{ token: string; orderId: string }> {
  const token = await adminToken(server.url);
  const productId = await createStockedProduct(server.url, token, 3);
  const placed = await call<{ id: string }>(server.url, 'POST', '/api/orders', {
    token,
    body: { items: [{ productId, quantity: 1 }] },
    headers: { 'accept-language': 'en' },
  });
  expect(placed.status).toBe(201);
  return { token, orderId: placed.json.id };
}

async function kill(server: ServerProcess): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

const subjectsFor = (orderId: string) =>
  smtp.received.filter((mail) => mail.subject === `We received your order ${orderId.slice(0, 8).toUpperCase()}`);

describe(`a server killed between the commit and the sending (${testDialect})`, () => {
  it('killed while its SMTP send hangs: the next process sends the mail once, after the lease', async () => {
    smtp.stall = true;
    const first = await start(env());
    const { orderId } = await placeOrder(first);
    // The first process claimed the mail and is in the middle of sending it: kill it there.
    await until(() => smtp.stalled > 0, 15_000, 'the first send to reach the SMTP server');
    await kill(first);
    smtp.stall = false;
    expect(subjectsFor(orderId)).toHaveLength(0);

    const second = await start(env());
    await until(() => subjectsFor(orderId).length > 0, 20_000, 'the mail to be sent after the restart');
    // Past another lease and poll: still one.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 1_000));
    expect(subjectsFor(orderId)).toHaveLength(1);
    const outbox = await call<MailOutbox>(second.url, 'GET', '/api/admin/mail-outbox', {
      token: await adminToken(second.url),
    });
    const mail = outbox.json.mails.find((entry) => entry.kind === 'order-confirmation');
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, language: 'en' });
    await kill(second);
  }, 90_000);

  it('killed before any worker claimed the mail (MAIL_WORKER=false): the next process sends it once', async () => {
    const first = await start(env({ MAIL_WORKER: 'false' }));
    const { orderId } = await placeOrder(first);
    await kill(first);
    expect(subjectsFor(orderId)).toHaveLength(0);
    const second = await start(env());
    await until(() => subjectsFor(orderId).length > 0, 20_000, 'the mail to be sent after the restart');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(subjectsFor(orderId)).toHaveLength(1);
    await kill(second);
  }, 90_000);
});
