import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCompressedTwins } from './compressed-twins';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("the build's compressed twins", () => {
  it('writes a brotli and a gzip twin of each script, stylesheet and drawing that decode to the file', () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-twins-'));
    mkdirSync(join(dist, 'assets'));
    const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palabra ${i}`))};`;
    writeFileSync(join(dist, 'assets', 'app-1.js'), script);
    writeFileSync(join(dist, 'assets', 'app-1.css'), '.card{color:red}\n'.repeat(50));
    writeFileSync(join(dist, 'placeholder.svg'), `<svg>${'<rect/>'.repeat(40)}</svg>`);
    writeFileSync(join(dist, 'assets', 'photo.webp'), Buffer.alloc(4000, 7));

    const written = writeCompressedTwins(dist).map((path) => path.slice(dist.length + 1));

    expect(written.sort()).toEqual([
      'assets/app-1.css.br',
      'assets/app-1.css.gz',
      'assets/app-1.js.br',
      'assets/app-1.js.gz',
      'placeholder.svg.br',
      'placeholder.svg.gz',
    ]);
    const js = join(dist, 'assets', 'app-1.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length);
  });

  it('writes no twin that would be larger than its file', () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-twins-'));
    writeFileSync(join(dist, 'tiny.js'), 'a');
    expect(writeCompressedTwins(dist)).toEqual([]);
  });
});
