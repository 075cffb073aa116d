import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The order history's texts: `t('orders:…')`, with `useFeatureTexts(ordersTexts)`. */
export const ordersTexts = defineTexts('orders', { es, en });
