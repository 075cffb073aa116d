import { useCallback } from 'react';
import { useTranslation } from '../../shared/i18n/react';
import { translateAuthMessage } from '@shop/domain';
import { toLanguage } from '../../shared/i18n';
import { isApiError } from '../../shared/api/http';
import { SessionAnswerError } from './api';

/**
 * Shows an account message in the current language. Messages are kept in Spanish (the
 * domain's and the server's texts) and translated when shown, so switching the language
 * also switches a message already on screen. Texts of the domain's schemas go through
 * translateAuthMessage; the server's own texts through the `auth.server` keys; anything
 * else passes through.
 */
export function useAuthMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useCallback(
    (message: string) => {
      if (language === 'es') return message;
      const translated = translateAuthMessage(message, language);
      if (translated !== message) return translated;
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
