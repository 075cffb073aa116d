export * from './configurator';
export * from './configured';
