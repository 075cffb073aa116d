import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RequireAdmin, RequireSuperAdmin, RequireUser } from '../features/auth';
import { HomePage } from '../features/home/HomePage';
import { ShopLayout } from './layout/ShopLayout';
import { PageBoundary } from './PageBoundary';

// Declarative routing: the data router (loaders, actions) is not used and would double
// the router's share of the first load. Every page but the home is fetched on first visit.
const CatalogPage = lazy(() => import('../features/catalog/CatalogPage').then((m) => ({ default: m.CatalogPage })));
const ProductDetailPage = lazy(() => import('../features/product').then((m) => ({ default: m.ProductDetailPage })));
const AuthPage = lazy(() => import('../features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
const CartPage = lazy(() => import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })));
const AdminLayout = lazy(() => import('../features/admin').then((m) => ({ default: m.AdminLayout })));
const AdminPlaceholder = lazy(() => import('../features/admin').then((m) => ({ default: m.AdminPlaceholder })));
const UsersPage = lazy(() => import('../features/admin/users').then((m) => ({ default: m.UsersPage })));

/** Route table of spec 000 §2 and 001 §2. */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<ShopLayout />}>
          <Route index element={<HomePage />} />
          <Route path="productos" element={<CatalogPage />} />
          <Route path="producto/:id" element={<ProductDetailPage />} />
          <Route path="auth" element={<AuthPage />} />
          <Route path="carrito" element={<RequireUser />}>
            <Route index element={<CartPage />} />
          </Route>
          <Route path="cart" element={<Navigate to="/carrito" replace />} />
        </Route>
        <Route path="admin" element={<RequireAdmin />}>
          <Route
            element={
              <PageBoundary>
                <AdminLayout />
              </PageBoundary>
            }
          >
            <Route index element={<AdminPlaceholder section="dashboard" />} />
            <Route path="productos" element={<AdminPlaceholder section="products" />} />
            <Route path="create-product" element={<AdminPlaceholder section="createProduct" />} />
            <Route path="users" element={<RequireSuperAdmin />}>
              <Route index element={<UsersPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </BrowserRouter>
  );
}
