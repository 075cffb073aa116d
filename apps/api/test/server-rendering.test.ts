import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredLanguage } from '../src/plugins/language';
import { createTestContext, type TestContext } from './context';

// A stand-in for the web build: apps/web/dist (the shell) and apps/web/dist-server (the
// server entry). The real entry, which writes the title, description and state into the
// shell, is tested in the web app (app/page-document.test.ts) and end to end; this one
// checks the server's side of the contract: language, in-process API calls, status, the
// cache and the fall-backs.
const webRoot = mkdtempSync(join(tmpdir(), 'shop-web-build-'));
const SHELL =
  '<!doctype html><html lang="es"><head><meta name="description" content="Tienda" /><title>TechStore</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
const SERVER_ENTRY = `
let transport;
let renders = 0;
export function isServerRenderedPath(path) { return path === '/' || path.startsWith('/producto/'); }
export function setApiTransport(fetch, baseUrl) { transport = { fetch, baseUrl }; }
export async function renderPage({ path, search, language }, shell) {
  if (search.includes('boom')) throw new Error('render failed');
  if (search.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 2500));
  const id = path.startsWith('/producto/') ? path.slice('/producto/'.length) : '';
  const response = await transport.fetch(transport.baseUrl + (id ? '/api/products/' + id : '/api/products?limit=1'));
  const body = await response.json();
  const total = response.headers.get('x-total-count');
  renders += 1;
  const markup =
    (search.includes('big') ? '<!--' + 'x'.repeat(4000) + '-->' : '') +
    '<p>' + response.status + '|' + (Array.isArray(body) ? body.length : body.name) + '|' + total + '|' + language + '</p>' +
    '<i>render ' + renders + '</i>' +
    (search.includes('slow') ? '<script type="application/json" id="ssr-state">{}</script>' : '');
  return {
    html: shell.replace('<html lang="es"', '<html lang="' + language + '"').replace('<div id="root"></div>', '<div id="root">' + markup + '</div>'),
    status: response.status === 404 ? 404 : 200,
  };
}`;

