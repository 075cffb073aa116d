export { RequireUser, RequireAdmin, RequireSuperAdmin } from './guards';
export type { AuthSession } from './api';
