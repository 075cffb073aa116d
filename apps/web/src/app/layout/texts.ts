import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The user menu's texts (a lazily loaded dropdown, out of the first load): `t('userMenu:…')`, with `useFeatureTexts(userMenuTexts)`. */
export const userMenuTexts = defineTexts('userMenu', { es, en });
