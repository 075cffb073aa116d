// The shop's settings and the change log, in one chunk (see admin-routes.tsx).
export { AuditPage } from '../features/admin/audit';
export { SettingsPage } from '../features/admin/settings';
