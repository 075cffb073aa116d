import { createBrowserRouter, Navigate } from 'react-router';
import { RequireAdmin, RequireSuperAdmin, RequireUser } from '../features/auth';
import { HomePage } from '../features/home/HomePage';
import { ShopLayout } from './layout/ShopLayout';
import { PageSpinner, RouteError } from './RouteError';

/**
 * Route table of spec 000 §2 and 001 §2. Only the home page is in the first load;
 * every other page, and the whole admin area, is fetched when first visited.
 */
export const routes = [
  {
    element: <ShopLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'productos',
        lazy: async () => ({ Component: (await import('../features/catalog/CatalogPage')).CatalogPage }),
      },
      {
        path: 'producto/:id',
        lazy: async () => ({ Component: (await import('../features/product')).ProductDetailPage }),
      },
      { path: 'auth', lazy: async () => ({ Component: (await import('../features/auth/AuthPage')).AuthPage }) },
      {
        path: 'carrito',
        element: <RequireUser />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/cart/CartPage')).CartPage }) },
        ],
      },
      { path: 'cart', element: <Navigate to="/carrito" replace /> },
    ],
  },
  {
    path: 'admin',
    element: <RequireAdmin />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../features/admin')).AdminLayout }),
        children: [
          { index: true, lazy: () => adminPage('dashboard') },
          { path: 'productos', lazy: () => adminPage('products') },
          { path: 'create-product', lazy: () => adminPage('createProduct') },
          {
            path: 'users',
            element: <RequireSuperAdmin />,
            children: [{ index: true, lazy: () => adminPage('users') }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

async function adminPage(section: 'dashboard' | 'products' | 'createProduct' | 'users') {
  const { AdminPlaceholder } = await import('../features/admin');
  return { Component: () => <AdminPlaceholder section={section} /> };
}

export const router = createBrowserRouter(routes);
