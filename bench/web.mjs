// Speed budget of the storefront (Lighthouse performance ≥ 95 on a phone): the JavaScript
// the first page needs, then
// Lighthouse 12 in its default mobile mode (simulated throttling) against the production
// server, in Debian's Chromium, on every storefront page: home, catalogue, search results, a
// product, a comparison, and a signed-in shopper's cart (with a line) and order confirmation.
// Each page is measured BENCH_WEB_RUNS times (3): issue 26 asks for 95 three runs in a row.
// Targets: first load ≤ 110 kB gzip, no chunk over 150 kB; performance ≥ 95 in every run,
// accessibility ≥ 95, SEO 100 on the pages search engines may index (issue 25), CLS ≤ 0.02.
// BENCH_WEB_PORT moves the server off 3303 when that port is taken; BENCH_WEB_PAGES=/,/carrito
// measures only those pages (a path, or the start of one: /mis-pedidos). BENCH_WEB_SAVE=DIR keeps
// each run's report there, and the last run's trace (last-trace.json), to see what a page waits for.
// Lighthouse's figures vary from run to run with the machine's load: to compare two builds, measure
// them in turns (WEB_DIST_DIR=…/dist for each, BENCH_WEB_DATA_DIR for both), several times.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { mainThreadTasks } from './page-tasks.mjs';
import { startShopServer, stopShopServer } from './shop-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3303);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 3);
const ONLY = process.env.BENCH_WEB_PAGES?.split(',');
/** BENCH_WEB_DETAILS=1: after each run, what to look at: the largest paint, the shifts, the long tasks. */
const DETAILS = process.env.BENCH_WEB_DETAILS === '1';
/** How long the browser is left to start before the first run (measured: quiet after about 5 s). */
const BROWSER_SETTLE_MS = 8_000;
const SHOPPER = { name: 'Lighthouse', email: `lighthouse.${Date.now()}@bench.test`, password: 'Secreta-2026!' };

console.log('JavaScript needed to render / (gzip):');
const size = spawnSync(process.execPath, ['apps/web/scripts/first-load-size.mjs'], { cwd: root, stdio: 'inherit' });

