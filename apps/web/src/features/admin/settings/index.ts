export { SettingsPage } from './settings-page';
export { settingsTexts } from './texts';
