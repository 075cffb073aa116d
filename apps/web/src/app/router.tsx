import { lazy, type ReactNode } from 'react';
import { parse as parsePattern } from 'regexparam';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { RequireUser } from '../features/auth';
import { HomePage } from '../features/catalog/home-page';
import { ProductImage } from '../shared/ui/product-image';
import { lazyPage } from '../shared/lib/lazy-page';
import { expectLaterContent } from '../shared/lib/page-content';
import { ShopLayout } from './layout/shop-layout';
import { PageBoundary } from './page-boundary';

// Every page but the home is fetched on first visit, or as soon as a link to it is about to be
// followed (preloadPageCode); a page loaded ahead renders at once, without suspending (lazyPage).
const CatalogPage = lazyPage(
  () => import('../features/catalog/catalog-page'),
  (m) => m.CatalogPage,
);
const ProductDetailPage = lazyPage(
  () => import('./product-page'),
  (m) => m.ProductPage,
);
const ComparePage = lazyPage(
  () => import('../features/compare'),
  (m) => m.ComparePage,
);
const AuthPage = lazyPage(
  () => import('../features/auth/auth-page'),
  (m) => m.AuthPage,
);
const AccountPage = lazyPage(
  () => import('../features/account/account-page'),
  (m) => m.AccountPage,
);
// The cart and an order check the session themselves, after their frame (shared/ui/personal-page.tsx).
const CartPage = lazyPage(
  () => import('../features/cart/cart-page'),
  (m) => m.FramedCartPage,
);
// The payment dialog is fetched when the shopper opens it, not with the cart page.
const PaymentModal = lazy(() => import('../features/checkout').then((m) => ({ default: m.PaymentModal })));
const loadOrderPages = () => import('../features/orders');
const OrdersPage = lazyPage(loadOrderPages, (m) => m.OrdersPage);
const OrderDetailPage = lazyPage(loadOrderPages, (m) => m.FramedOrderDetailPage);
const FavouritesPage = lazyPage(
  () => import('../features/favourites/favourites-page'),
  (m) => m.default,
);
const RecentlyViewed = lazy(() => import('../features/recently-viewed/recently-viewed'));
const NotFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page'),
  (m) => m.default,
);
// The admin area (its layout, pages and their routes) is one lazy module.
const AdminRoutes = lazy(() => import('./admin-routes'));

/** The addresses of the pages whose server HTML is a frame announcing their code (entry-server.tsx). */
export const CART_PAGE = /^\/carrito\/?$/;
export const ORDER_PAGE = /^\/mis-pedidos\/[^/]+\/?$/;

/**
 * Loads the code of the page at `path` when it is one whose server HTML is a frame announcing it
 * (the cart, an order), so that it hydrates with the layout in one pass; the layout's extras then
 * wait for its content (shared/lib/page-content.ts).
 */
export function preloadFramedPage(path: string): Promise<void> {
  const page = CART_PAGE.test(path) ? CartPage : ORDER_PAGE.test(path) ? OrderDetailPage : undefined;
  if (page) expectLaterContent();
  // A chunk that fails to load here is asked for again by the page, which then says so.
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}

/** A shopper's page: its address (a wouter pattern; the server's APP_PAGE_PATHS names the same pages) and what it shows. */
interface ShopPage {
  path: string | RegExp;
  element: ReactNode;
  /** Loads the page's code ahead of a visit, for a page whose code is not in the first load. */
  preload?: () => Promise<void>;
}

/** The shop's pages in the shop's frame (header, footer), the one list the route table and preloadPageCode read. */
const SHOP_PAGES: readonly ShopPage[] = [
  { path: '/', element: <HomePage RecentlyViewed={RecentlyViewed} /> },
  { path: '/productos', element: <CatalogPage />, preload: CatalogPage.preload },
  { path: '/producto/:id', element: <ProductDetailPage />, preload: ProductDetailPage.preload },
  { path: '/comparar', element: <ComparePage Image={ProductImage} />, preload: ComparePage.preload },
  // /restablecer (a forgotten password) is the sign-in page's module too: one chunk, one route.
  { path: /^\/(auth|restablecer)$/, element: <AuthPage />, preload: AuthPage.preload },
  {
    path: '/carrito',
    element: <CartPage Checkout={PaymentModal} Guard={RequireUser} />,
    preload: CartPage.preload,
  },
  {
    path: '/mis-pedidos',
    element: (
      <RequireUser>
        <OrdersPage />
      </RequireUser>
    ),
    preload: OrdersPage.preload,
  },
  { path: '/mis-pedidos/:id', element: <OrderDetailPage Guard={RequireUser} />, preload: OrderDetailPage.preload },
  { path: '/favoritos', element: <FavouritesPage />, preload: FavouritesPage.preload },
  {
    path: '/mi-cuenta',
    element: (
      <RequireUser>
        <AccountPage />
      </RequireUser>
    ),
    preload: AccountPage.preload,
  },
];

/** A route's path as the router matches it: wouter's own parser (regexparam) for a pattern like '/producto/:id'. */
function routePattern(path: string | RegExp): RegExp {
  return typeof path === 'string' ? parsePattern(path).pattern : path;
}

/**
 * Fetches the code of the page at `path` ahead of a visit (a link the shopper is about to follow:
 * shared/lib/link-intent.ts). The module is kept, so the page renders without waiting for it;
 * a failure is left to the visit, which asks again and says so.
 */
export function preloadPageCode(path: string): void {
  const page = SHOP_PAGES.find((candidate) => routePattern(candidate.path).test(path));
  page?.preload?.().catch(() => undefined);
}

/**
 * The shop's route table (Spanish paths for shoppers, /admin for staff). Switch renders the matching Route always in the same
 * place, so when two pages share a layout only the page changes and the layout (header, open
 * menus, lazily loaded parts) stays mounted, as with nested routes.
 */
export function AppRoutes() {
  return (
    <Switch>
      {SHOP_PAGES.map((page) => (
        <Route key={String(page.path)} path={page.path}>
          <ShopLayout>{page.element}</ShopLayout>
        </Route>
      ))}
      <Route path="/compare">
        <RedirectKeepingQuery to="/comparar" />
      </Route>
      <Route path="/cart">
        <Redirect to="/carrito" replace />
      </Route>
      <Route path={/^\/admin(\/.*)?$/}>
        <PageBoundary>
          <AdminRoutes />
        </PageBoundary>
      </Route>
      {/* Any other address: the server answers it 404 (isAppPagePath); the page says so. */}
      <Route>
        <ShopLayout>
          <NotFoundPage />
        </ShopLayout>
      </Route>
    </Switch>
  );
}

/** An alias: the same page under its Spanish path, with the query (the comparison's products) kept. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}
