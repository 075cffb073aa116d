export * from './endpoint';
export * as endpoints from './endpoints';
export * from './schemas';
