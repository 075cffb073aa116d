// Shoppers under load (issue 26), on the production build: simulated shoppers browse the
// home and catalogue pages and product pages (rendered on the server), search with typos,
// check their cart and pay, while 5 % of the actions are staff editing products. Against one
// process on SQLite and against two processes on one PostgreSQL database (a database of its
// own, made and dropped here), with a baseline in the same run: a bare Fastify server answering
// the same bytes for each kind of request from memory (what this machine and this load
// generator give at most). The load generator runs on the same 2-core machine.
//
// Each shopper is a loop: a page, a pause ("think time"), the next step. After each run the
// stock is read back: no product below 0, and every product's stock plus the units in its
// stored orders equals its stock before the run (staff edits change names and prices only).
//
//   npm run bench:load -- --shoppers 1000 --duration 300      (the issue's target run)
//   options: --shoppers N (default 200), --duration S (default 30), --think MS (mean pause,
//   default 2000), --only sqlite|postgres, --baseline S (default min(duration, 15), 0: none)
import { spawn } from 'node:child_process';
import http from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { benchNodeArgs, cpuSeconds, json, withScratchDatabase } from './process-stats.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: options } = parseArgs({
  options: {
    shoppers: { type: 'string', default: process.env.BENCH_SHOPPERS ?? '200' },
    duration: { type: 'string', default: process.env.BENCH_DURATION ?? '30' },
    think: { type: 'string', default: '2000' },
    only: { type: 'string' },
    baseline: { type: 'string' },
  },
});
const SHOPPERS = Number(options.shoppers);
const DURATION = Number(options.duration);
const THINK_MS = Number(options.think);
const BASELINE_DURATION = Number(options.baseline ?? Math.min(DURATION, 15));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3331); // PORT - 1: the baseline
const STAFF_SHARE = 0.05;
/** Shopper accounts: shoppers share them (each sign-up costs a password hash). */
const ACCOUNTS = Math.min(SHOPPERS, 20);
/** A few products with little stock, so some orders are refused (409) and none may oversell. */
const SCARCE_STOCK = 30;
const TARGETS = { pageP99: 250, apiP99: 100 };
const ADMIN = { email: 'admin@demo.com', password: 'admin123' };
const TYPOS = [
  'auriculres',
  'teclado mecanco',
  'mouse inalambirco',
  'monitr 27',
  'notbook',
  'razr',
  'logitek',
  'ssd 1tb nvme',
  'procesadr ryzen',
  'camara web',
];
const ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  SEED_IMAGES: 'false',
  DEMO_MODE: 'true',
  REGISTRATIONS_PER_HOUR: '100000',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** A pause between two steps: 0.25 to 1.75 times the mean. */
const think = () => sleep(THINK_MS * (0.25 + Math.random() * 1.5));

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

function startProcess(script, port, env) {
  const nodeArgs = benchNodeArgs();
  return spawn('node', [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...ENV, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/**
 * The shoppers' HTTP client: node:http on kept-alive connections, sending what fetch sends
 * (gzip and deflate accepted): the generator's processor time is taken from the same two cores as
 * the shop's, and fetch (undici's web streams) spends more of it per request. Bodies are decoded
 * only when read.
 */
const agent = new http.Agent({ keepAlive: true });
const BROWSER_HEADERS = { accept: '*/*', 'accept-language': '*', 'accept-encoding': 'gzip, deflate' };

function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers: { ...BROWSER_HEADERS, ...headers }, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes: Buffer.concat(chunks),
          encoding: response.headers['content-encoding'],
        }),
      );
      response.on('error', () => resolve({ status: 0, bytes: Buffer.alloc(0) }));
    });
    request.on('error', () => resolve({ status: 0, bytes: Buffer.alloc(0) }));
    request.end(body);
  });
}

/** A body as text, decoded as it was sent. */
function text({ bytes, encoding }) {
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  if (encoding === 'deflate') return inflateSync(bytes).toString();
  return bytes.toString();
}

