import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PAGE_PATHS, isAppPagePath } from '@shop/domain';
import { PAGE_MODULES, pageModule } from './page-modules';

// The server answers 404 for an address that is no page (APP_PAGE_PATHS); the router decides what
// each page is. The two must name the same pages.
const source = ['./router.tsx', './admin-routes.tsx']
  .map((file) => readFileSync(new URL(file, import.meta.url), 'utf8'))
  .join('\n');
const literalPaths = [...source.matchAll(/<Route path="([^"]+)">/g)].map((match) => match[1]!);

describe("the server's list of pages", () => {
  it("holds every path of the app's router", () => {
    expect(literalPaths.length).toBeGreaterThan(10);
    for (const path of literalPaths) expect(APP_PAGE_PATHS, path).toContain(path);
  });

  it('names no page the router lacks (the two pattern routes aside: /auth|/restablecer and /admin/…)', () => {
    const byPattern = ['/auth', '/restablecer'];
    for (const path of APP_PAGE_PATHS) expect([...literalPaths, ...byPattern], path).toContain(path);
    expect(source).toContain('<Route path={/^\\/(auth|restablecer)$/}>');
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

// The server announces a page's chunks by the module the router loads it from (page-modules.ts).
describe('the modules announced for the pages the browser renders', () => {
  it.each(PAGE_MODULES.map(({ module }) => module))('%s is a page the router loads lazily', (module) => {
    const imported = `import('../${module.replace(/^src\//, '').replace(/(\/index)?\.tsx?$/, '')}')`;
    expect(source).toContain(imported);
  });

  it.each([
    ['/carrito', 'src/features/cart/cart-page.tsx'],
    ['/mis-pedidos/abc', 'src/features/orders/index.ts'],
    ['/mis-pedidos', 'src/features/orders/index.ts'],
    ['/comparar', 'src/features/compare/index.ts'],
    ['/restablecer', 'src/features/auth/auth-page.tsx'],
    ['/', undefined],
    ['/carrito/x', undefined],
  ])('%s loads %s', (path, module) => expect(pageModule(path)).toBe(module));
});
