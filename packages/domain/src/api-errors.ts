import { domainMessage, type MessageKey } from './messages';
import type { MessageParams } from './message-tables';
import type { Language } from './language';

/**
 * Every error the API answers on purpose: a stable code (what a client branches on and
 * chooses its text by), the HTTP status and the key of its text. A code names one
 * situation, so a client never needs the wording to tell two errors apart.
 */
export const API_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'request.invalidData' },
  INVALID_JSON: { status: 400, message: 'request.invalidJson' },
  EMPTY_JSON: { status: 400, message: 'request.emptyJson' },
  BODY_TOO_LARGE: { status: 413, message: 'request.bodyTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'request.unsupportedMediaType' },
  UNSUPPORTED_CONTENT_ENCODING: { status: 415, message: 'request.unsupportedContentEncoding' },
  INVALID_CONTENT_LENGTH: { status: 400, message: 'request.invalidContentLength' },
  BAD_URL: { status: 400, message: 'request.badUrl' },
  BAD_REQUEST: { status: 400, message: 'request.invalid' },
  /** params: { count } levels allowed */
  JSON_TOO_DEEP: { status: 400, message: 'request.jsonTooDeep' },
  ROUTE_NOT_FOUND: { status: 404, message: 'request.routeNotFound' },

  NO_TOKEN: { status: 401, message: 'auth.noToken' },
  INVALID_TOKEN: { status: 401, message: 'auth.invalidToken' },
  USER_GONE: { status: 401, message: 'auth.userGone' },
  /** The token was issued before its user signed out everywhere or changed the password. */
  SESSION_ENDED: { status: 401, message: 'auth.sessionEnded' },
  ACCOUNT_INACTIVE: { status: 403, message: 'auth.inactive' },
  FORBIDDEN: { status: 403, message: 'auth.forbidden' },
  WRONG_CREDENTIALS: { status: 401, message: 'auth.wrongCredentials' },
  EMAIL_TAKEN: { status: 409, message: 'auth.emailTaken' },
  GOOGLE_FAILED: { status: 401, message: 'auth.googleFailed' },
  GOOGLE_NOT_CONFIGURED: { status: 503, message: 'auth.googleNotConfigured' },
  /** params: { count } minutes to wait */
  TOO_MANY_ATTEMPTS: { status: 429, message: 'auth.tooManyAttempts' },
  /** params: { count } minutes to wait */
  TOO_MANY_REGISTRATIONS: { status: 429, message: 'auth.tooManyRegistrations' },

  WRONG_CURRENT_PASSWORD: { status: 400, message: 'account.currentPasswordWrong' },
  NO_PASSWORD: { status: 409, message: 'account.noPassword' },
  /** A password-reset token that is unknown, altered, used or expired (one code: the link is not described). */
  RESET_LINK_INVALID: { status: 400, message: 'passwordReset.linkInvalid' },
  /** params: { count } minutes to wait */
  TOO_MANY_RESET_REQUESTS: { status: 429, message: 'passwordReset.tooMany' },

  USER_NOT_FOUND: { status: 404, message: 'users.notFound' },
  OWN_ROLE: { status: 403, message: 'users.ownRole' },
  OWN_STATUS: { status: 403, message: 'users.ownStatus' },
  OWN_DELETE: { status: 403, message: 'users.ownDelete' },
  SUPERADMIN_ROLE: { status: 403, message: 'users.superadminRole' },
  SUPERADMIN_STATUS: { status: 403, message: 'users.superadminStatus' },
  SUPERADMIN_DELETE: { status: 403, message: 'users.superadminDelete' },

  PRODUCT_NOT_FOUND: { status: 404, message: 'product.notFound' },
  /** A save whose If-Match or body `version` is not the product's current version: nothing was stored. */
  PRODUCT_CHANGED: { status: 412, message: 'product.changed' },
  /** params: { field }; details: one per field { path, code }. A save without If-Match that would empty a guarded field (GUARDED_PRODUCT_FIELDS). */
  PRODUCT_FIELD_WOULD_EMPTY: { status: 409, message: 'product.wouldEmpty' },
  /** params: { row, field }; details: [{ path: 'csv.<row>.<field>' }]. The first wrong cell of an import: nothing was applied. */
  PRODUCT_IMPORT_INVALID: { status: 400, message: 'productAdmin.csv.invalid' },
  /** params: { value }; details: [{ path: 'body.products.<index>', productId }]. A bulk change would take a product out of range: nothing was applied. */
  PRODUCT_BULK_OUT_OF_RANGE: { status: 400, message: 'productAdmin.bulk.outOfRange' },
  /** A save without a version that other saves kept overtaking for seconds (a pile-up): nothing was stored. */
  PRODUCT_BUSY: { status: 409, message: 'product.busy' },

  /** details: one per refused line { path: 'items.N', code, productId, available } */
  ORDER_LINES_UNAVAILABLE: { status: 409, message: 'orders.linesUnavailable' },
  /** details: one per refused line { path: 'items.N', code, productId } */
  ORDER_OPTIONS_NOT_OFFERED: { status: 400, message: 'orders.optionsNotOffered' },
  /** details: one per refused line { path: 'items.N', code: the broken rule's key, params, productId } */
  ORDER_CONFIGURATION_INCOMPATIBLE: { status: 400, message: 'orders.configurationIncompatible' },
  IDEMPOTENCY_KEY_REUSED: { status: 422, message: 'orders.idempotencyKeyReused' },
  ORDER_NOT_FOUND: { status: 404, message: 'orders.notFound' },
  /** A resend of a mail that is not one of the order's. */
  ORDER_MAIL_NOT_FOUND: { status: 404, message: 'orders.mailNotFound' },
  /** A resend of a mail whose kind already has a copy of the order's waiting to go out: nothing was written. */
  ORDER_MAIL_WAITING: { status: 409, message: 'orders.mailWaiting' },
  /** params: { from, to } statuses, { allowed } the statuses it may move to (comma-separated); details: [{ path: 'status', allowed: [...] }] */
  INVALID_STATUS_CHANGE: { status: 409, message: 'orders.invalidStatusChange' },
  /** A change of an order that is delivered, picked up or cancelled. params: { from, to } */
  ORDER_STATUS_FINAL: { status: 409, message: 'orders.statusFinal' },
  /** A status change whose If-Match is not the order's current version: nothing was applied. */
  ORDER_CHANGED: { status: 412, message: 'orders.changed' },
  /** The buyer's cancel of an order that is no longer paid. params: { status } */
  ORDER_NOT_CANCELLABLE: { status: 409, message: 'orders.notCancellable' },
  /** A cart mixing currencies with no exchange rate for some of them. params: { currencies } e.g. 'US$' */
  CURRENCY_MIX_WITHOUT_RATE: { status: 409, message: 'orders.currencyMix' },
  /** params: { file } the name the client gave the image (also in the four below) */
  IMAGE_TOO_LARGE: { status: 413, message: 'upload.imageTooLarge' },
  IMAGE_TYPE_NOT_ALLOWED: { status: 415, message: 'upload.imageType' },
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: 'upload.imageTooManyPixels' },
  IMAGE_UNREADABLE: { status: 400, message: 'upload.imageUnreadable' },
  /** params: { count } images allowed per request */
  TOO_MANY_IMAGES: { status: 413, message: 'upload.tooManyImages' },
  VIDEO_TOO_LARGE: { status: 413, message: 'upload.videoTooLarge' },
  VIDEO_TYPE_NOT_ALLOWED: { status: 415, message: 'upload.videoType' },
  TOO_MANY_VIDEOS: { status: 413, message: 'upload.tooManyVideos' },
  NO_FILE: { status: 400, message: 'upload.noFile' },
  /** params: { field } the multipart field the route reads */
  UPLOAD_WRONG_FIELD: { status: 400, message: 'upload.wrongField' },
  UPLOAD_TOO_MANY_PARTS: { status: 413, message: 'upload.tooManyParts' },
  UPLOAD_MALFORMED: { status: 400, message: 'upload.malformed' },
  /** A URL that is not one of the media files this server stored ('URL inválida'). */
  MEDIA_URL_INVALID: { status: 400, message: 'product.images.invalidUrl' },
  MEDIA_NOT_FOUND: { status: 404, message: 'upload.mediaNotFound' },

  ADDRESS_NOT_FOUND: { status: 404, message: 'address.notFound' },
  /** params: { count } addresses an account may keep */
  ADDRESS_LIMIT: { status: 409, message: 'address.tooMany' },

  REVIEW_NOT_FOUND: { status: 404, message: 'reviews.notFound' },
  /** The caller has no delivered or picked-up order holding the product. */
  REVIEW_NOT_BOUGHT: { status: 403, message: 'reviews.notBought' },
  REVIEW_EXISTS: { status: 409, message: 'reviews.alreadyReviewed' },
  REVIEW_ALREADY_VOTED: { status: 409, message: 'reviews.alreadyVoted' },
  REVIEW_OWN_VOTE: { status: 403, message: 'reviews.ownVote' },
  /** A back-in-stock alert for a product that has stock: there is nothing to wait for. */
  STOCK_ALERT_IN_STOCK: { status: 409, message: 'stockAlerts.inStock' },
  /** More than STOCK_ALERTS_PER_HOUR alerts asked for with one address in the last hour. */
  STOCK_ALERT_TOO_MANY: { status: 429, message: 'stockAlerts.tooMany' },
  STOCK_ALERT_TOKEN_INVALID: { status: 404, message: 'stockAlerts.token.invalid' },
  /** params: { count } favourites an account may keep (MAX_FAVOURITES). */
  FAVOURITE_LIMIT: { status: 409, message: 'favourites.tooMany' },
  /** A settings save whose `version` is not the stored one: another person saved in between, nothing stored. */
  SETTINGS_CHANGED: { status: 412, message: 'settings.changed' },
  /** An admin asked for an area of the record only superadmins read (settings, accounts). */
  AUDIT_AREA_FORBIDDEN: { status: 403, message: 'audit.kind.forbidden' },

  /** No database connection came free in time (overload): answered with Retry-After, try again shortly. */
  SERVICE_BUSY: { status: 503, message: 'server.busy' },
  INTERNAL_ERROR: { status: 500, message: 'server.internalError' },
} as const satisfies Record<string, { status: number; message: MessageKey }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERRORS, value);
}

/** The text of an error code in a language; unknown codes fall back to `fallback` (the server's own text). */
export function apiErrorMessage(
  code: string,
  language: Language,
  params: MessageParams = {},
  fallback?: string,
): string | undefined {
  return isApiErrorCode(code) ? domainMessage(API_ERRORS[code].message, language, params) : fallback;
}
