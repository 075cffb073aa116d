import { useCallback } from 'react';
import { domainMessage, type MessageKey, type MessageParams } from '@shop/domain';
import { useLanguage } from './use-language';

/**
 * The texts the domain and the API share (rules, API errors, the API's success texts) live
 * in @shop/domain, not in this app's locale files: this resolves one of their keys in the
 * current language, so a text is written once for both sides.
 */
export function useDomainMessage(): (key: MessageKey, params?: MessageParams) => string {
  const [language] = useLanguage();
  return useCallback((key, params) => domainMessage(key, language, params), [language]);
}
