import { lazy, type ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAdmin, RequireSuperAdmin, RequireUser } from '../features/auth';
import { HomePage } from '../features/catalog/home-page';
import { ShopLayout } from './layout/shop-layout';
import { PageBoundary } from './page-boundary';

// Every page but the home is fetched on first visit.
const CatalogPage = lazy(() => import('../features/catalog/catalog-page').then((m) => ({ default: m.CatalogPage })));
const ProductDetailPage = lazy(() => import('../features/product').then((m) => ({ default: m.ProductDetailPage })));
const AuthPage = lazy(() => import('../features/auth/auth-page').then((m) => ({ default: m.AuthPage })));
const CartPage = lazy(() => import('../features/cart/cart-page').then((m) => ({ default: m.CartPage })));
// The payment dialog is fetched when the shopper opens it, not with the cart page.
const PaymentModal = lazy(() => import('../features/checkout').then((m) => ({ default: m.PaymentModal })));
const OrdersPage = lazy(() => import('../features/orders').then((m) => ({ default: m.OrdersPage })));
const OrderDetailPage = lazy(() => import('../features/orders').then((m) => ({ default: m.OrderDetailPage })));
const AdminLayout = lazy(() => import('../features/admin').then((m) => ({ default: m.AdminLayout })));
const AdminPlaceholder = lazy(() => import('../features/admin').then((m) => ({ default: m.AdminPlaceholder })));
const UsersPage = lazy(() => import('../features/admin/users').then((m) => ({ default: m.UsersPage })));

/**
 * Route table of spec 000 §2 and 001 §2. Switch renders the matching Route always in the same
 * place, so when two pages share a layout only the page changes and the layout (header, open
 * menus, lazily loaded parts) stays mounted, as with nested routes.
 */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <ShopLayout>
          <HomePage />
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
      <Route path="/auth">
        <ShopLayout>
          <AuthPage />
        </ShopLayout>
      </Route>
      <Route path="/carrito">
        <ShopLayout>
          <RequireUser>
            <CartPage Checkout={PaymentModal} />
          </RequireUser>
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
          <RequireUser>
            <OrderDetailPage />
          </RequireUser>
        </ShopLayout>
      </Route>
      <Route path="/cart">
        <Redirect to="/carrito" replace />
      </Route>
      <Route path="/admin">
        <AdminArea>
          <AdminPlaceholder section="dashboard" />
        </AdminArea>
      </Route>
      <Route path="/admin/productos">
        <AdminArea>
          <AdminPlaceholder section="products" />
        </AdminArea>
      </Route>
      <Route path="/admin/create-product">
        <AdminArea>
          <AdminPlaceholder section="createProduct" />
        </AdminArea>
      </Route>
      <Route path="/admin/users">
        <AdminArea>
          <RequireSuperAdmin>
            <UsersPage />
          </RequireSuperAdmin>
        </AdminArea>
      </Route>
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

function AdminArea({ children }: { children: ReactNode }) {
  return (
    <RequireAdmin>
      <PageBoundary>
        <AdminLayout>{children}</AdminLayout>
      </PageBoundary>
    </RequireAdmin>
  );
}
