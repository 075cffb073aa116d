import { defineTexts } from '../i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/**
 * The words of a product's parts: the names of the component groups (processor, RAM...) and a
 * yes/no specification's value: `t('productParts:componentGroups.…')`, `t('productParts:yes')`
 * after `useFeatureTexts(productPartTexts)`. Only lazily loaded parts show them (the product
 * page's components, choices and specifications, the cart's and orders' option lines, the
 * comparison, the admin's picker), so they stay out of the first load.
 */
export const productPartTexts = defineTexts('productParts', { es, en });
