export * from './orders';
export * from './statuses';
export * from './delivery';
export * from './exchange-words';
export * from './order-id';
export { orderMessages } from './messages';
