// A steadier way than Lighthouse to compare two builds' main-thread work on one page. Lighthouse
// scores a build from three loads, each on whatever speed this shared host has that minute: the
// same build's blocking time varies by ±300 ms, and a change of a third of it cannot be seen in
// three runs. This loads the page many times, builds in turns (a server started for each build
// in each round, so each round's minutes are shared), and traces each load in Chromium, not
// slowed. It counts blocking time as Lighthouse does for a phone four times slower than this
// host: every main-thread task of the page adds four times its length less 50 ms.
// It prints each build's median and spread, not a score: the figures are for comparing builds on
// the same minutes, not for the targets (bench/web.mjs).
//
//   npm run build, then, for each build to compare, its web app built into a folder beside dist
//   (apps/web/<name>/dist and apps/web/<name>/dist-server: the server's render imports React from
//   the repository's node_modules):
//   BENCH_BLOCKING_BUILDS=apps/web/dist,apps/web/other/dist BENCH_WEB_DATA_DIR=/tmp/shop-data \
//     node bench/web-blocking.mjs
//
// BENCH_BLOCKING_PAGE (default /productos), BENCH_BLOCKING_ROUNDS (8; two loads per build a round,
// after one that fills the server's page cache), BENCH_WEB_PORT (3303), BENCH_WEB_DATA_DIR (a
// seeded shop's data, kept between runs; a fresh one is seeded otherwise).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { mainThreadTasks } from './page-tasks.mjs';
import { startShopServer, stopShopServer } from './shop-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3303);
const base = `http://127.0.0.1:${PORT}`;
const PAGE = process.env.BENCH_BLOCKING_PAGE ?? '/productos';
const ROUNDS = Number(process.env.BENCH_BLOCKING_ROUNDS ?? 8);
const BUILDS = (process.env.BENCH_BLOCKING_BUILDS ?? 'apps/web/dist').split(',').map((build) => resolve(root, build));
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const dataDir = process.env.BENCH_WEB_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'shop-bench-blocking-'));
const traceDir = mkdtempSync(join(tmpdir(), 'shop-bench-trace-'));
const traceFile = join(traceDir, 'trace.json');

/** One load of the page in a cold tab: its blocking time and the main thread's busy time. */
async function measure(browser) {
  // A tab of the browser's own window, emptied of the last load's cache and storage. A fresh browser
  // context would open a window of its own, whose address bar's pop-up (a page of Chromium's own)
  // starts in a renderer and burns about 2 s of a core while the page under test loads.
  const page = await browser.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.clearBrowserCookies');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  // Lighthouse's phone: a Moto G Power's screen.
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await page.tracing.start({
    path: traceFile,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(base + PAGE, { waitUntil: 'load' });
  // Hydration, the lazy parts and the first API calls settle well within this.
  await new Promise((r) => setTimeout(r, 4000));
  await page.tracing.stop();
  await page.close();
  const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents;
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(base));
  // Every task from the page's first parse on, the first paint's own included: on this host the
  // first paint comes before or after the entry's evaluation from one load to the next, which
  // halved or doubled a count started at it. On Lighthouse's slow network the scripts always
  // run after it.
  const tasks = mainThreadTasks(events, parse);
  const ms = (task) => task.dur / 1000;
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, SLOWDOWN * ms(task) - LONG_TASK_MS), 0),
    busy: tasks.reduce((sum, task) => sum + ms(task), 0),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = new Map(BUILDS.map((build) => [build, []]));
const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
try {
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with the next build: the first build of a round measured slower, whichever it was.
    for (const build of [...BUILDS.slice(round % BUILDS.length), ...BUILDS.slice(0, round % BUILDS.length)]) {
      const { server } = await startShopServer({ port: PORT, dataDir, webDist: build });
      try {
        await measure(browser); // fills the server's cache of rendered pages
        for (let load = 0; load < 2; load++) results.get(build).push(await measure(browser));
      } finally {
        await stopShopServer(server);
      }
    }
    process.stdout.write(`round ${round + 1} of ${ROUNDS}\n`);
  }
} finally {
  await browser.close();
  rmSync(traceDir, { recursive: true, force: true });
  if (!process.env.BENCH_WEB_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n${PAGE}, ${ROUNDS * 2} loads a build, blocking time as on a phone ${SLOWDOWN}× slower than this host\n`);
console.log('| build | blocking, median | blocking, range | main thread busy, median |');
console.log('|---|---|---|---|');
for (const [build, loads] of results) {
  const blocking = loads.map((load) => load.blocking);
  console.log(
    `| ${build.replace(root, '')} | ${median(blocking).toFixed(0)} ms | ${Math.min(...blocking).toFixed(0)}–${Math.max(...blocking).toFixed(0)} ms | ${median(loads.map((load) => load.busy)).toFixed(0)} ms |`,
  );
}
