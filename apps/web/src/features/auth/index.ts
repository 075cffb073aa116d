export { useSession, signOut, type SessionUser, type Role } from './session';
export { RequireUser, RequireAdmin, RequireSuperAdmin } from './guards';
