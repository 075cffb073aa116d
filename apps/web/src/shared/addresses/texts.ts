import { defineTexts } from '../i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The address form's, the address list's and the delivery line's texts: `t('addresses:…')`. */
export const addressTexts = defineTexts('addresses', { es, en });
