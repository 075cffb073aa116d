import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The catalogue's sort, filters and empty results: `t('catalog:…')`, with `useFeatureTexts(catalogTexts)`. */
export const catalogTexts = defineTexts('catalog', { es, en });
