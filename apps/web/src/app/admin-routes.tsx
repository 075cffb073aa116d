import { lazy } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireAdmin, RequireSuperAdmin } from '../features/auth';
import { AdminLayout } from '../features/admin';
import { LanguageToggle, ThemeToggle } from './layout/header';
import { PageBoundary } from './page-boundary';

// Each admin page (the dashboard's charts, the product form's image compression) loads on its first visit.
const DashboardPage = lazy(() => import('../features/admin/dashboard').then((m) => ({ default: m.DashboardPage })));
const ProductsPage = lazy(() => import('../features/admin/products').then((m) => ({ default: m.ProductsPage })));
const EditProductPage = lazy(() => import('../features/admin/products').then((m) => ({ default: m.EditProductPage })));
const CreateProductPage = lazy(() =>
  import('../features/admin/products').then((m) => ({ default: m.CreateProductPage })),
);
// The admin product form's components section (the staff component picker), with the admin pages only.
const FeaturesEditor = lazy(() => import('./features-editor'));
const OrdersDeskPage = lazy(() => import('../features/admin/orders').then((m) => ({ default: m.OrdersDeskPage })));
const DeskOrderPage = lazy(() => import('../features/admin/orders').then((m) => ({ default: m.DeskOrderPage })));
const OutboxPage = lazy(() => import('../features/admin/mail').then((m) => ({ default: m.OutboxPage })));
const ReviewsPage = lazy(() => import('../features/admin/reviews').then((m) => ({ default: m.ReviewsPage })));
// The settings and the change log load together: one lazy import, one entry in the storefront
// entry's preload map (its file names there are first-load bytes).
const SettingsPage = lazy(() => import('./admin-settings-pages').then((m) => ({ default: m.SettingsPage })));
const AuditPage = lazy(() => import('./admin-settings-pages').then((m) => ({ default: m.AuditPage })));
const UsersPage = lazy(() => import('../features/admin/users').then((m) => ({ default: m.UsersPage })));

const adminPreferences = (
  <>
    <LanguageToggle />
    <ThemeToggle />
  </>
);

/**
 * The admin area's routes, loaded as one module when staff first open /admin: none of it is in
 * a shopper's first load. The layout stays mounted while only the page changes.
 */
export default function AdminRoutes() {
  return (
    <RequireAdmin>
      <AdminLayout preferences={adminPreferences}>
        <PageBoundary>
          <Switch>
            <Route path="/admin">
              <DashboardPage />
            </Route>
            <Route path="/admin/productos">
              <ProductsPage />
            </Route>
            <Route path="/admin/productos/:id">
              {({ id }) => <EditProductPage key={id} id={id} FeaturesEditor={FeaturesEditor} />}
            </Route>
            <Route path="/admin/create-product">
              <CreateProductPage FeaturesEditor={FeaturesEditor} />
            </Route>
            <Route path="/admin/pedidos">
              <OrdersDeskPage />
            </Route>
            <Route path="/admin/pedidos/:id">
              <DeskOrderPage />
            </Route>
            <Route path="/admin/correos">
              <OutboxPage />
            </Route>
            <Route path="/admin/resenas">
              <ReviewsPage />
            </Route>
            <Route path="/admin/ajustes">
              <SettingsPage />
            </Route>
            <Route path="/admin/registro">
              <AuditPage />
            </Route>
            <Route path="/admin/users">
              <RequireSuperAdmin>
                <UsersPage />
              </RequireSuperAdmin>
            </Route>
            <Route>
              <Redirect to="/" replace />
            </Route>
          </Switch>
        </PageBoundary>
      </AdminLayout>
    </RequireAdmin>
  );
}
