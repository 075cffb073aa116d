// Speed budget of the storefront (Lighthouse performance ≥ 95 on a phone): the JavaScript
// the first page needs, then
// Lighthouse 12 in its default mobile mode (simulated throttling) against the production
// server on /, /productos and one /producto/{id}, in Debian's Chromium.
// Targets: first load ≤ 110 kB gzip, no chunk over 150 kB; performance ≥ 95, accessibility ≥ 95,
// SEO 100 (issue 25: search engines find every page), CLS ≤ 0.02.
// BENCH_WEB_PORT moves the server off 3303 when that port is taken.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3303);
const base = `http://127.0.0.1:${PORT}`;

console.log('JavaScript needed to render / (gzip):');
const size = spawnSync(process.execPath, ['apps/web/scripts/first-load-size.mjs'], { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-web-'));
const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-web-secret-bench-web-secret-0123456',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

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

let chrome;
let failed = size.status !== 0;
try {
  await until(async () => (await fetch(`${base}/api/health`)).ok, 'server', 120);
  const products = await (await fetch(`${base}/api/products?limit=100`)).json();
  // The seed draws its images after the server starts listening: measure pages with their images.
  await until(
    async () => (await Promise.all(products.map((p) => fetch(base + p.image, { method: 'HEAD' })))).every((r) => r.ok),
    'seed images',
    300,
  );

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const pages = ['/', '/productos', `/producto/${products[0].id}`];
  console.log('\nLighthouse 12, mobile, simulated throttling\n');
  console.log('| page | performance | accessibility | SEO | FCP | LCP | SI | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const path of pages) {
    let lhr;
    // Lighthouse sometimes fails to record the trace (NO_NAVSTART, "run Lighthouse again").
    for (let attempt = 1; attempt <= 3 && (!lhr || lhr.runtimeError); attempt++) {
      ({ lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo'],
      }));
    }
    if (lhr.runtimeError) {
      console.log(`| ${path} | Lighthouse could not measure the page: ${lhr.runtimeError.message} |`);
      failed = true;
      continue;
    }
    const performance = Math.round(lhr.categories.performance.score * 100);
    const accessibility = Math.round(lhr.categories.accessibility.score * 100);
    const seo = Math.round(lhr.categories.seo.score * 100);
    // An SEO audit that fails is named, so the table says what to mend.
    const seoFailures = lhr.categories.seo.auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    const cls = lhr.audits['cumulative-layout-shift'].numericValue;
    const lcp = lhr.audits['largest-contentful-paint'].numericValue;
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    const fcp = lhr.audits['first-contentful-paint'].numericValue;
    const si = lhr.audits['speed-index'].numericValue;
    const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(
      `| ${path} | ${performance} | ${accessibility} | ${seo}${seoFailures.length ? ` (${seoFailures.join(', ')})` : ''} | ${seconds(fcp)} | ${seconds(lcp)} | ${seconds(si)} | ${tbt.toFixed(0)} ms | ${cls.toFixed(3)} |`,
    );
    if (performance < 95 || accessibility < 95 || seo < 100 || cls > 0.02) failed = true;
  }
  console.log(
    `\nTargets (performance ≥ 95, accessibility ≥ 95, SEO 100, CLS ≤ 0.02, first load ≤ 110 kB): ${failed ? 'NOT all met' : 'met'}`,
  );
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
