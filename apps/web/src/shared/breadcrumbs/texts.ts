import { defineTexts } from '../i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The breadcrumb trail's texts: `t('breadcrumbs:…')`, carried by the pages that show one. */
export const breadcrumbTexts = defineTexts('breadcrumbs', { es, en });
