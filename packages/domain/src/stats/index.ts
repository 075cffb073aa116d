export * from './figures';
export * from './stats';
export * from './sample';
