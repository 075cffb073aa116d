export { OrdersDeskPage } from './orders-desk-page';
export { DeskOrderPage } from './desk-order-page';
