import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './context';

// A stand-in for apps/web/dist: the server's job is the same whatever the build contains.
const webDist = mkdtempSync(join(tmpdir(), 'shop-web-dist-'));
let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tienda</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
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
