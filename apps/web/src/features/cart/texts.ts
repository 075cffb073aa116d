import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The cart page's texts: `t('cart:…')`, with `useFeatureTexts(cartTexts)`. */
export const cartTexts = defineTexts('cart', { es, en });
