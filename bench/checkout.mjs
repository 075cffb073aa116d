// Checkout on the production build: POST /api/orders (a fresh Idempotency-Key each, one line)
// against the plain product read in the same run, on SQLite and on PostgreSQL, one server process
// each. autocannon runs here, on the same 2-core machine. After each run the database is read
// back: every unit sold is in a stored order (no oversell, none lost), and the only refusals are 409.
// Target: at least 300 orders/s on SQLite with one process, 0 oversell, 0 errors but 409.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchNodeArgs, cpuSeconds, json, withScratchDatabase } from './process-stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 32;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// More units than a run can sell, so every second of it measures orders placed (with 4,000 the
// SQLite run sold out before its end and gave only a floor). Refusals are still counted: with
// BENCH_STOCK below what a run sells, part of it is refusals, and they must all be 409.
const STOCK = Number(process.env.BENCH_STOCK ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 3311);
const ADMIN = { email: 'admin@demo.com', password: 'admin123' };

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function benchOne(label, port, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-checkout-'));
  const nodeArgs = benchNodeArgs();
  const server = spawn('node', [...nodeArgs, `${process.env.BENCH_API_DIST ?? 'apps/api/dist'}/server.js`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SEED_IMAGES: 'false',
      DEMO_MODE: 'true',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    const { body: login } = await json(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const auth = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
    const { body: product } = await json(`${base}/api/products`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Producto del benchmark',
        basePrice: 19.99,
        currency: 'USD',
        stock: STOCK,
        category: 'Accesorios',
        images: ['/uploads/bench/a.webp'],
      }),
    });
    const readPath = `/api/products/${product.id}`;
    const orderBody = JSON.stringify({ items: [{ productId: product.id, quantity: 1 }] });

    await run({ url: `${base}${readPath}`, duration: 3 }); // warm-up
    const read = await run({ url: `${base}${readPath}` });
    const statuses = new Map();
    const cpuBefore = cpuSeconds(server.pid);
    const orders = await run({
      url: `${base}/api/orders`,
      method: 'POST',
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...auth, 'idempotency-key': randomUUID() },
            body: orderBody,
          }),
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });

    const cpu = cpuSeconds(server.pid) - cpuBefore;
    // autocannon stops waiting at the end of the run; the server finishes what it had started.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const { body: after } = await json(`${base}${readPath}`);
    let sold = 0;
    let storedOrders = 0;
    for (let page = 1; ; page += 1) {
      const { body } = await json(`${base}/api/orders?limit=100&page=${page}`, { headers: auth });
      for (const order of body.orders) {
        storedOrders += 1;
        for (const line of order.lines) if (line.productId === product.id) sold += line.quantity;
      }
      if (page * 100 >= body.total) break;
    }
    const created = statuses.get(201) ?? 0;
    const refused = statuses.get(409) ?? 0;
    const otherErrors = [...statuses].filter(([status]) => status !== 201 && status !== 409);
    return {
      label,
      read,
      orders,
      created,
      refused,
      otherErrors: otherErrors.reduce((sum, [, count]) => sum + count, 0) + orders.errors,
      otherStatuses: otherErrors.map(([status, count]) => `${status}×${count}`).join(' '),
      // Requests still in flight when the run stops may be stored without their answer being
      // counted: stored orders may exceed the 201s, never fall short of them.
      lost: storedOrders < created,
      oversold: after.stock < 0 || after.stock + sold !== STOCK,
      ordersPerSecond: created / DURATION,
      // The server process's own processor time per order answered: the figure least moved by other load.
      cpuPerOrder: (cpu * 1000) / (created + refused),
    };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=sqlite or postgres: one database only (a profile of one, say).
const only = process.env.BENCH_ONLY;
const results = [];
if (only !== 'postgres') results.push(await benchOne('SQLite', PORT, {}));
const postgres =
  only === 'sqlite'
    ? undefined
    : await withScratchDatabase(PG_URL, 'bench_checkout', (url) =>
        benchOne('PostgreSQL', PORT + 1, { DATABASE_URL: url }),
      );
if (postgres) results.push(postgres);

console.log(
  `\nCheckout, ${CONNECTIONS} connections, ${DURATION} s each, one server process, stock ${STOCK}, 2-core machine, load generator on the same machine\n`,
);
console.log(
  '| database | product read req/s | read p50 / p99 | orders/s (201) | server CPU ms per order | order p50 / p99 | 409 | other errors | oversold | answered but lost |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.label} | ${r.read.requests.average.toFixed(0)} | ${r.read.latency.p50} / ${r.read.latency.p99} ms | ${r.ordersPerSecond.toFixed(0)} | ${r.cpuPerOrder.toFixed(2)} | ${r.orders.latency.p50} / ${r.orders.latency.p99} ms | ${r.refused} | ${r.otherErrors}${r.otherStatuses ? ` (${r.otherStatuses})` : ''} | ${r.oversold ? 'YES' : 'no'} | ${r.lost ? 'YES' : 'no'} |`,
  );
}
console.log(
  `Load average at the end: ${(await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores)`,
);
for (const r of results) {
  const met = r.ordersPerSecond >= 300 && !r.oversold && !r.lost && r.otherErrors === 0;
  console.log(`\nTarget on ${r.label}: ≥ 300 orders/s, 0 oversell, 0 errors but 409 (${met ? 'met' : 'NOT met'})`);
}
