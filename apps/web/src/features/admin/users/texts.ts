import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The user management page's texts: `t('adminUsers:…')`, with `useFeatureTexts(usersTexts)`. */
export const usersTexts = defineTexts('adminUsers', { es, en });
