export * from './constants';
export * from './settings';
export * from './audit';
export { settingsMessages } from './messages';
