import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The admin frame's texts: `t('adminArea:…')`, with `useFeatureTexts(adminTexts)`. */
export const adminTexts = defineTexts('adminArea', { es, en });
