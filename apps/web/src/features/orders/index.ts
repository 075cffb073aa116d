export { OrdersPage } from './orders-page';
export { FramedOrderDetailPage } from './order-detail-page';
