/**
 * The module holding each page's code, for the pages the browser renders alone (the router
 * loads them lazily: router.tsx). The server announces the page's chunks in the shell it sends
 * (apps/api/src/modules/storefront/page-preloads.ts), so they load beside the entry script
 * instead of once it has run, a round trip later. Keys of Vite's manifest: paths from apps/web.
 * Only the server entry imports this list; router-paths.test.ts holds it to the router.
 */
export const PAGE_MODULES: readonly { pattern: RegExp; module: string }[] = [
  { pattern: /^\/comparar\/?$/, module: 'src/features/compare/index.ts' },
  { pattern: /^\/(auth|restablecer)\/?$/, module: 'src/features/auth/auth-page.tsx' },
  { pattern: /^\/carrito\/?$/, module: 'src/features/cart/cart-page.tsx' },
  { pattern: /^\/mis-pedidos(\/[^/]+)?\/?$/, module: 'src/features/orders/index.ts' },
  { pattern: /^\/favoritos\/?$/, module: 'src/features/favourites/favourites-page.tsx' },
  { pattern: /^\/mi-cuenta\/?$/, module: 'src/features/account/account-page.tsx' },
];

/** The module of the page at `path`, or undefined for a page with none of its own. */
export function pageModule(path: string): string | undefined {
  return PAGE_MODULES.find(({ pattern }) => pattern.test(path))?.module;
}
