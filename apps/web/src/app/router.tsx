import { lazy } from 'react';
import { Redirect, Route, Switch, useSearch } from 'wouter';
import { RequireUser } from '../features/auth';
import { HomePage } from '../features/catalog/home-page';
import { ProductImage } from '../shared/ui/product-image';
import { lazyPage } from '../shared/lib/lazy-page';
import { expectLaterContent } from '../shared/lib/page-content';
import { ShopLayout } from './layout/shop-layout';
import { PageBoundary } from './page-boundary';

// Every page but the home is fetched on first visit, or as soon as a link to it is about to be
// followed (preloadPageCode).
const loadCatalogPage = () => import('../features/catalog/catalog-page');
const loadProductPage = () => import('./product-page');
const loadComparePage = () => import('../features/compare');
const loadAuthPage = () => import('../features/auth/auth-page');
const loadAccountPage = () => import('../features/account/account-page');
const loadCartPage = () => import('../features/cart/cart-page');
const loadOrderPages = () => import('../features/orders');
const loadFavouritesPage = () => import('../features/favourites/favourites-page');

const CatalogPage = lazy(() => loadCatalogPage().then((m) => ({ default: m.CatalogPage })));
const ProductDetailPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));
const ComparePage = lazy(() => loadComparePage().then((m) => ({ default: m.ComparePage })));
const AuthPage = lazy(() => loadAuthPage().then((m) => ({ default: m.AuthPage })));
const AccountPage = lazy(() => loadAccountPage().then((m) => ({ default: m.AccountPage })));
// The cart and an order check the session themselves, after their frame (shared/ui/personal-page.tsx).
const CartPage = lazyPage(loadCartPage, (m) => m.FramedCartPage);
// The payment dialog is fetched when the shopper opens it, not with the cart page.
const PaymentModal = lazy(() => import('../features/checkout').then((m) => ({ default: m.PaymentModal })));
const OrdersPage = lazy(() => loadOrderPages().then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazyPage(loadOrderPages, (m) => m.FramedOrderDetailPage);
const FavouritesPage = lazy(loadFavouritesPage);
const RecentlyViewed = lazy(() => import('../features/recently-viewed/recently-viewed'));
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

/** Each shopper's page (its path) with what loads its code. */
const PAGE_CODE: readonly (readonly [RegExp, () => Promise<unknown>])[] = [
  [/^\/productos\/?$/, loadCatalogPage],
  [/^\/producto\/[^/]+\/?$/, loadProductPage],
  [/^\/comparar\/?$/, loadComparePage],
  [/^\/(auth|restablecer)\/?$/, loadAuthPage],
  [/^\/mi-cuenta\/?$/, loadAccountPage],
  [CART_PAGE, loadCartPage],
  [/^\/mis-pedidos(\/[^/]+)?\/?$/, loadOrderPages],
  [/^\/favoritos\/?$/, loadFavouritesPage],
];

/**
 * Fetches the code of the page at `path` ahead of a visit (a link the shopper is about to follow:
 * shared/lib/link-intent.ts). The module is kept, so the page renders without waiting for it;
 * a failure is left to the visit, which asks again and says so.
 */
export function preloadPageCode(path: string): void {
  const load = PAGE_CODE.find(([pattern]) => pattern.test(path))?.[1];
  load?.().catch(() => undefined);
}

/**
 * The shop's route table (Spanish paths for shoppers, /admin for staff). Switch renders the matching Route always in the same
 * place, so when two pages share a layout only the page changes and the layout (header, open
 * menus, lazily loaded parts) stays mounted, as with nested routes.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <ShopLayout>
          <HomePage RecentlyViewed={RecentlyViewed} />
        </ShopLayout>
      </Route>
      <Route path="/productos">
        <ShopLayout>
          <CatalogPage />
        </ShopLayout>
      </Route>
      <Route path="/producto/:id">
        <ShopLayout>
          <ProductDetailPage />
        </ShopLayout>
      </Route>
      <Route path="/comparar">
        <ShopLayout>
          <ComparePage Image={ProductImage} />
        </ShopLayout>
      </Route>
      <Route path="/compare">
        <RedirectKeepingQuery to="/comparar" />
      </Route>
      {/* /restablecer (a forgotten password) is the sign-in page's module too: one chunk, one route. */}
      <Route path={/^\/(auth|restablecer)$/}>
        <ShopLayout>
          <AuthPage />
        </ShopLayout>
      </Route>
      <Route path="/carrito">
        <ShopLayout>
          <CartPage Checkout={PaymentModal} Guard={RequireUser} />
        </ShopLayout>
      </Route>
      <Route path="/mis-pedidos">
        <ShopLayout>
          <RequireUser>
            <OrdersPage />
          </RequireUser>
        </ShopLayout>
      </Route>
      <Route path="/mis-pedidos/:id">
        <ShopLayout>
          <OrderDetailPage Guard={RequireUser} />
        </ShopLayout>
      </Route>
      <Route path="/favoritos">
        <ShopLayout>
          <FavouritesPage />
        </ShopLayout>
      </Route>
      <Route path="/mi-cuenta">
        <ShopLayout>
          <RequireUser>
            <AccountPage />
          </RequireUser>
        </ShopLayout>
      </Route>
      <Route path="/cart">
        <Redirect to="/carrito" replace />
      </Route>
      <Route path={/^\/admin(\/.*)?$/}>
        <PageBoundary>
          <AdminRoutes />
        </PageBoundary>
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

/** An alias: the same page under its Spanish path, with the query (the comparison's products) kept. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const search = useSearch();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}
