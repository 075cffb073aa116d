// Prints the gzip size of the JavaScript needed to render the first page: the entry
// chunk plus everything it imports statically (dynamic imports excluded), read from
// Vite's manifest. Exits 1 above the first-load budget (110 kB, docs/decisions/0002-first-load-budget.md) or with a chunk over 150 kB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dist, manifest, withStaticImports } from './manifest.mjs';

const FIRST_LOAD_BUDGET = 110 * 1024;
const CHUNK_BUDGET = 150 * 1024;
const gzipSize = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const seen = withStaticImports(entryKey);

let total = 0;
for (const key of seen) {
  const size = gzipSize(manifest[key].file);
  total += size;
  console.log(`${kB(size).padStart(9)}  ${manifest[key].file}`);
}
console.log(`${kB(total).padStart(9)}  first load (budget ${kB(FIRST_LOAD_BUDGET)})`);

const oversized = Object.values(manifest).filter(
  (chunk) => chunk.file.endsWith('.js') && gzipSize(chunk.file) > CHUNK_BUDGET,
);
for (const chunk of oversized) console.log(`chunk over ${kB(CHUNK_BUDGET)}: ${chunk.file}`);
process.exit(total > FIRST_LOAD_BUDGET || oversized.length > 0 ? 1 : 0);
