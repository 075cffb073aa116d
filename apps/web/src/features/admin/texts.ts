import { addPageTexts } from '../../shared/i18n/page-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The admin frame's own texts, as the `adminArea` namespace (kept out of the first load). */
addPageTexts('adminArea', { es, en });
