import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The comparison page's texts: `t('compare:…')`, with `useFeatureTexts(compareTexts)`. */
export const compareTexts = defineTexts('compare', { es, en });
