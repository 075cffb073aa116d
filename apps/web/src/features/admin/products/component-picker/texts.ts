import { defineTexts } from '../../../../shared/i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** The component picker's texts: `t('componentPicker:…')`, with `useFeatureTexts(pickerTexts)`. */
export const pickerTexts = defineTexts('componentPicker', { es, en });
