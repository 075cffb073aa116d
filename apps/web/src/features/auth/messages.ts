import { useCallback } from 'react';
import { isMessageKey } from '@shop/domain';
import { apiErrorMessageRef, type MessageRef } from '../../shared/api/error-message';
import { isApiError } from '../../shared/api/http';
import { useTranslation } from '../../shared/i18n/react';
import { useDomainMessage } from '../../shared/i18n/use-domain-message';
import { SessionAnswerError } from './api';

/**
 * A message kept as a reference rather than a text, so switching the language also switches
 * a message already on screen: a key (of the domain's rules and API errors, or of this app's
 * texts), or the server's own text when the server said something this build has no key for.
 */
export type Shown = MessageRef | { message: string };

/** Resolves a shown message in the current language. */
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

/** What a failed account call tells the person, or undefined (network failure, time-out, an empty answer). */
export function failureOf(error: unknown): Shown | undefined {
  if (error instanceof SessionAnswerError) return { key: error.key };
  if (!isApiError(error)) return undefined;
  return apiErrorMessageRef(error) ?? (/^HTTP \d+$/.test(error.message) ? undefined : { message: error.message });
}
