import { defineConfig } from 'vitest/config';
import { domainAliases } from '../../packages/domain/entry-points.mjs';

export default defineConfig({
  resolve: {
    alias: domainAliases(),
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
