import { chromium } from '@playwright/test';
import { CHROMIUM_PATH, CHROMIUM_FLAGS } from '../scripts/chromium.mjs';
const base = 'http://127.0.0.1:3351';
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const products = await (await fetch(`${base}/api/products?limit=100`)).json();
const named = (n) => products.find((p) => p.name === n);
const desktop = named('PC armada Core i5-14600K RTX 4060');
const iphone = named('Apple iPhone 15 128 GB');
const pixel = named('Google Pixel 8 128 GB');
const laptops = [named('HP Pavilion 15 Core i7'), named('Lenovo IdeaPad Slim 3 15" Ryzen 5 7530U')];
const pages = {
  desktop: `/producto/${desktop.id}`,
  laptop: `/producto/${laptops[0].id}`,
  compare: `/comparar?ids=${iphone.id},${pixel.id}&opciones-${iphone.id}=storage:storage-512gb-almacenamiento`,
  comparelaptops: `/comparar?ids=${laptops.map((l) => l.id).join(',')}`,
};
const only = process.argv[2];
for (const [width, height, mobile] of [[1280, 800, false], [375, 812, true]]) {
  for (const theme of ['light', 'dark']) {
    for (const lng of ['es', 'en']) {
      const context = await browser.newContext({ viewport: { width, height }, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: 1, locale: 'es-ES' });
      await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        if (only && name !== only) continue;
        await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
        await page.waitForLoadState('networkidle').catch(() => {});
        await page.waitForTimeout(800);
        await page.screenshot({ path: `/tmp/shots-lead/${name}-${width}-${theme}-${lng}.png`, fullPage: name.startsWith('compare') });
      }
      await context.close();
    }
  }
}
await browser.close();
