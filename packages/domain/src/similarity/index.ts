export * from './similarity';
export * from './schemas';
