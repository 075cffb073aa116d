import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The sign-in and registration page's texts: `t('auth:…')`, with `useFeatureTexts(authTexts)`. */
export const authTexts = defineTexts('auth', { es, en });
