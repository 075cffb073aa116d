import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The product administration's texts: `t('adminProducts:…')`, with `useFeatureTexts(adminProductsTexts)`. */
export const adminProductsTexts = defineTexts('adminProducts', { es, en });
