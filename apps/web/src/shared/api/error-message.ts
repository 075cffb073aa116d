import { API_ERRORS, isApiErrorCode, isMessageKey, type MessageParams } from '@shop/domain';
import { isApiError, type ApiCallError } from './http';

/** A text to show, as a key (the domain's or the web app's) to resolve in the current language. */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/**
 * What to tell a person about a refused call, chosen by the server's `code`, never by its
 * wording: the broken rule of the first refused field for a refused payload, the code's own
 * text otherwise. Undefined when this build does not know the code.
 */
export function apiErrorMessageRef(error: ApiCallError): MessageRef | undefined {
  if (error.code === 'VALIDATION_ERROR') {
    const rule: unknown = (error.details?.[0] as { code?: unknown } | undefined)?.code;
    if (typeof rule === 'string' && isMessageKey(rule)) return { key: rule };
  }
  if (isApiErrorCode(error.code)) return { key: API_ERRORS[error.code].message, params: error.params ?? {} };
  return undefined;
}

/**
 * A message kept as a reference rather than a text, so switching the language also switches
 * a message already on screen: a key (of the domain's rules and API errors, or of this app's
 * texts), or the server's own text when the server said something this build has no key for.
 */
export type Shown = MessageRef | { message: string };

/** What a refused call tells the person, or undefined (network failure, time-out, a bare status). */
export function apiFailureOf(error: unknown): Shown | undefined {
  if (!isApiError(error)) return undefined;
  return apiErrorMessageRef(error) ?? (/^HTTP \d+$/.test(error.message) ? undefined : { message: error.message });
}
