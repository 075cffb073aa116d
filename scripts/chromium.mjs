// Debian's Chromium, driven by the end-to-end tests (Playwright) and the storefront benchmark
// (Lighthouse); Playwright cannot download its own browser here.
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
