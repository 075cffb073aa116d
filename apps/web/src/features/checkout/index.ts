export { PaymentModal } from './payment-modal';