/** Everything a run measures, by kind of request. */
class Recorder {
  constructor() {
    this.latencies = { page: [], api: [], order: [] };
    this.byKind = new Map();
    this.statuses = new Map();
    this.errors = new Map();
    /** The first answer of each kind of error, to print. */
    this.errorSamples = new Map();
    this.refused = 0;
    this.requests = 0;
  }
  /** `body`: a function giving the answer's text, called only for the first error of a kind. */
  record(group, kind, status, ms, body = () => '') {
    this.requests += 1;
    this.latencies[group].push(ms);
    if (kind === 'order') this.latencies.order.push(ms);
    if (!this.byKind.has(kind)) this.byKind.set(kind, []);
    this.byKind.get(kind).push(ms);
    const key = `${kind} ${status}`;
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    const deliberate = status === 409 && (kind === 'order' || kind === 'check');
    if (deliberate) this.refused += 1;
    else if (status >= 400 || status === 0) {
      this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
      if (!this.errorSamples.has(key)) this.errorSamples.set(key, body().slice(0, 300));
    }
  }
}

function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * One shopper: home or catalogue page, a search with a typo, a product page and its API read,
 * and now and then the cart checked and paid. Any step may be a staff edit instead (5 %).
 */
async function shopper(index, { bases, products, tokens, adminToken, recorder, end, scarce, onBody }) {
  const base = bases[index % bases.length]; // one process per shopper, as a sticky balancer would
  const auth = { authorization: `Bearer ${tokens[index % tokens.length]}`, 'content-type': 'application/json' };
  const call = async (group, kind, path, init) => {
    const started = performance.now();
    const answer = await send(`${base}${path}`, init);
    const body = () => (answer.status === 0 ? '' : text(answer));
    if (Date.now() <= end + 5_000) recorder.record(group, kind, answer.status, performance.now() - started, body);
    onBody?.(kind, answer.status, body, init?.headers?.['content-type'] ?? '');
    return { status: answer.status };
  };
  const staffEdit = () => {
    const product = pick(products);
    const change =
      Math.random() < 0.5
        ? { name: `${product.name} (${Math.floor(Math.random() * 1000)})`.slice(0, 120) }
        : { basePrice: Number((product.basePrice * (0.9 + Math.random() * 0.2)).toFixed(2)) };
    return call('api', 'staffEdit', `/api/products/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(change),
    });
  };
  const step = async (action) => {
    if (Date.now() >= end) return false;
    if (Math.random() < STAFF_SHARE) await staffEdit();
    else await action();
    await think();
    return true;
  };

  await sleep(Math.random() * THINK_MS * 2); // shoppers arrive spread out
  while (Date.now() < end) {
    const category = Math.random() < 0.5;
    if (!(await step(() => call('page', category ? 'cataloguePage' : 'homePage', category ? '/productos' : '/'))))
      break;
    if (!(await step(() => call('api', 'search', `/api/products?search=${encodeURIComponent(pick(TYPOS))}&limit=24`))))
      break;
    // A third of the product views are of the scarce products, so their stock runs out.
    const product = Math.random() < 0.33 ? pick(scarce) : pick(products);
    if (
      !(await step(async () => {
        await call('page', 'productPage', `/producto/${product.id}`);
        await call('api', 'product', `/api/products/${product.id}`);
      }))
    )
      break;
    if (Math.random() < 0.4) {
      const items = [{ productId: product.id, quantity: 1 + Math.floor(Math.random() * 2) }];
      if (
        !(await step(() =>
          call('api', 'check', '/api/orders/check', { method: 'POST', headers: auth, body: JSON.stringify({ items }) }),
        ))
      )
        break;
      await step(() =>
        call('api', 'order', '/api/orders', {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ items }),
        }),
      );
    }
  }
}

/** The shop's products with their stock (every page of the public list). */
async function catalogue(base) {
  const products = [];
  for (let page = 1; ; page += 1) {
    const { body } = await json(`${base}/api/products?limit=100&page=${page}`);
    products.push(...body);
    if (body.length < 100) return products;
  }
}

/** Signs in the admin and the shopper accounts, makes a few products scarce. */
async function prepare(base, label) {
  const { body: login } = await json(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const adminToken = login.token;
  const tokens = [];
  for (let i = 0; i < ACCOUNTS; i++) {
    const { status, body } = await json(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Comprador ${i}`,
        email: `comprador-${label}-${i}-${Date.now()}@tienda.test`,
        password: 'Secreta1!',
        birthDate: '1990-01-01',
      }),
    });
    if (status !== 201) throw new Error(`sign-up answered ${status}: ${JSON.stringify(body)}`);
    tokens.push(body.token);
  }
  const products = (await catalogue(base)).filter((product) => product.stock > 0);
  const scarce = products.slice(0, 5);
  for (const product of scarce) {
    const { status } = await json(`${base}/api/products/${product.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stock: SCARCE_STOCK }),
    });
    if (status !== 200) throw new Error(`making a product scarce answered ${status}`);
  }
  return { adminToken, tokens, products, scarce };
}

/** Stock before, stock after, and the units in stored orders, per product. */
async function oversellCheck(base, adminToken, before) {
  const after = new Map((await catalogue(base)).map((product) => [product.id, product.stock]));
  const sold = new Map();
  let stored = 0;
  for (let page = 1; ; page += 1) {
    const { body } = await json(`${base}/api/orders?limit=100&page=${page}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    for (const order of body.orders) {
      stored += 1;
      for (const line of order.lines) sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
    }
    if (page * 100 >= body.total) break;
  }
  const wrong = [];
  for (const [id, stock] of before) {
    const now = after.get(id) ?? 0;
    if (now < 0 || now + (sold.get(id) ?? 0) !== stock)
      wrong.push(`${id}: ${stock} before, ${now} after, ${sold.get(id) ?? 0} sold`);
  }
  return { stored, wrong, negative: [...after.values()].some((stock) => stock < 0) };
}

