import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/modules/seed/catalogue';
import { testDialect } from './context';
import { adminToken, call, startServer, useServerProcesses } from './server-process';

/**
 * Several API processes started at the same moment on one empty database: each must come up,
 * and the migrations and the seed happen once (before the start-up lock, on PostgreSQL one of
 * two processes exited with 'duplicate key value violates unique constraint "users_email_key"').
 */

const PROCESSES = 3;
const { database, servers } = useServerProcesses();

async function rows(query: string): Promise<Record<string, unknown>[]> {
  if (testDialect === 'postgres') {
    const client = new pg.Client({ connectionString: database().env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(query)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const file = new Database(`${database().env.DATA_DIR}/shop.db`, { readonly: true });
  try {
    return file.prepare(query).all() as Record<string, unknown>[];
  } finally {
    file.close();
  }
}

describe(`${PROCESSES} API processes starting together on one empty database (${testDialect})`, () => {
  it('all come up healthy, with one admin account and the demo catalogue seeded once', async () => {
    const started = await Promise.allSettled(Array.from({ length: PROCESSES }, () => startServer(database())));
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(
      Array.from({ length: PROCESSES }, () => 'up'),
    );

    expect(await rows(`select email, role from users`)).toEqual([{ email: 'admin@demo.com', role: 'admin' }]);
    expect(await rows(`select count(*) as n from products`)).toEqual([
      { n: testDialect === 'postgres' ? String(seedCatalogue.length) : seedCatalogue.length },
    ]);
    // Every process answers for the same data, and accepts a session another one signed.
    const token = await adminToken(servers[0]!.url);
    for (const server of servers) {
      const list = await fetch(`${server.url}/api/products?limit=1`);
      expect(Number(list.headers.get('x-total-count'))).toBe(seedCatalogue.length);
      expect((await call(server.url, 'GET', '/api/auth/me', { token })).status).toBe(200);
    }
  }, 180_000);
});

// Refused before the database is opened: one run (the SQLite pass) is enough.
describe.skipIf(testDialect === 'postgres')('a process on PostgreSQL without JWT_SECRET', () => {
  // Unset NODE_ENV once counted as development, and each such process made up its own secret:
  // two of them refused each other's sessions.
  it.each([['unset'], ['development'], ['staging'], ['production']])(
    'refuses to start with NODE_ENV %s, saying why',
    async (nodeEnv) => {
      const { NODE_ENV: _inherited, ...env } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: {
          ...env,
          ...(nodeEnv === 'unset' ? {} : { NODE_ENV: nodeEnv }),
          DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
          JWT_SECRET: '',
          PORT: '0',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).not.toBe(0);
      expect(stderr).toContain(
        nodeEnv === 'production' ? 'JWT_SECRET is required in production' : 'JWT_SECRET is required with DATABASE_URL',
      );
    },
    60_000,
  );
});
