export { AdminLayout } from './admin-layout';
export { AdminPlaceholder } from './admin-placeholder';