async function drive(bases, setup, duration, onBody) {
  const recorder = new Recorder();
  const end = Date.now() + duration * 1000;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: SHOPPERS }, (_, index) => shopper(index, { ...setup, bases, recorder, end, onBody })),
  );
  const { user, system } = process.cpuUsage(cpuBefore);
  return { recorder, seconds: (performance.now() - started) / 1000, generatorCpu: (user + system) / 1e6 };
}

function summary(label, processes, { recorder, seconds, generatorCpu }, check, cpu) {
  const { latencies } = recorder;
  const orders = [...recorder.statuses].filter(([key]) => key === 'order 201').reduce((sum, [, n]) => sum + n, 0);
  return {
    label,
    processes,
    requests: recorder.requests,
    cpuPerRequest: (cpu * 1000) / recorder.requests,
    generatorCpuPerRequest: (generatorCpu * 1000) / recorder.requests,
    perProcess: recorder.requests / seconds / processes,
    pageP50: percentile(latencies.page, 50),
    pageP99: percentile(latencies.page, 99),
    apiP50: percentile(latencies.api, 50),
    apiP99: percentile(latencies.api, 99),
    orderP99: percentile(latencies.order, 99),
    orders,
    refused: recorder.refused,
    errors: [...recorder.errors].map(([key, n]) => `${key}×${n}`).join(', '),
    errorSamples: [...recorder.errorSamples].map(([key, body]) => `${key}: ${body}`),
    errorCount: [...recorder.errors.values()].reduce((sum, n) => sum + n, 0),
    check,
    byKind: [...recorder.byKind]
      .map(
        ([kind, values]) =>
          `${kind} ${values.length}× ${Math.round(percentile(values, 50))}/${Math.round(percentile(values, 99))}`,
      )
      .join(', '),
  };
}

