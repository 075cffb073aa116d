import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The outbox page's texts: `t('adminMail:…')`, with `useFeatureTexts(mailTexts)`. */
export const mailTexts = defineTexts('adminMail', { es, en });
