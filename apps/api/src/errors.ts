import { API_ERRORS, type ApiErrorCode, type MessageKey, type MessageParams, domainMessage } from '@shop/domain';

/**
 * One entry of an error's details (a refused order line, say): where, what (a
 * message key of the domain, sent as `code`), the values its text needs, and any
 * further fields the client may use. The error handler adds the text as `message`.
 */
export interface HttpErrorDetailInput {
  path?: string;
  code: MessageKey;
  params?: MessageParams;
  [field: string]: unknown;
}

export interface HttpErrorOptions {
  /** Values of the message's placeholders (`count` also picks the plural form). */
  params?: MessageParams;
  details?: HttpErrorDetailInput[];
  /** Headers the answer carries (retry-after on a 429). */
  headers?: Record<string, string>;
}

/**
 * The one error the server answers on purpose (the web's error for a failed call is another
 * class): a code of the domain's catalogue (API_ERRORS), which fixes its status and the key of
 * its text. Services throw it; the error handler answers `{ message, code, details? }`, the
 * text in the request's language.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly details: HttpErrorDetailInput[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ApiErrorCode,
    options: HttpErrorOptions = {},
  ) {
    const { status, message } = API_ERRORS[code];
    // The Spanish text, for logs; answers resolve the key in the request's language.
    super(domainMessage(message, 'es', options.params));
    this.name = 'HttpError';
    this.status = status;
    this.messageKey = message;
    this.params = options.params ?? {};
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** `throw httpError('USER_NOT_FOUND')`, `httpError('TOO_MANY_ATTEMPTS', { params: { count: 15 } })`. */
export function httpError(code: ApiErrorCode, options?: HttpErrorOptions): HttpError {
  return new HttpError(code, options);
}
