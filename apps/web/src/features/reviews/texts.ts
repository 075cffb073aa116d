import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The product page's reviews section: `t('reviews:…')`, with `useFeatureTexts(reviewTexts)`. */
export const reviewTexts = defineTexts('reviews', { es, en });
