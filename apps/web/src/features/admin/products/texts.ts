import { addPageTexts } from '../../../shared/i18n/page-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The product administration's texts, as the `adminProducts` namespace (kept out of the first load). */
addPageTexts('adminProducts', { es, en });
