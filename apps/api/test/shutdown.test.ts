import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from './context';

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
