import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The search suggestions' texts: `t('search:…')`, with `useFeatureTexts(searchTexts)`. */
export const searchTexts = defineTexts('search', { es, en });
