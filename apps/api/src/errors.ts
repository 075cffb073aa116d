import { API_ERRORS, type ApiErrorCode, type MessageKey, type MessageParams, domainMessage } from '@shop/domain';

/**
 * One entry of an error's details (a refused order line, say): where, what (a
 * message key of the domain, sent as `code`), the values its text needs, and any
 * further fields the client may use. The error handler adds the text as `message`.
 */
export interface ApiErrorDetailInput {
  path?: string;
  code: MessageKey;
  params?: MessageParams;
  [field: string]: unknown;
}

export interface ApiErrorOptions {
  /** Values of the message's placeholders (`count` also picks the plural form). */
  params?: MessageParams;
  details?: ApiErrorDetailInput[];
  /** Headers the answer carries (retry-after on a 429). */
  headers?: Record<string, string>;
}

/**
 * The one error the API answers on purpose: a code of the domain's catalogue
 * (API_ERRORS), which fixes its status and the key of its text. Services throw
 * it; the error handler answers `{ message, code, details? }`, the text in the
 * request's language.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;
  readonly details: ApiErrorDetailInput[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly code: ApiErrorCode,
    options: ApiErrorOptions = {},
  ) {
    const { status, message } = API_ERRORS[code];
    // The Spanish text, for logs; answers resolve the key in the request's language.
    super(domainMessage(message, 'es', options.params));
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = message;
    this.params = options.params ?? {};
    this.details = options.details;
    this.headers = options.headers;
  }
}

/** `throw apiError('USER_NOT_FOUND')`, `apiError('TOO_MANY_ATTEMPTS', { params: { count: 15 } })`. */
export function apiError(code: ApiErrorCode, options?: ApiErrorOptions): ApiError {
  return new ApiError(code, options);
}
