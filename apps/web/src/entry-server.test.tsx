import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as ReactDomStatic from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedProduct } from './test/product';

const passes = vi.hoisted(() => ({ count: 0 }));
vi.mock('react-dom/static', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactDomStatic>();
  return {
    ...actual,
    prerender: (...args: Parameters<typeof ReactDomStatic.prerender>) => {
      passes.count += 1;
      return actual.prerender(...args);
    },
  };
});

const { renderPage, setApiTransport } = await import('./entry-server');

const SHELL = readFileSync(join(__dirname, '..', 'index.html'), 'utf8');
let product = storedProduct({ id: 'p1', _id: 'p1', name: 'Portátil Uno', variantType: undefined });
setApiTransport(async (input) => {
  const url = new URL(String(input instanceof Request ? input.url : input));
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.pathname === '/api/products/p1') return json(product);
  return json({ message: 'no', code: 'NOT_FOUND' }, 404);
}, 'http://in-process.invalid');

afterEach(() => {
  passes.count = 0;
});

/** The document without the moments its answers were taken (they differ from render to render). */
const withoutMoments = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');

const render = (path: string, language: 'es' | 'en' = 'es') =>
  renderPage({ path, search: '', language, origin: 'https://shop.test' }, SHELL);

/**
 * Components declare their queries while rendering, so a page is first rendered twice (once to
 * find them, once with their answers). A page rendered before asks the same queries first and is
 * rendered once: the same document a first render makes.
 */
describe('the server entry renders a page again in one pass', () => {
  it('renders a new address in two passes, the same address again in one, to the same document', async () => {
    const first = await render('/producto/p1');
    expect(passes.count).toBe(2);
    expect(first.status).toBe(200);
    expect(first.html).toContain('Portátil Uno');
    passes.count = 0;
    const again = await render('/producto/p1');
    expect(passes.count).toBe(1);
    expect(again.status).toBe(first.status);
    expect(withoutMoments(again.html)).toBe(withoutMoments(first.html));
  });

  it('shows a change in its one pass, as a first render of the same data does', async () => {
    await render('/producto/p1', 'en');
    product = { ...product, name: 'Portátil Dos', name_en: 'Laptop Two', stock: 0, version: 5 };
    passes.count = 0;
    const again = await render('/producto/p1', 'en');
    expect(passes.count).toBe(1);
    expect(again.html).toContain('Laptop Two');
    passes.count = 0;
    // Another address of the same page (a trailing slash): rendered for the first time.
    const fresh = await render('/producto/p1/', 'en');
    expect(passes.count).toBe(2);
    expect(withoutMoments(again.html)).toBe(withoutMoments(fresh.html.replaceAll('/producto/p1/', '/producto/p1')));
  });

  it('renders a page whose call failed in two passes again, with its status', async () => {
    const missing = await render('/producto/p404');
    expect(missing.status).toBe(404);
    passes.count = 0;
    expect((await render('/producto/p404')).status).toBe(404);
    expect(passes.count).toBe(2);
  });
});

/** A build's manifest as Vite writes it: the entry, a lazy page with a chunk it shares, English texts. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  'src/features/cart/cart-page.tsx': { file: 'assets/cart-page-1.js', imports: ['_runtime.js', '_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', imports: ['_runtime.js'] },
  'src/shared/i18n/en.json': { file: 'assets/en-1.js' },
};
/** The built shell loads the entry and the runtime itself. */
const BUILT_SHELL = SHELL.replace(
  '</head>',
  '<script type="module" src="/assets/index-1.js"></script><link rel="modulepreload" href="/assets/runtime-1.js"></head>',
);
const preloadsOf = async (path: string, language: 'es' | 'en') => {
  const { html } = await renderPage({ path, search: '', language, origin: 'https://shop.test' }, BUILT_SHELL, MANIFEST);
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="\/([^"]+)">/g)].map(
    (match) => match[1],
  );
};

describe('the chunks a page announces', () => {
  it("a cart announces its page's chunks the shell lacks, and an English page its texts, after the shell's scripts", async () => {
    expect(await preloadsOf('/carrito', 'es')).toEqual(['assets/cart-page-1.js', 'assets/shared-1.js']);
    expect(await preloadsOf('/carrito', 'en')).toEqual([
      'assets/en-1.js',
      'assets/cart-page-1.js',
      'assets/shared-1.js',
    ]);
    const { html } = await renderPage(
      { path: '/carrito', search: '', language: 'es', origin: 'https://shop.test' },
      BUILT_SHELL,
      MANIFEST,
    );
    expect(html.indexOf('href="/assets/cart-page-1.js"')).toBeGreaterThan(html.indexOf('src="/assets/index-1.js"'));
  });

  it('a public page announces none of its own (measured: they slowed its hydration), only its language', async () => {
    expect(await preloadsOf('/producto/p1', 'es')).toEqual([]);
    expect(await preloadsOf('/producto/p1', 'en')).toEqual(['assets/en-1.js']);
  });
});
