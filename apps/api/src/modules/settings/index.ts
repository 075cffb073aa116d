export { type CurrentSettings, type SettingsStore, createSettingsStore } from './store';
export { settingsRoutes } from './routes';
