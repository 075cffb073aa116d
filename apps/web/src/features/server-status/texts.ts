import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The server-status dialog's texts: `t('serverStatus:…')`, with `useFeatureTexts(serverStatusTexts)`. */
export const serverStatusTexts = defineTexts('serverStatus', { es, en });
