export * from './similarity';
