import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The sold-out product's alert form: `t('stockAlerts:…')`, with `useFeatureTexts(stockAlertTexts)`. */
export const stockAlertTexts = defineTexts('stockAlerts', { es, en });
