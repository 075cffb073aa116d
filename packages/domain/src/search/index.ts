export * from './query';
export * from './list-rules';
export * from './synonyms';
export * from './words';
export * from './exchange';
export * from './plan';
