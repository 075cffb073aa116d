export * from './cart';
export * from './quantity';
