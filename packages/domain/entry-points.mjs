// The package's entry points as files, for the bundlers and test runners that read the
// TypeScript source directly (Vite, esbuild, Vitest). Keep in step with "exports" in package.json.
import { fileURLToPath } from 'node:url';

export const DOMAIN_ENTRY_POINTS = {
  '@shop/domain': fileURLToPath(new URL('./src/index.ts', import.meta.url)),
  '@shop/domain/catalogues': fileURLToPath(new URL('./src/catalogues/index.ts', import.meta.url)),
  '@shop/domain/account-api': fileURLToPath(new URL('./src/api/account.ts', import.meta.url)),
  '@shop/domain/staff-api': fileURLToPath(new URL('./src/api/staff.ts', import.meta.url)),
  '@shop/domain/reviews-api': fileURLToPath(new URL('./src/api/reviews.ts', import.meta.url)),
  '@shop/domain/remember-api': fileURLToPath(new URL('./src/api/remember.ts', import.meta.url)),
  '@shop/domain/product-admin': fileURLToPath(new URL('./src/product-admin/index.ts', import.meta.url)),
};

/** The same as exact-match aliases, so '@shop/domain' never rewrites the start of a subpath. */
export const domainAliases = () =>
  Object.entries(DOMAIN_ENTRY_POINTS).map(([name, file]) => ({
    find: new RegExp(`^${name.replace(/[/]/g, '\\/')}$`),
    replacement: file,
  }));
