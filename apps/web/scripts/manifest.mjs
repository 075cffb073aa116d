// Vite's build manifest, read by the build's checks (first-load-size.mjs, storefront-without-zod.mjs).
import { readFileSync } from 'node:fs';

export const dist = new URL('../dist/', import.meta.url);
export const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

/** The chunk `key` and every chunk it imports statically (what loads with it, dynamic imports aside). */
export function withStaticImports(key) {
  const seen = new Set();
  const visit = (chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const imported of manifest[chunk].imports ?? []) visit(imported);
  };
  visit(key);
  return seen;
}
