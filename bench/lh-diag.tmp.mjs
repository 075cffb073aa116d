// Temporary: Lighthouse diagnostics for one address (not committed).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
for (let run = 0; run < Number(process.argv[3] ?? 1); run++) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = lhr.audits;
  console.log(`score ${Math.round(lhr.categories.performance.score * 100)} TBT ${Math.round(a['total-blocking-time'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} SI ${Math.round(a['speed-index'].numericValue)} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`);
  for (const t of a['long-tasks'].details?.items ?? []) console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ${t.url}`);
  for (const g of a['mainthread-work-breakdown'].details.items) console.log(`  ${g.group} ${Math.round(g.duration)}`);
}
await chrome.kill();
