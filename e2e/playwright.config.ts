import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL_PATH } from '../scripts/chromium.mjs';

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// E2E_BASE_URL points the suite at a server that is already running (no server is started then).
const externalServer = process.env.E2E_BASE_URL;
const BASE_URL = externalServer ?? `http://127.0.0.1:${PORT}`;
// Overridable so the suite can run against another build of the server (the default is the real one).
const serverEntry = process.env.E2E_SERVER_ENTRY ?? '../apps/api/dist/server.js';

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL_PATH, args: CHROMIUM_FLAGS },
};

export default defineConfig({
  testDir: './tests',
  // Two cores: one worker per core, the server shares them.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A whole shopper's task (sign up, add, open the cart, pay with its 2 s simulated authorisation)
  // takes 12 s alone and passed 30 s beside another worker on a slow two-core machine: the budget
  // is for that machine, a test that works finishes long before it.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // The browser's language decides the shop's first language; the tests read Spanish texts.
    locale: 'es-ES',
    headless: true,
    // A trace (a snapshot and screenshot at every step) costs about a third of the suite's time when
    // recorded for every test, as 'retain-on-failure' does: recorded only for a failed test's retry.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...chromium, viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      // The phone runs only the cases about layout (tagged '@layout'): the rest behaves the same
      // at every width, and running it twice doubled the suite's time.
      grep: /@layout/,
      use: { ...chromium, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: externalServer
    ? undefined
    : {
        // A fresh data directory each run: the server migrates and seeds it on start.
        command: `rm -rf ../.tmp/e2e-data && node ${serverEntry}`,
        url: `${BASE_URL}/api/health`,
        timeout: 120_000,
        reuseExistingServer: false,
        // WEB_DIST_DIR is the server's default too; explicit so any build of the server serves this app.
        env: {
          PORT: String(PORT),
          DATA_DIR: '../.tmp/e2e-data',
          WEB_DIST_DIR: '../apps/web/dist',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          // A superadmin for the user-management tests (e2e/tests/admin-users.spec.ts).
          SUPERADMIN_EMAIL: 'super@e2e.test',
          SUPERADMIN_PASSWORD: 'Super-e2e-2026!',
          // Every test signs up its own accounts, all from 127.0.0.1 (and retries sign up again).
          REGISTRATIONS_PER_HOUR: '1000',
          // Playwright's request client keeps connections open, and one the server closes after 5 s
          // idle can be reused in that very moment: the request fails with ECONNRESET (seen once in
          // CI, on two busy cores). In front of the shop a proxy closes idle connections first
          // (deploy/Caddyfile); the tests' client cannot be told to, so their servers keep idle
          // connections longer than any test waits.
          KEEP_ALIVE_TIMEOUT_MS: '120000',
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
