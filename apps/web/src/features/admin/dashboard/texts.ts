import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The dashboard's texts: `t('dashboard:…')`, with `useFeatureTexts(dashboardTexts)`. */
export const dashboardTexts = defineTexts('dashboard', { es, en });
