import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vitest/config';
import { domainAliases } from '../../packages/domain/entry-points.mjs';
import { writeCompressedTwins } from './build/compressed-twins.ts';

const syncExternalStoreShim = fileURLToPath(
  new URL('./src/shared/lib/use-sync-external-store-shim.ts', import.meta.url),
);
// During `vite dev` the API runs separately (npm run dev -w @shop/api); in production it serves this build.
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * The storefront's pages arrive rendered (src/entry-server.tsx): the scripts only make them
 * interactive, so they load at low priority and leave the bandwidth of a slow phone to the
 * stylesheet and the images above the fold, which the shopper is waiting to see.
 */
function scriptsAtLowPriority(): Plugin {
  return {
    name: 'scripts-at-low-priority',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"'),
    },
  };
}

/**
 * The page hydrates only once scroll restoration has started (src/main.tsx), a small lazy chunk:
 * announced in the page, it loads beside the entry instead of after it, a round trip later.
 */
function preloadScrollRestoration(): Plugin {
  return {
    name: 'preload-scroll-restoration',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/shared/lib/scroll-restoration.ts'),
        );
        if (!chunk) return html;
        return html.replace(
          '</head>',
          `  <link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk.fileName}">\n  </head>`,
        );
      },
    },
  };
}

/** The compressed forms of the browser's files, written beside them (build/compressed-twins.ts). */
function precompressedTwins(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'precompressed-twins',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (!ssr) writeCompressedTwins(outDir);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), scriptsAtLowPriority(), preloadScrollRestoration(), precompressedTwins()],
  resolve: {
    alias: [
      ...domainAliases(),
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: syncExternalStoreShim },
    ],
  },
  server: {
    proxy: { '/api': apiOrigin, '/uploads': apiOrigin },
  },
  build: {
    target: 'es2022',
    manifest: true,
    modulePreload: {
      // Every browser that runs es2022 code supports <link rel="modulepreload">.
      polyfill: false,
      // The page's own scripts are announced in its HTML (index.html; entry-server.tsx adds a
      // personal page's chunks), but a lazy chunk is not preceded by preload links for the chunks it
      // imports: the browser asks for them as soon as it reads the chunk. Vite's helper added those
      // links from the main thread at each lazy load (the page's, then the header's, the footer's,
      // the toaster's), the work of the busiest tasks after the first paint: without them Lighthouse's
      // blocking time fell from about 800 to 400 ms on a phone and the score rose by 8 (docs/performance.md,
      // fifteenth session), for one more round trip the first time a kind of page is opened.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((file) => file.endsWith('.css')),
    },
    rollupOptions: {
      output: {
        // Everything the first page needs in one chunk, whichever lazy pages also use it. Left
        // to itself, the bundler split modules shared by the entry and a lazy page (i18next,
        // the image component) into chunks of their own as soon as the cart page used them:
        // 8 first-load files instead of 4 and 1.8 kB more once compressed (111.2 kB against
        // the 110 kB budget). One chunk compresses best: 109.0 kB for the same code.
        codeSplitting: { groups: [{ name: 'first-load', tags: ['$initial'] }] },
      },
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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
