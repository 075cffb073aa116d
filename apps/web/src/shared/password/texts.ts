import { defineTexts } from '../i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The show-password button's texts: `t('password:…')`, carried by the forms that have a password field. */
export const passwordTexts = defineTexts('password', { es, en });
