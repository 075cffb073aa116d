import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The moderation page's texts: `t('adminReviews:…')`, with `useFeatureTexts(adminReviewTexts)`. */
export const adminReviewTexts = defineTexts('adminReviews', { es, en });
