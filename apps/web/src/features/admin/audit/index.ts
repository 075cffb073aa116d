export { AuditPage } from './audit-page';
export { auditTexts } from './texts';