async function runShop(label, env, processes) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-load-'));
  const children = [];
  try {
    const bases = [];
    for (let i = 0; i < processes; i++) {
      const port = PORT + i;
      children.push(startProcess('apps/api/dist/server.js', port, { DATA_DIR: dataDir, ...env }));
      bases.push(`http://127.0.0.1:${port}`);
      await waitFor(`${bases[i]}/api/ready`); // the second starts once the first has migrated
    }
    const setup = await prepare(bases[0], label);
    const before = new Map((await catalogue(bases[0])).map((product) => [product.id, product.stock]));
    // Warm-up: each process renders its pages once and makes its search's word counts (once per process).
    for (const base of bases) {
      for (const path of ['/', '/productos', `/producto/${setup.products[0].id}`, `/api/products?search=${TYPOS[0]}`])
        await fetch(`${base}${path}`).then((r) => r.text());
    }
    const samples = {};
    const cpuBefore = children.reduce((sum, child) => sum + cpuSeconds(child.pid), 0);
    const result = await drive(bases, setup, DURATION, (kind, status, body, type) => {
      if (!samples[kind] && status < 300) samples[kind] = { status, body: body(), type };
    });
    const cpu = children.reduce((sum, child) => sum + cpuSeconds(child.pid), 0) - cpuBefore;
    await sleep(3000); // what was in flight at the end finishes
    const check = await oversellCheck(bases[0], setup.adminToken, before);
    return { summary: summary(label, processes, result, check, cpu), samples, setup };
  } finally {
    for (const child of children) await stop(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const CONTENT_TYPES = { html: 'text/html; charset=utf-8', json: 'application/json; charset=utf-8' };

async function runBaseline(samples, setup) {
  const bodies = {};
  for (const kind of ['homePage', 'cataloguePage', 'productPage', 'search', 'product', 'check', 'order', 'staffEdit']) {
    const sample = samples[kind] ?? { status: 200, body: '{}' };
    bodies[kind] = {
      status: sample.status,
      type: kind.endsWith('Page') ? CONTENT_TYPES.html : CONTENT_TYPES.json,
      body: sample.body,
    };
  }
  const file = join(mkdtempSync(join(tmpdir(), 'shop-bench-load-base-')), 'bodies.json');
  writeFileSync(file, JSON.stringify(bodies));
  const child = startProcess('bench/load-baseline-server.mjs', PORT - 1, { BODIES: file });
  try {
    await waitFor(`http://127.0.0.1:${PORT - 1}/api/health`);
    const cpuBefore = cpuSeconds(child.pid);
    const result = await drive([`http://127.0.0.1:${PORT - 1}`], setup, BASELINE_DURATION);
    return summary('baseline (bare Fastify, same bytes)', 1, result, null, cpuSeconds(child.pid) - cpuBefore);
  } finally {
    await stop(child);
  }
}

const results = [];
let baselineFrom;
if (options.only !== 'postgres') {
  const sqlite = await runShop('SQLite', {}, 1);
  results.push(sqlite.summary);
  baselineFrom = sqlite;
}
if (options.only !== 'sqlite') {
  const postgres = await withScratchDatabase(PG_URL, 'bench_load', (url) =>
    runShop('PostgreSQL', { DATABASE_URL: url }, 2),
  );
  if (postgres) {
    results.push(postgres.summary);
    baselineFrom ??= postgres;
  }
}
if (BASELINE_DURATION > 0 && baselineFrom) results.unshift(await runBaseline(baselineFrom.samples, baselineFrom.setup));

const ms = (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)}`);
const load = (await import('node:os'))
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
console.log(
  `\nShoppers under load: ${SHOPPERS} shoppers, ${DURATION} s (baseline ${BASELINE_DURATION} s), mean pause ${THINK_MS} ms, ${STAFF_SHARE * 100} % staff edits; load average at the end ${load}\n`,
);
console.log(
  '| run | processes | requests | req/s per process | server CPU ms per request | load generator CPU ms per request | page p50 / p99 | API p50 / p99 | order p99 | orders (201) | 409 | errors | oversell |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of results) {
  const oversell = r.check ? (r.check.negative || r.check.wrong.length ? `YES (${r.check.wrong.length})` : 'no') : '–';
  console.log(
    `| ${r.label} | ${r.processes} | ${r.requests} | ${r.perProcess.toFixed(0)} | ${r.cpuPerRequest.toFixed(1)} | ${r.generatorCpuPerRequest.toFixed(2)} | ${ms(r.pageP50)} / ${ms(r.pageP99)} ms | ${ms(r.apiP50)} / ${ms(r.apiP99)} ms | ${ms(r.orderP99)} ms | ${r.orders} | ${r.refused} | ${r.check ? r.errorCount + (r.errors ? ` (${r.errors})` : '') : '–'} | ${oversell} |`,
  );
}
console.log('\nBy kind of request (count, p50/p99 ms):');
for (const r of results) console.log(`- ${r.label}: ${r.byKind}`);
console.log(
  "\nThe machine is shared: latencies include waiting for a core. Server CPU ms per request (the processes' own processor time over the run, /proc) is the figure least moved by other load.",
);
console.log(
  `\nTargets: page p99 ≤ ${TARGETS.pageP99} ms, API p99 ≤ ${TARGETS.apiP99} ms, 0 errors but 409, 0 oversell`,
);
for (const r of results.filter((result) => result.check)) {
  const met =
    r.pageP99 <= TARGETS.pageP99 &&
    r.apiP99 <= TARGETS.apiP99 &&
    r.errorCount === 0 &&
    !r.check.negative &&
    r.check.wrong.length === 0;
  console.log(`${r.label}: ${met ? 'met' : 'NOT met'}`);
  for (const line of r.check.wrong.slice(0, 5)) console.log(`  oversell: ${line}`);
  for (const line of r.errorSamples) console.log(`  error: ${line}`);
}
