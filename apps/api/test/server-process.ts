import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { DEMO, testDialect } from './context';

/**
 * The real server entry point in processes of its own, for claims about several processes
 * and crashes: on a fresh SQLite file, or on a fresh PostgreSQL database when the suite runs
 * on PostgreSQL. Every process of one ShopDatabase shares its data.
 */

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const SECRET = 'process-test-secret-process-test-secret-0123';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

export interface ShopDatabase {
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

export async function freshShopDatabase(): Promise<ShopDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-process-'));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (testDialect !== 'postgres') return { env: { DATA_DIR: dataDir }, drop: removeDir };
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      await removeDir();
    },
  };
}

/**
 * A port no one listens on, chosen by the system. A fixed range once met the machine's own
 * services (RabbitMQ's port mapper on 4369) and the server failed to start.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `env`: more variables for this process (SMTP_URL, MAIL_LEASE_MS...). */
export async function startServer(database: ShopDatabase, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      ...database.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_IMAGES: 'false',
      NODE_ENV: 'test',
      JWT_SECRET: SECRET,
      DEMO_MODE: 'true',
      DEMO_ADMIN_EMAIL: DEMO.email,
      DEMO_ADMIN_PASSWORD: DEMO.password,
      ...env,
    },
    // A caller that asks for log lines (LOG_LEVEL set in `env`) reads them from `child.stdout`.
    stdio: ['ignore', env.LOG_LEVEL ? 'pipe' : 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

export async function call<Answer = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  { token, body, headers = {} }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: Answer }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Answer };
}

export async function adminToken(base: string): Promise<string> {
  const { status, json } = await call<{ token: string }>(base, 'POST', '/api/auth/login', { body: DEMO });
  if (status !== 200) throw new Error(`login failed: ${status}`);
  return json.token;
}

export async function createStockedProduct(base: string, token: string, stock: number): Promise<string> {
  const { status, json } = await call<{ id: string }>(base, 'POST', '/api/products', {
    token,
    body: {
      name: 'Producto de prueba de procesos',
      basePrice: 25.5,
      currency: 'USD',
      stock,
      category: 'Accesorios',
      images: ['/uploads/test/a.webp'],
    },
  });
  if (status !== 201) throw new Error(`product creation failed: ${status} ${JSON.stringify(json)}`);
  return json.id;
}

/**
 * A test file's fresh database and the server processes it starts on it: `start` starts one
 * more; after the file's tests every process is killed and the database dropped.
 */
export function useServerProcesses(): {
  database: () => ShopDatabase;
  start: (env?: NodeJS.ProcessEnv) => Promise<ServerProcess>;
  servers: ServerProcess[];
} {
  const servers: ServerProcess[] = [];
  let database: ShopDatabase | undefined;
  beforeAll(async () => {
    database = await freshShopDatabase();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database?.drop();
  }, 60_000);
  const current = () => {
    if (!database) throw new Error('the database is made before the tests run');
    return database;
  };
  return {
    database: current,
    servers,
    start: async (env?: NodeJS.ProcessEnv) => {
      const server = await startServer(current(), env);
      servers.push(server);
      return server;
    },
  };
}

/**
 * The shop's command line (`src/cli.ts`: backup, restore, move) in a process of its own, with
 * what it printed; the database comes from `env` (never the caller's own DATABASE_URL).
 */
export function cli(env: NodeJS.ProcessEnv, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: SECRET, DATABASE_URL: '', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}
