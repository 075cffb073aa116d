import { addPageTexts } from '../../../shared/i18n/page-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The dashboard's texts, as the `dashboard` namespace (kept out of the first load). */
addPageTexts('dashboard', { es, en });
