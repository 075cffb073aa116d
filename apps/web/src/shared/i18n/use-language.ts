import { useTranslation } from './react';
import type { Language } from '@shop/domain';
import { toLanguage } from './index';

/** The current shop language and a setter that also persists it (detector cache). */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return [language, (next) => void i18n.changeLanguage(next)];
}