// BENCH_WEB_DATA_DIR: a shop's data kept between runs (seeded, its pictures drawn), so that
// builds measured one after the other (WEB_DIST_DIR) skip the minute the seed takes.
const keptDataDir = process.env.BENCH_WEB_DATA_DIR;
const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'shop-bench-web-'));
let chrome;
let failed = size.status !== 0;
let server;
try {
  const started = await startShopServer({ port: PORT, dataDir });
  server = started.server;
  const products = started.products;

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  // Just launched, Chromium starts its own address bar's pop-up (a page of its own, in a renderer
  // of its own), which takes about 2 s of a core: the first run would share the two cores with it.
  await new Promise((settled) => setTimeout(settled, BROWSER_SETTLE_MS));
  const shopper = await signedUpShopper();
  // At least two units: the confirmation's order buys one, and the cart's line must still be
  // for sale when the cart is measured. With a product's last unit, the cart measured a sold-out
  // line (its refusal the largest paint, a layout shift of 0.043): the data kept between runs
  // (BENCH_WEB_DATA_DIR) loses a unit of the newest product every run.
  const product = products.find((p) => p.stock >= 2) ?? products[0];
  const laptops = products.filter((p) => p.category === products[0].category).slice(0, 3);
  // Issue 26's baseline, where it gave one (performance, this machine, quiet, before its work).
  const pages = [
    { path: '/', baseline: '76–90' },
    { path: '/productos', baseline: '75–76' },
    { path: '/productos?search=samsung' },
    { path: `/producto/${product.id}`, baseline: '78–81' },
    { path: `/comparar?ids=${laptops.map((p) => p.id).join(',')}` },
    { path: '/carrito', shopper, cart: [cartLine(product)], indexable: false },
    { path: `/mis-pedidos/${await placedOrder(shopper, product)}?confirmado=1`, shopper, indexable: false },
  ].filter(
    (page) =>
      !ONLY || ONLY.some((only) => page.path.split('?')[0] === only || (only !== '/' && page.path.startsWith(only))),
  );
  // The shopper's pages need their session in the browser's storage, which Lighthouse would clear.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  const cdp = await tab.createCDPSession();

  // The browser's version with the figures: a point release can move them as much as a change of ours.
  console.log(`\nLighthouse 12, mobile, simulated throttling, ${RUNS} runs a page, in ${await browser.version()}\n`);
  // The host's speed as Lighthouse measured it before each run (its benchmarkIndex, higher is
  // faster): simulated throttling multiplies this machine's own task times by 4, so the same build
  // scores 10 to 20 points apart on a fast and a slow hour of a shared machine; the column says
  // which hour a table comes from.
  console.log(
    "| page | performance (each run) | issue 26's baseline | host speed (each run) | main thread on a core (each run) | accessibility | SEO | FCP | LCP | SI | TBT | CLS |",
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  const processorAtStart = processorTimes();
  for (const page of pages) {
    const runs = [];
    const onProcessor = [];
    for (let run = 0; run < RUNS; run++) {
      if (page.shopper) await storeShopper(tab, cdp, page);
      const measurement = await measured(page);
      if (!measurement) break;
      const { lhr } = measurement;
      runs.push(lhr);
      onProcessor.push(measurement.onProcessor);
      if (DETAILS) printDetails(lhr);
      if (process.env.BENCH_WEB_SAVE)
        writeFileSync(
          join(process.env.BENCH_WEB_SAVE, `${page.path.replace(/[^a-z0-9]+/gi, '_')}-${run}.json`),
          JSON.stringify(lhr),
        );
    }
    if (runs.length < RUNS) {
      console.log(`| ${page.path} | Lighthouse could not measure the page |`);
      failed = true;
      continue;
    }
    const scores = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100));
    const hostSpeeds = runs.map((lhr) => Math.round(lhr.environment.benchmarkIndex));
    // The other figures from the median run by performance.
    const lhr = runs[scores.indexOf([...scores].sort((a, b) => a - b)[Math.floor(RUNS / 2)])];
    const accessibility = Math.round(lhr.categories.accessibility.score * 100);
    const seo = Math.round(lhr.categories.seo.score * 100);
    // An SEO audit that fails is named, so the table says what to mend.
    const seoFailures = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    const cls = Math.max(...runs.map((run) => run.audits['cumulative-layout-shift'].numericValue));
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    const fcp = lhr.audits['first-contentful-paint'].numericValue;
    const si = lhr.audits['speed-index'].numericValue;
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    const shown = page.path.replace(/[0-9a-f-]{36}/g, '{id}').replace(/(ids=)[^&]+/, '$1…');
    console.log(
      `| ${shown} | ${scores.join(' / ')} | ${page.baseline ?? '—'} | ${hostSpeeds.join(' / ')} | ${onProcessor.join(' / ')} | ${accessibility} | ${page.indexable === false ? `${seo} (not indexed)` : seo}${seoFailures.length && page.indexable !== false ? ` (${seoFailures.join(', ')})` : ''} | ${seconds(fcp)} | ${seconds(lcp)} | ${seconds(si)} | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} |`,
    );
    if (Math.min(...scores) < 95 || accessibility < 95 || (page.indexable !== false && seo < 100) || cls > 0.02)
      failed = true;
  }
  await browser.disconnect();
  const stolen = stolenShare(processorAtStart, processorTimes());
  if (stolen !== undefined)
    console.log(
      `\nProcessor time the hypervisor gave to other machines during the runs: ${stolen.toFixed(1)} %: a busy host slows the runs`,
    );
  console.log(
    `\nTargets (performance ≥ 95 in every run, accessibility ≥ 95, SEO 100 where indexed, CLS ≤ 0.02, first load ≤ 110 kB): ${failed ? 'NOT all met' : 'met'}`,
  );
} finally {
  await chrome?.kill();
  if (server) await stopShopServer(server);
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
}

/**
 * How much of the page's main-thread task time the thread spent on a processor core (its thread
 * clock against the wall clock, both in Chromium's trace), from the navigation on. Lighthouse
 * slows each task's wall time by 4, so a task that waited for a core counts as the page's work: on
 * this two-core host the page's own background threads (compiling its scripts, drawing its
 * frames), Chromium's other processes, the server and Lighthouse take turns with it (about 40 %
 * of its task time on a core here, where a busy loop alone gets 99 %: docs/performance.md).
 */
