export { OrdersPage } from './orders-page';
export { OrderDetailPage } from './order-detail-page';