let ctx: TestContext;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'dist'));
  mkdirSync(join(webRoot, 'dist-server'));
  writeFileSync(join(webRoot, 'dist', 'index.html'), SHELL);
  writeFileSync(join(webRoot, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  ctx = await createTestContext({ env: { WEB_DIST_DIR: join(webRoot, 'dist') } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

/** Asks again every 100 ms, for at most 10 s, until the answer satisfies `done`. */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  let answer = await ask();
  for (let attempt = 0; attempt < 100 && !done(answer); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await ask();
  }
  return answer;
}

describe('server-rendered storefront pages', () => {
  it('sends the document the web rendered into the built shell, answering its API calls in process', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    // One product asked for, 51 in the seeded catalogue: the real product route answered.
    expect(response.body).toBe(
      SHELL.replace('<div id="root"></div>', '<div id="root"><p>200|1|51|es</p><i>render 1</i></div>'),
    );
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('renders an address once while the catalogue is unchanged, and again after a change', async () => {
    const renderOf = async (url: string) => /<i>render (\d+)<\/i>/.exec((await page(url)).body)?.[1];
    const first = await renderOf('/?cached=1');
    expect(first).toBeDefined();
    expect(await renderOf('/?cached=1')).toBe(first);
    expect(await renderOf('/?cached=1&other=1')).not.toBe(first);

    await ctx.db.kysely.updateTable('products').set({ stock: 3 }).execute();
    expect(
      await eventually(
        () => renderOf('/?cached=1'),
        (render) => render !== first,
      ),
    ).not.toBe(first);
  });

  it('renders a stale page again at most every 2 s, however many changes come meanwhile', async () => {
    const renderOf = async (url: string) => /<i>render (\d+)<\/i>/.exec((await page(url)).body)?.[1];
    const first = await renderOf('/?throttled=1');
    const renderedAt = performance.now();
    // Orders change a stock, so the catalogue's version, several times a second.
    for (let change = 0; change < 3; change++) {
      await ctx.db.kysely
        .updateTable('products')
        .set({ stock: 20 + change })
        .execute();
      expect(await renderOf('/?throttled=1')).toBe(first);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (performance.now() - renderedAt < 1_800) expect(await renderOf('/?throttled=1')).toBe(first);
    const fresh = await eventually(
      () => renderOf('/?throttled=1'),
      (render) => render !== first,
    );
    expect(Number(fresh)).toBeGreaterThan(Number(first));
    expect(performance.now() - renderedAt).toBeGreaterThanOrEqual(2_000);
  }, 20_000);

  it('after a catalogue change, sends the last page at once and renders the new one in the background', async () => {
    const renderOf = async (url: string) => /<i>render (\d+)<\/i>/.exec((await page(url)).body)?.[1];
    // The stand-in renderer takes 2.5 s here: past the deadline, the first request gets the shell,
    // and the page is kept once rendered.
    expect((await page('/?slow=kept')).body).toBe(SHELL);
    const first = await eventually(
      () => renderOf('/?slow=kept'),
      (render) => render !== undefined,
    );
    expect(first).toBeDefined();

    await ctx.db.kysely.updateTable('products').set({ stock: 4 }).execute();
    const started = performance.now();
    const stale = await page('/?slow=kept');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(stale.body).toContain(`<i>render ${first}</i>`);
    // Marked stale: the browser asks again for the answers it was rendered with (apps/web/src/main.tsx).
    expect(stale.body).toContain('id="ssr-state">{"stale":true,');
    // Asking again while it renders starts no second render, and still answers at once.
    expect(await renderOf('/?slow=kept')).toBe(first);

    const fresh = await eventually(
      () => renderOf('/?slow=kept'),
      (render) => render !== first,
    );
    expect(Number(fresh)).toBe(Number(first) + 1);
    expect((await page('/?slow=kept')).body).toContain('id="ssr-state">');
  }, 20_000);

  it('compresses pages like the API answers', async () => {
    // Above the 1 kB under which compressing is not worth it.
    const response = await ctx.app.inject({ url: '/?big=1', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('<p>200|1|51|es</p>');
  });

  it('writes the page in the language of the lng parameter, else the cookie, else the browser', async () => {
    expect((await page('/?lng=en')).body).toContain('<html lang="en"');
    expect((await page('/', { cookie: 'theme=dark; i18next=en' })).body).toContain('|en</p>');
    expect((await page('/?lng=es', { cookie: 'i18next=en' })).body).toContain('|es</p>');
    expect((await page('/', { 'accept-language': 'fr-FR, en-US;q=0.8' })).body).toContain('|en</p>');
    expect((await page('/', { 'accept-language': 'de', cookie: 'i18next=xx' })).body).toContain('|es</p>');
  });

  it('answers an unknown product with status 404 and the page', async () => {
    const response = await page('/producto/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<p>404|');
  });

  it('falls back to the bare shell when rendering fails or is too slow', async () => {
    for (const url of ['/?boom=1', '/?slow=1']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  }, 10_000);

  it("sends a form's empty fields away: the address leaves them out", async () => {
    // The test's server entry renders '/' (the catalogue's first page) and the product pages.
    const answer = await page('/?search=&category=laptops&minPrice=+&brand=LG&brand=');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/?category=laptops&brand=LG');
    expect((await page('/?search=')).headers.location).toBe('/');
    expect((await page('/?category=laptops')).statusCode).toBe(200);
    // Pages the browser renders alone keep their address as it is.
    expect((await page('/auth?next=')).statusCode).toBe(200);
  });

  it('sends the shell for the pages the browser renders alone', async () => {
    for (const url of ['/auth', '/carrito', '/admin/users']) expect((await page(url)).body).toBe(SHELL);
    expect((await ctx.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });
});

describe('Accept-Language', () => {
  it.each([
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['fr;q=1, en;q=0.8, es;q=0.9', 'es'],
    ['es-419', 'es'],
    ['en;q=0, es;q=0.1', 'es'],
    ['de, fr', undefined],
    ['', undefined],
    [';;;q=abc,,', undefined],
  ])('%j prefers %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});
