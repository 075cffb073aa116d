import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from './context';
import { adminToken, call, createStockedProduct, useServerProcesses } from './server-process';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'shop-shutdown-'));
const PORT = 3400 + Math.floor(Math.random() * 500);
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

// The real entry point in its own process (SQLite only: the PostgreSQL run has no schema of its own for it).
describe.skipIf(testDialect === 'postgres')('graceful shutdown', () => {
  it('lets an in-flight request finish on SIGTERM, then closes the database and exits 0', async () => {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_IMAGES: 'false',
        NODE_ENV: 'test',
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server!.once('exit', (code) => resolve(code)));
    await waitForHealth();
    expect(existsSync(join(dataDir, 'shop.db-wal'))).toBe(true);

    // A sign-in spends tens of milliseconds hashing: the signal arrives while it runs.
    const inFlight = fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@tienda.test', password: 'wrong-password' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 15));
    server.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(401);
    expect(await exited).toBe(0);
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(join(dataDir, 'shop.db-wal'))).toBe(false);
    await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();
  }, 120_000);
});

const { start } = useServerProcesses();

interface Answer {
  status: number;
  connection?: string;
  body: string;
}

/**
 * One request over `agent`'s keep-alive connections. A failure says whether the request went
 * onto a connection the server had already taken (`reused`): only there can a request be cut.
 */
function send(
  agent: http.Agent,
  url: string,
  { method = 'GET', token, body }: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }),
        );
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reused: request.reusedSocket })),
    );
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe(`SIGTERM in the middle of a burst of orders (${testDialect})`, () => {
  it('stores every acknowledged order, cuts no request (keep-alive ones included), answers 503 on /api/ready while stopping, exits 0', async () => {
    // Its log says when it has taken the signal: readiness is asked after that, however slow the machine.
    const server = await start({ LOG_LEVEL: 'info' });
    let log = '';
    server.child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const token = await adminToken(server.url);
    const productId = await createStockedProduct(server.url, token, 5000);
    // One idle keep-alive connection opened before the signal: a request sent on it just after
    // the signal is answered (503 from readiness) and told to close.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await send(idle, `${server.url}/api/ready`)).status).toBe(200);

    const acknowledged: string[] = [];
    const otherAnswers: number[] = [];
    const cut: string[] = [];
    const refused: string[] = [];
    let signalled = false;
    // Eight clients, each sending orders one after another over a keep-alive connection of its
    // own, until the server no longer takes connections.
    const agents = Array.from({ length: 8 }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const client = async (agent: http.Agent) => {
      for (;;) {
        try {
          const answer = await send(agent, `${server.url}/api/orders`, {
            method: 'POST',
            token,
            body: { items: [{ productId, quantity: 1 }] },
          });
          if (answer.status === 201) acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
          else otherAnswers.push(answer.status);
        } catch (error) {
          const { code, reused } = error as NodeJS.ErrnoException & { reused: boolean };
          // A request written onto a connection the server had taken and then lost: cut. A new
          // connection refused, or reset by the closing listener before it was accepted, never
          // reached the shop.
          (reused || !signalled ? cut : refused).push(`${code} ${reused ? 'reused' : 'new'}`);
          if (signalled) return;
        }
      }
    };
    const clients = agents.map(client);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    const beforeSignal = acknowledged.length;
    signalled = true;
    server.child.kill('SIGTERM');
    while (!log.includes('shutting down')) await new Promise((resolve) => setTimeout(resolve, 5));
    const ready = await send(idle, `${server.url}/api/ready`);
    await Promise.all(clients);
    expect(await server.exited).toBe(0);
    for (const agent of [idle, ...agents]) agent.destroy();

    expect([ready.status, ready.connection, JSON.parse(ready.body).stopping]).toEqual([503, 'close', true]);
    expect(otherAnswers).toEqual([]);
    expect(cut).toEqual([]);
    expect(refused).toHaveLength(8);
    expect(acknowledged.length).toBeGreaterThan(beforeSignal);

    const restarted = await start();
    const admin = await adminToken(restarted.url);
    for (const id of acknowledged) {
      expect((await call(restarted.url, 'GET', `/api/orders/${id}`, { token: admin })).status).toBe(200);
    }
    const stock = (await call<{ stock: number }>(restarted.url, 'GET', `/api/products/${productId}`)).json.stock;
    expect(stock).toBe(5000 - acknowledged.length);
  }, 120_000);
});
