import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from './session';

/** /carrito: signed-in users only; others go to /auth and come back after login (spec 000 §2). */
export function RequireUser() {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}

/** /admin: admins only; signed-out visitors go to /auth, signed-in non-admins to /. */
export function RequireAdmin() {
  const { user, isAdmin } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** /admin/users: super admins only, everyone else to /. */
export function RequireSuperAdmin() {
  const { isSuperAdmin } = useSession();
  return isSuperAdmin ? <Outlet /> : <Navigate to="/" replace />;
}
