export * from './endpoints';
export * from './schemas';
