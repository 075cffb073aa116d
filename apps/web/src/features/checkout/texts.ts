import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The payment dialog's texts: `t('checkout:…')`, with `useFeatureTexts(checkoutTexts)`. */
export const checkoutTexts = defineTexts('checkout', { es, en });
