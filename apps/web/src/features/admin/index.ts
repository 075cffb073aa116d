export { AdminLayout } from './AdminLayout';
export { AdminPlaceholder } from './AdminPlaceholder';
