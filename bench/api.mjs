// Catalogue reads on the production build against a baseline: a bare Fastify
// route on this machine answering the same bytes from memory. Both servers run
// in their own processes; autocannon (64 connections) runs here, one after the other.
// Target: the list at 0.6 of the baseline or better, p99 at most 20 ms.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchNodeArgs, cpuSeconds } from './process-stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 64;
// Other ports when 3301/3302 are taken (several sessions on one machine).
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 3301);
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 3302);

function start(command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 300; i++) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-api-'));
// BENCH_API_DIST: another build of the API (an earlier one kept aside, to compare in one session).
const app = start('node', [...benchNodeArgs(), `${process.env.BENCH_API_DIST ?? 'apps/api/dist'}/server.js`], {
  NODE_ENV: 'production',
  PORT: String(APP_PORT),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_IMAGES: 'false',
});
let baseline;
try {
  await waitFor(`http://127.0.0.1:${APP_PORT}/api/health`);
  const listPath = '/api/products?limit=24';
  const listBody = await (await fetch(`http://127.0.0.1:${APP_PORT}${listPath}`)).text();
  const id = JSON.parse(listBody)[0].id;
  const detailPath = `/api/products/${id}`;
  const detailBody = await (await fetch(`http://127.0.0.1:${APP_PORT}${detailPath}`)).text();
  // The specification's "all products": every product in the full shape (50 seeded).
  const allPath = '/api/products';
  const allBody = await (await fetch(`http://127.0.0.1:${APP_PORT}${allPath}`)).text();

  const bodies = join(dataDir, 'bodies.json');
  writeFileSync(bodies, JSON.stringify({ list: listBody, detail: detailBody, all: allBody }));
  baseline = start('node', ['bench/baseline-server.mjs'], { PORT: String(BASE_PORT), BODIES: bodies });
  await waitFor(`http://127.0.0.1:${BASE_PORT}/health`);

  const cases = [
    ['GET /api/products?limit=24', listPath, `/list`, Buffer.byteLength(listBody)],
    ['GET /api/products/:id', detailPath, `/detail`, Buffer.byteLength(detailBody)],
    ['GET /api/products (all, full shape)', allPath, `/all`, Buffer.byteLength(allBody)],
  ];
  const rows = [];
  for (const [name, appPath, basePath, bytes] of cases) {
    await run(`http://127.0.0.1:${BASE_PORT}${basePath}`); // warm-up
    const baseCpu = cpuSeconds(baseline.pid);
    const base = await run(`http://127.0.0.1:${BASE_PORT}${basePath}`);
    base.cpuPerRequest = (cpuSeconds(baseline.pid) - baseCpu) / base.requests.total;
    await run(`http://127.0.0.1:${APP_PORT}${appPath}`);
    const shopCpu = cpuSeconds(app.pid);
    const shop = await run(`http://127.0.0.1:${APP_PORT}${appPath}`);
    shop.cpuPerRequest = (cpuSeconds(app.pid) - shopCpu) / shop.requests.total;
    rows.push({ name, bytes, base, shop });
  }

  console.log(
    `\nCatalogue reads, ${CONNECTIONS} connections, ${DURATION} s each, 2-core machine, load generator on the same machine\n`,
  );
  // On a shared, loaded machine requests per second swing with the neighbours; the processor
  // time each server spends per request does much less, so its ratio is printed beside.
  console.log(
    '| request | body | baseline req/s | shop req/s | ratio | baseline / shop CPU µs per request | CPU ratio | baseline p50 / p99 | shop p50 / p99 | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const micro = (seconds) => (seconds * 1e6).toFixed(0);
  for (const { name, bytes, base, shop } of rows) {
    const ratio = shop.requests.average / base.requests.average;
    console.log(
      `| ${name} | ${(bytes / 1024).toFixed(1)} kB | ${base.requests.average.toFixed(0)} | ${shop.requests.average.toFixed(0)} | ${ratio.toFixed(2)} | ${micro(base.cpuPerRequest)} / ${micro(shop.cpuPerRequest)} | ${(base.cpuPerRequest / shop.cpuPerRequest).toFixed(2)} | ${base.latency.p50} / ${base.latency.p99} ms | ${shop.latency.p50} / ${shop.latency.p99} ms | ${shop.errors + shop.non2xx} |`,
    );
  }
  const list = rows[0];
  const ratio = list.shop.requests.average / list.base.requests.average;
  console.log(
    `\nTarget for the list: ratio ≥ 0.6 (${ratio >= 0.6 ? 'met' : 'NOT met'}), p99 ≤ 20 ms (${list.shop.latency.p99 <= 20 ? 'met' : 'NOT met'})`,
  );
} finally {
  app.kill('SIGTERM');
  baseline?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
