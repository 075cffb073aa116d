// Debian's Chromium, driven by the end-to-end tests (Playwright) and the storefront benchmarks
// (Lighthouse, Puppeteer); Playwright cannot download its own browser here.
export const CHROMIUM_PATH = '/usr/bin/chromium';

// The end-to-end tests run in Chromium's headless shell (Debian's chromium-headless-shell), the
// browser Playwright itself runs headless tests in: the same engine without the browser's own
// windows. In the full browser every test's context is a new window, whose address bar starts its
// pop-up (a page of Chromium's own, in a renderer of its own) and spent about 2.5 s of a core
// beside each test's page: the suite took 191 s where it takes 108 with the shell
// (docs/performance.md). The benchmarks keep the full browser, which Lighthouse expects.
export const CHROMIUM_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

// Running as root needs --no-sandbox. The network is closed: without the background-networking
// flags Chromium's own connections (updates, sync, QUIC probes) are refused many at a time.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
