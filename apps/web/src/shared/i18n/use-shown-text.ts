import { useCallback } from 'react';
import { isMessageKey } from '@shop/domain';
import type { Shown } from '../api/error-message';
import { useTranslation } from './react';
import { useDomainMessage } from './use-domain-message';

/** Resolves a shown message in the current language: a domain key, one of this app's keys, or a text as it is. */
export function useShownText(): (shown: Shown) => string {
  const { t } = useTranslation();
  const domainText = useDomainMessage();
  return useCallback(
    (shown: Shown) => {
      if ('message' in shown) return shown.message;
      return isMessageKey(shown.key) ? domainText(shown.key, shown.params) : t(shown.key, shown.params);
    },
    [domainText, t],
  );
}
