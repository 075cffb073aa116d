import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

/**
 * Slow-loris: a client that never finishes its headers or its body, or trickles them, or keeps
 * an idle connection, must lose its socket within the configured time-outs. Short time-outs
 * here; the defaults are in config.ts and .env.example.
 */

const HEADERS_MS = 600;
const REQUEST_MS = 1_200;
const KEEP_ALIVE_MS = 400;
/** Node looks for late requests every connectionsCheckingInterval (at most 1 s): the most a close may lag. */
const SLACK_MS = 1_200;

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: {
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_MS),
    },
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => ctx?.close());

interface Connection {
  socket: Socket;
  /** Milliseconds from connecting until the server closed the socket, and everything it sent. */
  closed: Promise<{ afterMs: number; received: string }>;
}

async function open(): Promise<Connection> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const start = performance.now();
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((resolve) =>
    socket.once('close', () => resolve({ afterMs: performance.now() - start, received })),
  );
  return { socket, closed };
}

describe('time-outs against slow clients', () => {
  it('closes a connection whose headers never end', async () => {
    const { socket, closed } = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
    const { afterMs, received } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection that trickles its headers a byte at a time (each byte in time, the whole too late)', async () => {
    const { socket, closed } = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
    const trickle = setInterval(() => socket.writable && socket.write('a'), 100);
    const { afterMs } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('closes a connection whose body never finishes', async () => {
    const { socket, closed } = await open();
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 100);
    const { afterMs, received } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(afterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle kept-alive connection after answering it', async () => {
    const { socket, closed } = await open();
    socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n\r\n');
    const { afterMs, received } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(afterMs).toBeLessThan(KEEP_ALIVE_MS + SLACK_MS);
  });

  it('still answers a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
