// The production server as the storefront benchmarks start it (bench/web.mjs, bench/web-blocking.mjs).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

async function until(check, what, seconds) {
  for (let i = 0; i < seconds * 4; i++) {
    try {
      if (await check()) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} not ready after ${seconds} s`);
}

/**
 * Starts the built server on `port` with the shop's data in `dataDir` (seeded on its first start)
 * and, given `webDist`, that build of the web app (WEB_DIST_DIR); resolves once it answers and the
 * seed's pictures are drawn, which happens after it starts listening: pages are measured with them.
 */
export async function startShopServer({ port, dataDir, webDist }) {
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-web-secret-bench-web-secret-0123456',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let products;
  try {
    await until(async () => (await fetch(`${base}/api/health`)).ok, 'server', 120);
    products = await (await fetch(`${base}/api/products?limit=100`)).json();
    await until(
      async () =>
        (await Promise.all(products.map((p) => fetch(base + p.image, { method: 'HEAD' })))).every((r) => r.ok),
      'seed images',
      300,
    );
  } catch (error) {
    server.kill();
    throw error;
  }
  return { server, products };
}

/** Stops a server startShopServer started, once it has exited. */
export async function stopShopServer(server) {
  if (server.exitCode !== null) return;
  const exited = new Promise((r) => server.on('exit', r));
  server.kill('SIGTERM');
  await exited;
}
