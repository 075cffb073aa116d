export * from './query';
export * from './synonyms';
export * from './words';
export * from './exchange';
export * from './plan';
