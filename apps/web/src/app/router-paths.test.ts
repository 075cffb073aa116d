import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isAppPagePath } from '@shop/domain';

// The server answers 404 for an address that is no page (APP_PAGE_PATHS); the router decides what
// each page is. The two must name the same pages.
const source = ['./router.tsx', './admin-routes.tsx']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
// A route's literal path: in a <Route path="…"> element, or an entry of router.tsx's SHOP_PAGES ({ path: '…', … }).
const literalPaths = [...source.matchAll(/(?:<Route path="([^"]+)">|\bpath: '([^']+)')/g)].map(
  (match) => (match[1] ?? match[2])!,
);

describe("the server's list of pages", () => {
  it("holds every path of the app's router", () => {
    expect(literalPaths.length).toBeGreaterThan(10);
    for (const path of literalPaths) expect(APP_PAGE_PATHS, path).toContain(path);
  });

  it('names no page the router lacks (the two pattern routes aside: /auth|/restablecer and /admin/…)', () => {
    const byPattern = ['/auth', '/restablecer'];
    for (const path of APP_PAGE_PATHS) expect([...literalPaths, ...byPattern], path).toContain(path);
    expect(source).toContain('{ path: /^\\/(auth|restablecer)$/,');
  });

  it.each([
    ['/', true],
    ['/producto/123', true],
    ['/producto/123/', true],
    ['/mis-pedidos/abc', true],
    ['/admin/users', true],
    ['/producto', false],
    ['/producto/1/2', false],
    ['/cualquier/cosa', false],
    ['/admin/nada', false],
    ['//', false],
  ])('%s is a page: %s', (path, expected) => expect(isAppPagePath(path)).toBe(expected));
});
