export * from './configurator';
