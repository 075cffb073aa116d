export * from './orders';
export * from './delivery';
export * from './order-id';
