import { addPageTexts } from '../i18n/page-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/**
 * The picker's own texts, as the `componentPicker` namespace: they travel in its lazily loaded
 * chunk, both languages at once (es.json ships in the storefront's first load, which has no
 * room left). Their parity is checked with every page's texts in shared/i18n/i18n.test.ts.
 */
addPageTexts('componentPicker', { es, en });
