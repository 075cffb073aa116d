export * from './choice';
export * from './option';
export * from './option-schema';
export * from './configurator';
export * from './configured';
