import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The page for an address that is no page: `t('notFound:…')`, with `useFeatureTexts(notFoundTexts)`. */
export const notFoundTexts = defineTexts('notFound', { es, en });