function mainThreadOnProcessor(trace, url) {
  const events = trace?.traceEvents ?? [];
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!navigation) return '?';
  let wall = 0;
  let onCore = 0;
  for (const task of mainThreadTasks(events, navigation)) {
    if (task.tdur === undefined) continue;
    wall += task.dur;
    onCore += task.tdur;
  }
  return wall ? `${Math.round((100 * onCore) / wall)} %` : '?';
}

/** This machine's processor time since it started, in clock ticks (Linux only): all of it, and the stolen part. */
function processorTimes() {
  if (!existsSync('/proc/stat')) return undefined;
  // cpu user nice system idle iowait irq softirq steal …
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { total: ticks.slice(0, 8).reduce((sum, t) => sum + t, 0), steal: ticks[7] };
}

/** The share of the processor time between two readings that a virtual machine's hypervisor gave to other machines (steal). */
function stolenShare(before, after) {
  if (!before || !after || after.total === before.total) return undefined;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}

/**
 * One Lighthouse run of a page (Lighthouse sometimes fails to record the trace: up to 3 tries):
 * its report, and its mainThreadOnProcessor.
 */
async function measured(page) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const { lhr, artifacts } = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // Signed in: the session stays in storage (the HTTP cache is emptied in storeShopper instead).
      disableStorageReset: Boolean(page.shopper),
    });
    const trace = artifacts.Trace ?? artifacts.traces?.defaultPass;
    if (process.env.BENCH_WEB_SAVE)
      writeFileSync(join(process.env.BENCH_WEB_SAVE, 'last-trace.json'), JSON.stringify(trace));
    if (!lhr.runtimeError) return { lhr, onProcessor: mainThreadOnProcessor(trace, `${base}${page.path}`) };
    console.log(
      `  ${page.path}: Lighthouse's run ${attempt} failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  }
  return undefined;
}

async function api(method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A shopper account, signed up through the API, as a returning visitor's browser keeps it. */
async function signedUpShopper() {
  const { token, user } = await api('POST', '/api/auth/register', { ...SHOPPER, birthDate: '1990-05-17' });
  return { token, user };
}

/** A paid order to pick up (no address needed), for its confirmation page. */
async function placedOrder(shopper, product) {
  const order = await api(
    'POST',
    '/api/orders',
    { items: [{ productId: product.id, quantity: 1 }], delivery: { option: 'pickup' } },
    shopper.token,
  );
  return order.id;
}

/** A cart line as the web app saves it (shared/cart: the domain's addToCart). */
function cartLine(product) {
  return {
    id: product.id,
    name: product.name,
    ...(product.name_en ? { name_en: product.name_en } : {}),
    price: Number(product.basePrice),
    currency: product.currency,
    image: product.image ?? product.images?.[0] ?? '',
    stock: product.stock,
    category: product.category,
    selectedOptions: {},
    quantity: 1,
  };
}

/** The shopper's session (and cart) in the origin's storage, and an empty HTTP cache, as a cold visit. */
async function storeShopper(tab, cdp, page) {
  await tab.goto(`${base}/robots.txt`);
  await tab.evaluate(
    (token, user, cart) => {
      localStorage.clear();
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      if (cart) localStorage.setItem('cart', JSON.stringify(cart));
    },
    page.shopper.token,
    page.shopper.user,
    page.cart,
  );
  await cdp.send('Network.clearBrowserCache');
}

function printDetails(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const performance = Math.round(lhr.categories.performance.score * 100);
  console.log(`  ${lhr.finalDisplayedUrl}: performance ${performance}`);
  for (const item of items('largest-contentful-paint-element').flatMap((table) => table.items ?? []))
    if (item.node) console.log(`    largest paint: ${item.node.snippet}`);
  for (const item of items('layout-shifts'))
    console.log(`    shift ${item.score.toFixed(3)}: ${item.node?.snippet ?? item.node?.nodeLabel ?? '?'}`);
  for (const task of items('long-tasks')) console.log(`    long task ${Math.round(task.duration)} ms: ${task.url}`);
}
