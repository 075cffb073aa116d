import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** Files a browser receives compressed: the scripts, the stylesheet and the drawings. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Writes each compressed form of the browser's files beside it (`app.js.br`, `app.js.gz`) at the
 * strongest settings, once per build: the server sends these (its static files' `preCompressed`)
 * instead of compressing the same file again for every request at the fast setting a request can
 * afford. Brotli at 11 makes the first load's script some 14 % smaller than at 4
 * (docs/performance.md), and the server spends nothing on it. Returns the twins written.
 */
export function writeCompressedTwins(dir: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    const twins = {
      br: brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gz: gzipSync(bytes, { level: zlib.Z_BEST_COMPRESSION }),
    };
    for (const [suffix, twin] of Object.entries(twins)) {
      // A twin no smaller than its file would only cost the reader the decoding.
      if (twin.length >= bytes.length) continue;
      writeFileSync(`${path}.${suffix}`, twin);
      written.push(`${path}.${suffix}`);
    }
  }
  return written;
}
