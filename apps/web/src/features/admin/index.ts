export { AdminLayout } from './admin-layout';
