export { SettingsPage } from './settings-page';
export { settingsTexts } from '../shared/settings-texts/texts';
