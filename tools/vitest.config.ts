import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Rasterising a 1600×1200 drawing three times takes seconds on a busy machine.
  test: { environment: 'node', testTimeout: 30_000 },
});
