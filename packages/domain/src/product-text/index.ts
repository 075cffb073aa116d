export * from './pick';
export * from './specification-labels';
export * from './messages';
