import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

// A stand-in for apps/web/dist: the server's job is the same whatever the build contains.
const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
let ctx: TestContext;
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `palabra ${i}`))};`;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tienda</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  // The build writes compressed twins beside the big files (apps/web/build/compressed-twins.ts).
  writeFileSync(join(webDist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  writeFileSync(join(webDist, 'assets', 'big-abc123.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(join(webDist, 'assets', 'big-abc123.js.gz'), gzipSync(BIG_SCRIPT, { level: 9 }));
  ctx = await createTestContext({ seed: false, env: { WEB_DIST_DIR: webDist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers an address that is no page with the app and the status 404, so search engines drop it', async () => {
    for (const url of ['/cualquier/cosa', '/productos/extra', '/admin/nada']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it.each(['/', '/productos?category=laptops', '/producto/123', '/admin/users', '/restablecer'])(
    'answers %s with the app (history fallback)',
    async (url) => {
      const response = await ctx.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets as immutable and a missing asset as 404, never as the page', async () => {
    const asset = await ctx.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await ctx.app.inject('/assets/app-old999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it("sends a script's compressed twin that the browser accepts, as it was built, and the file to one that accepts none", async () => {
    const url = '/assets/big-abc123.js';
    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BIG_SCRIPT);
    // The twin's own bytes: not compressed again, at a request's fast setting.
    expect(brotli.rawPayload.equals(readFileSync(join(webDist, 'assets', 'big-abc123.js.br')))).toBe(true);
    const gzip = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(gzip.rawPayload.equals(readFileSync(join(webDist, 'assets', 'big-abc123.js.gz')))).toBe(true);
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toContain('immutable');
    }
  });

  it.each(['/producto/%E0%A4%A', '/api/products/%E0%A4%A'])(
    'answers an undecodable path (%s) with a clear 400',
    async (url) => {
      const response = await ctx.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'La dirección no es válida', code: 'BAD_URL' });
    },
  );

  it('keeps unknown API paths and uploads as JSON 404s', async () => {
    expect((await ctx.app.inject('/api/nada')).statusCode).toBe(404);
    expect((await ctx.app.inject('/uploads/seed/nada.webp')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/productos' })).statusCode).toBe(404);
  });
});

describe('security headers fit what each answer is', () => {
  // The OWASP set for an API: nothing may load from a JSON answer or frame it.
  const API_SET = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };

  it.each([
    ['a JSON answer', '/api/health', 200],
    ['a JSON refusal', '/api/nothing-here', 404],
    ['a refusal before the route runs', '/api/orders', 401],
    ['a script', '/assets/app-abc123.js', 200],
  ])('gives %s the short API set and not the page policy', async (_what, url, status) => {
    const response = await ctx.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject(API_SET);
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('revalidates with the set of what was kept: a JSON answer its own, a static file none', async () => {
    const revalidated = async (url: string) => {
      const first = await ctx.app.inject(url);
      const again = await ctx.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      return again.headers;
    };
    expect(await revalidated('/api/products')).toMatchObject(API_SET);
    const file = await revalidated('/assets/app-abc123.js');
    expect(file['content-security-policy']).toBeUndefined();
    expect(file['x-frame-options']).toBeUndefined();
  });

  it('gives a page the whole page policy and the browser-side headers', async () => {
    const response = await ctx.app.inject('/productos');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self' https://accounts.google.com/gsi/client",
      "frame-ancestors 'none'",
      "object-src 'none'",
      'frame-src https://www.youtube.com',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(response.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'origin-agent-cluster': '?1',
    });
  });
});
