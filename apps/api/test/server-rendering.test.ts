import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredLanguage } from '../src/plugins/language';
import { PAGE_TIMINGS } from '../src/modules/storefront/page-cache';
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
export function isServerRenderedPath(path) { return path === '/' || path.startsWith('/producto/') || path.startsWith('/mis-pedidos/'); }
export function renderedPathOf(path) { return path.startsWith('/mis-pedidos/') ? '/mis-pedidos/any' : path; }
export function setApiTransport(fetch, baseUrl) { transport = { fetch, baseUrl }; }
export async function renderPage({ path, search, language }, shell, manifest) {
  if (search.includes('boom')) throw new Error('render failed');
  if (search.includes('slow')) await new Promise((resolve) => setTimeout(resolve, 2500));
  if (path.startsWith('/mis-pedidos/')) {
    renders += 1;
    return { html: shell.replace('<div id="root"></div>', '<div id="root"><b>' + path + '</b><i>render ' + renders + '</i><s>' + (manifest ? Object.keys(manifest).join(',') : 'no manifest') + '</s></div>'), status: 200 };
  }
  const id = path.startsWith('/producto/') ? path.slice('/producto/'.length) : '';
  const response = await transport.fetch(transport.baseUrl + (id ? '/api/products/' + id : '/api/products?limit=1'));
  const body = await response.json();
  const total = response.headers.get('x-total-count');
  renders += 1;
  const markup =
    (search.includes('big') ? '<!--' + 'x'.repeat(4000) + '-->' : '') +
    '<p>' + response.status + '|' + (Array.isArray(body) ? body.length : body.name) + '|' + total + '|' + language + '</p>' +
    '<i>render ' + renders + '</i>' +
    (search.includes('slow') || search.includes('state') ? '<script type="application/json" id="ssr-state">{}</script>' : '');
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
  mkdirSync(join(webRoot, 'dist', '.vite'));
  writeFileSync(
    join(webRoot, 'dist', '.vite', 'manifest.json'),
    JSON.stringify({ 'src/page.tsx': { file: 'assets/page-1.js' } }),
  );
  writeFileSync(join(webRoot, 'dist-server', 'entry-server.js'), SERVER_ENTRY);
  ctx = await createTestContext({ env: { WEB_DIST_DIR: join(webRoot, 'dist') } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

/** Asks again every 100 ms, for at most 10 s, until the answer satisfies `done`. */
/** Which render of the test entry a page is (it counts its renders), read from the page sent for `url`. */
const renderOf = async (url: string) => /<i>render (\d+)<\/i>/.exec((await page(url)).body)?.[1];

/** Runs `body` with the kept pages' bounds changed, and puts them back afterwards. */
async function withPageTimings(changed: Partial<typeof PAGE_TIMINGS>, body: () => Promise<void>): Promise<void> {
  const timings = { ...PAGE_TIMINGS };
  Object.assign(PAGE_TIMINGS, changed);
  try {
    await body();
  } finally {
    Object.assign(PAGE_TIMINGS, timings);
  }
}

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
    const first = await renderOf('/?cached=1');
    expect(first).toBeDefined();
    expect(await renderOf('/?cached=1')).toBe(first);
    expect(await renderOf('/?cached=1&other=1')).not.toBe(first);

    // A price the page shows.
    await ctx.db.kysely.updateTable('products').set({ base_price: 1234 }).execute();
    expect(
      await eventually(
        () => renderOf('/?cached=1'),
        (render) => render !== first,
      ),
    ).not.toBe(first);
  });

  it('renders a stale page again at most every 2 s, however many changes come meanwhile', async () => {
    const first = await renderOf('/?throttled=1');
    const renderedAt = performance.now();
    // Staff change what a page shows, several times a second.
    for (let change = 0; change < 3; change++) {
      await ctx.db.kysely
        .updateTable('products')
        .set({ base_price: 2000 + change })
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
    // The stand-in renderer takes 2.5 s here: past the deadline, the first request gets the shell,
    // and the page is kept once rendered.
    expect((await page('/?slow=kept')).body).toBe(SHELL);
    const first = await eventually(
      () => renderOf('/?slow=kept'),
      (render) => render !== undefined,
    );
    expect(first).toBeDefined();

    await ctx.db.kysely.updateTable('products').set({ name: 'Producto renombrado' }).execute();
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

  it('sends a kept page compressed as the browser accepts it: brotli, else gzip, else as it is', async () => {
    // Above the 1 kB under which compressing is not worth it.
    const plain = await page('/?big=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<p>200|1|51|es</p>');
    for (const [accepted, sent] of [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
    ] as const) {
      const response = await page('/?big=1', { 'accept-encoding': accepted });
      expect(response.headers['content-encoding'], accepted).toBe(sent);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const body =
        sent === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : sent === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      // The same page, in the same bytes: compressed from the kept page, not rendered again.
      expect(body.toString()).toBe(plain.body);
    }
  });

  it("keeps a page while its answers hold, though the catalogue changed elsewhere (another product's stock)", async () => {
    const [shown, other] = await ctx.db.kysely.selectFrom('products').select('id').orderBy('id').limit(2).execute();
    const url = `/producto/${shown!.id}?state=1`;
    const first = await page(url);
    await ctx.db.kysely.updateTable('products').set({ stock: 7 }).where('id', '=', other!.id).execute();
    const after = await page(url);
    expect(after.body).toBe(first.body);
    expect(after.body).not.toContain('"stale":true');
  });

  it('a stock change: the page is sent marked stale at once, rendered again only after the stock bound', async () => {
    // The real bound is 15 s; the test cannot wait that long on both databases.
    await withPageTimings({ stockRefreshMs: 4_000 }, async () => {
      const [product] = await ctx.db.kysely
        .selectFrom('products')
        .select(['id', 'stock'])
        .orderBy('id')
        .limit(1)
        .execute();
      const url = `/producto/${product!.id}?state=stock`;
      const first = await renderOf(url);
      const renderedAt = performance.now();
      // An order took a unit.
      await ctx.db.kysely
        .updateTable('products')
        .set({ stock: product!.stock + 5 })
        .where('id', '=', product!.id)
        .execute();
      const stale = await page(url);
      expect(stale.body).toContain(`<i>render ${first}</i>`);
      // The browser asks again for the product, so it shows (and orders against) today's stock.
      expect(stale.body).toContain('id="ssr-state">{"stale":true,');
      // Past the bound of a shown change (2 s), not rendered again for a stock.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      if (performance.now() - renderedAt < 3_800) expect(await renderOf(url)).toBe(first);
      const fresh = await eventually(
        () => renderOf(url),
        (render) => render !== first,
      );
      expect(Number(fresh)).toBeGreaterThan(Number(first));
      expect(performance.now() - renderedAt).toBeGreaterThanOrEqual(4_000);
      expect((await page(url)).body).not.toContain('"stale":true');
    });
  }, 20_000);

  it('a price change shows on the page within the 2 s bound, and the page meanwhile is marked stale', async () => {
    const [product] = await ctx.db.kysely.selectFrom('products').select('id').orderBy('id', 'desc').limit(1).execute();
    const url = `/producto/${product!.id}?state=price`;
    const nameOf = async () => /<p>200\|([^|]*)\|/.exec((await page(url)).body)?.[1];
    await page(url);
    const changedAt = performance.now();
    await ctx.db.kysely.updateTable('products').set({ name: 'Nombre nuevo' }).where('id', '=', product!.id).execute();
    expect((await page(url)).body).toContain('id="ssr-state">{"stale":true,');
    expect(await eventually(nameOf, (name) => name === 'Nombre nuevo')).toBe('Nombre nuevo');
    expect(performance.now() - changedAt).toBeLessThan(2_000 + 1_500);
  }, 20_000);

  it('never sends a stale page older than the limit: the request waits for the new one', async () => {
    await withPageTimings({ staleLimitMs: 300 }, async () => {
      const [product] = await ctx.db.kysely
        .selectFrom('products')
        .select(['id', 'stock'])
        .orderBy('id')
        .limit(1)
        .execute();
      const url = `/producto/${product!.id}?state=limit`;
      const first = await renderOf(url);
      await new Promise((resolve) => setTimeout(resolve, 400));
      await ctx.db.kysely
        .updateTable('products')
        .set({ stock: product!.stock + 1 })
        .where('id', '=', product!.id)
        .execute();
      const next = await page(url);
      expect(next.body).not.toContain(`<i>render ${first}</i>`);
      expect(next.body).not.toContain('"stale":true');
    });
  });

  it("never sends a deleted product's kept page again, not even once", async () => {
    const [product] = await ctx.db.kysely
      .selectFrom('products')
      .select('id')
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .execute();
    const url = `/producto/${product!.id}?state=deleted`;
    expect((await page(url)).statusCode).toBe(200);
    await ctx.db.kysely.deleteFrom('products').where('id', '=', product!.id).execute();
    const gone = await page(url);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<p>404|');
  });

  it('renders and keeps one page for every address the entry says share one (an order frame for every order)', async () => {
    const first = await page('/mis-pedidos/1111?confirmado=1');
    const second = await page('/mis-pedidos/2222?confirmado=1');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<b>/mis-pedidos/any</b>');
    expect(first.body).not.toContain('1111');
    expect(second.body).toBe(first.body);
  });

  it("hands the entry the build's manifest, which the page's announced chunks come from", async () => {
    expect((await page('/mis-pedidos/any-order')).body).toContain('<s>src/page.tsx</s>');
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
