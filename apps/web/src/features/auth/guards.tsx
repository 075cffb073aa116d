import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useSession } from '../../shared/session/session';

interface GuardProps {
  children: ReactNode;
}

/** /carrito: signed-in users only; others go to /auth and come back after login. */
export function RequireUser({ children }: GuardProps) {
  const { user } = useSession();
  const [path] = useLocation();
  const search = useSearch();
  // The return path rides in the history entry's state, where AuthPage reads it back (and says
  // why the visitor must sign in: `guarded`).
  if (!user)
    return <Redirect to="/auth" replace state={{ from: search ? `${path}?${search}` : path, guarded: true }} />;
  return children;
}

/** /admin: admins only; signed-out visitors go to /auth, signed-in non-admins to /. */
export function RequireAdmin({ children }: GuardProps) {
  const { user, isAdmin } = useSession();
  const [path] = useLocation();
  if (!user) return <Redirect to="/auth" replace state={{ from: path, guarded: true }} />;
  if (!isAdmin) return <Redirect to="/" replace />;
  return children;
}

/** /admin/users: super admins only, everyone else to /. */
export function RequireSuperAdmin({ children }: GuardProps) {
  const { isSuperAdmin } = useSession();
  return isSuperAdmin ? children : <Redirect to="/" replace />;
}
