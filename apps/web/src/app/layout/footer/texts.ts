import { defineTexts } from '../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The footer's texts (a lazily loaded part of the layout, out of the first load): `t('footer:…')`, with `useFeatureTexts(footerTexts)`. */
export const footerTexts = defineTexts('footer', { es, en });
