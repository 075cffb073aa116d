export { type AuditRecord, recordAudit } from './service';
export { auditRoutes } from './routes';
