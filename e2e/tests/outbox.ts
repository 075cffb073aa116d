import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { readMail, type ReadMail } from '../../apps/api/test/mime';

/**
 * The mails the e2e server writes into its outbox folder (no SMTP_URL: DATA_DIR/outbox, one .eml
 * per mail), read back as a person would get them. playwright.config.ts starts the server with
 * DATA_DIR ../.tmp/e2e-data (from e2e/).
 */
const OUTBOX = join(process.cwd(), '../.tmp/e2e-data/outbox');

/** Every mail written so far to `to`, newest first. */
export function mailsTo(to: string): ReadMail[] {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.eml'))
    .map((entry) => entry.name)
    .sort()
    .reverse()
    .map((name) => readMail(readFileSync(join(OUTBOX, name), 'utf8')))
    .filter((mail) => mail.headers.get('to') === to);
}

/** The newest mail to `to` whose subject matches, once the worker has written it. */
export async function mailTo(to: string, subject: RegExp): Promise<ReadMail> {
  let found: ReadMail | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(to).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The mail's HTML as Chromium draws it, at a phone's and a laptop's width (looked at, kept with the test). */
export async function drawMail(page: Page, mail: ReadMail, name: string, testInfo: TestInfo): Promise<void> {
  const viewport = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(mail.html);
    // One column that fits: nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport ?? { width: 1280, height: 800 });
}
