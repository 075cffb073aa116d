import { defineTexts } from '../i18n/feature-texts';
import en from './texts.en.json';
import es from './texts.es.json';

/** Favourites (the heart and the Favoritos page): `t('favourites:…')`, with `useFeatureTexts(favouriteTexts)`. */
export const favouriteTexts = defineTexts('favourites', { es, en });
