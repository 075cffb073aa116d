import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * A server of the spec's own, per project, on a fresh database: for specs that look at a state
 * of the whole shop (no orders yet, the exchange rate) which the suite's shared server cannot
 * give. Call at the top of the spec; `base()` is the server's address once `beforeAll` has run.
 * Each spec gives its own port offset (desktop and mobile differ by one) and data directory name.
 */
export function ownServer(name: string, portOffset: number, env: Record<string, string> = {}): { base: () => string } {
  let server: ChildProcess | undefined;
  let base = '';
  let dataDir = '';

  test.beforeAll(async ({ playwright }, testInfo) => {
    // Migrating and seeding a fresh database takes a while on a busy machine.
    testInfo.setTimeout(120_000);
    const port = Number(process.env.E2E_PORT ?? 3100) + portOffset + testInfo.project.name.length;
    base = `http://127.0.0.1:${port}`;
    dataDir = `../.tmp/e2e-${name}-${testInfo.project.name}`;
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    server = spawn('node', ['../apps/api/dist/server.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '../apps/web/dist',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        // Pictures are not what these specs look at; drawing them would load the two cores for a minute.
        SEED_IMAGES: 'false',
        // As the suite's server (playwright.config.ts): no idle connection closed under the client.
        KEEP_ALIVE_TIMEOUT_MS: '120000',
        ...env,
      },
      stdio: 'inherit',
    });
    const request = await playwright.request.newContext();
    await expect
      .poll(async () => (await request.get(`${base}/api/health`).catch(() => undefined))?.status(), {
        timeout: 110_000,
      })
      .toBe(200);
    await request.dispose();
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((resolve) => (server?.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    rmSync(dataDir, { recursive: true, force: true });
  });

  return { base: () => base };
}
