export * from './choice';
export * from './configurator';
export * from './configured';
