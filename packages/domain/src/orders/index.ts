export * from './orders';
export * from './delivery';
