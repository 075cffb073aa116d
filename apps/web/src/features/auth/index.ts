export { useSession, signIn, signOut, getToken, type SessionUser, type Role } from './session';
export { RequireUser, RequireAdmin, RequireSuperAdmin } from './guards';
export type { AuthSession } from './api';
