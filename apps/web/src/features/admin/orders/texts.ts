import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The orders desk's texts: `t('adminOrders:…')`, with `useFeatureTexts(ordersDeskTexts)`. */
export const ordersDeskTexts = defineTexts('adminOrders', { es, en });
