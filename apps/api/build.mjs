// Bundles the API (and @shop/domain, which is TypeScript source) into dist/.
// npm dependencies stay external: they are installed next to the bundle.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { DOMAIN_ENTRY_POINTS } from '../../packages/domain/entry-points.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  alias: DOMAIN_ENTRY_POINTS,
  logLevel: 'warning',
});
