export * from './comparison';
