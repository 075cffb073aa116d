import { defineTexts } from '../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The product page's lazily loaded parts' texts (similar, comparable and in-stock products, the out-of-stock notice): `t('product:…')`, with `useFeatureTexts(productTexts)`. */
export const productTexts = defineTexts('product', { es, en });
