import { API_ERRORS, isApiErrorCode, isMessageKey, type MessageParams } from '@shop/domain';
import type { ApiError } from './http';

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
export function apiErrorMessageRef(error: ApiError): MessageRef | undefined {
  if (error.code === 'VALIDATION_ERROR') {
    const rule: unknown = (error.details?.[0] as { code?: unknown } | undefined)?.code;
    if (typeof rule === 'string' && isMessageKey(rule)) return { key: rule };
  }
  if (isApiErrorCode(error.code)) return { key: API_ERRORS[error.code].message, params: error.params ?? {} };
  return undefined;
}
