import { useCallback } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { domainMessage, isMessageKey } from '@shop/domain';
import { toLanguage } from '../../shared/i18n';
import { isApiError } from '../../shared/api/http';
import { SessionAnswerError } from './api';

/**
 * Shows an account message in the current language. The domain's rules answer message
 * keys, resolved when shown, so switching the language also switches a message already on
 * screen; the server's own texts go through the `auth.server` keys; anything else passes through.
 */
export function useAuthMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback(
    (message: string) => {
      if (isMessageKey(message)) return domainMessage(message, language);
      if (language === 'es') return message;
      const server = i18n.getResourceBundle('es', 'translation') as
        { auth?: { server?: Record<string, string> } } | undefined;
      const key = Object.entries(server?.auth?.server ?? {}).find(([, text]) => text === message)?.[0];
      return key ? t(`auth.server.${key}`) : message;
    },
    [i18n, language, t],
  );
}

/** The server's message of a failed call, or undefined (network failure, time-out, empty body). */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof SessionAnswerError) return error.message;
  if (isApiError(error) && !/^HTTP \d+$/.test(error.message)) return error.message;
  return undefined;
}
