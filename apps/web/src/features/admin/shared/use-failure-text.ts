import { useCallback } from 'react';
import type { MessageKey } from '@shop/domain';
import { apiErrorMessageRef } from '../../../shared/api/error-message';
import { isApiError } from '../../../shared/api/http';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';

/** The server's reason for a refusal in the admin's language (by its code), else `fallback` (the spec's text). */
export function useFailureText(): (error: unknown, fallback: string) => string {
  const domainText = useDomainMessage();
  return useCallback(
    (error, fallback) => {
      const ref = isApiError(error) ? apiErrorMessageRef(error) : undefined;
      return ref ? domainText(ref.key as MessageKey, ref.params) : fallback;
    },
    [domainText],
  );
}
