import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The change log page's texts: `t('adminAudit:…')`, with `useFeatureTexts(auditTexts)`. */
export const auditTexts = defineTexts('adminAudit', { es, en });
