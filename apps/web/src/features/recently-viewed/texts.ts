import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The recently viewed strip: `t('recentlyViewed:…')`, with `useFeatureTexts(recentlyViewedTexts)`. */
export const recentlyViewedTexts = defineTexts('recentlyViewed', { es, en });
