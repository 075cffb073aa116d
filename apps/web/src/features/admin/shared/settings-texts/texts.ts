import { defineTexts } from '../../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The settings page's texts (also naming settings fields in the change log): `t('adminSettings:…')`, with `useFeatureTexts(settingsTexts)`. */
export const settingsTexts = defineTexts('adminSettings', { es, en });
