import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

const domainEntry = fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url));
// During `vite dev` the API runs separately (npm run dev -w @shop/api); in production it serves this build.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shop/domain': domainEntry } },
  server: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  build: {
    target: 'es2022',
    manifest: true,
    rollupOptions: {
      treeshake: {
        // packages/domain is pure (no I/O, no globals touched), but its schema module runs
        // zod at import time; declaring it side-effect free keeps zod out of every chunk
        // that only needs a constant or a formatter from it.
        moduleSideEffects: (id: string) => !id.includes('/packages/domain/src/'),
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
