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
