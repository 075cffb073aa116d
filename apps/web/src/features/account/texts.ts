import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The account page's texts: `t('account:…')`, with `useFeatureTexts(accountTexts)`. */
export const accountTexts = defineTexts('account', { es, en });
