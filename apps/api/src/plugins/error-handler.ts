import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  API_ERRORS,
  type ApiErrorBody,
  type ApiErrorCode,
  type Language,
  domainMessage,
  isMessageKey,
} from '@shop/domain';
import { isDatabaseBusy } from '../db/database';
import { HttpError } from '../errors';
import { languageOf } from './language';

/** Fastify's own client errors, answered with the catalogue's code and text instead of its English one. */
const FRAMEWORK_ERRORS: Record<string, ApiErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_CONTENT_LENGTH',
  FST_ERR_BAD_URL: 'BAD_URL',
  // @fastify/compress, for a request body in an encoding it cannot undo.
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'UNSUPPORTED_CONTENT_ENCODING',
};

const sendJson = (reply: FastifyReply, status: number, body: ErrorBody) =>
  reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));

/** The body of an HttpError in a language: the message key resolved, each detail given its text. */
function apiErrorBody(error: HttpError, language: Language): ErrorBody {
  const body: ErrorBody = { message: domainMessage(error.messageKey, language, error.params), code: error.code };
  // The values the text was filled with, so a client that shows its own text (by code) can fill it too.
  if (Object.keys(error.params).length > 0) body.params = error.params;
  if (error.details) {
    body.details = error.details.map((detail) => ({
      ...detail,
      message: domainMessage(detail.code, language, detail.params),
    }));
  }
  return body;
}

/**
 * For the errors Fastify raises before routing (a path it cannot decode, such as
 * '/producto/%E0%A4%A'), which never reach the error handler: passed as Fastify's
 * `frameworkErrors` option so they get the same `{ message, code }` body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = new HttpError(FRAMEWORK_ERRORS[error.code] ?? 'BAD_REQUEST');
  void sendJson(reply, answer.status, apiErrorBody(answer, languageOf(request)));
}

type ErrorBody = ApiErrorBody;

/** Seconds a caller refused for overload is told to wait before trying again. */
const BUSY_RETRY_AFTER_S = 2;

const VALIDATION_SOURCE: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/**
 * One place that maps every failure to a status and a `{ message, code }` body.
 * Nothing below 500 is logged as an error; nothing at 500 leaks its details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Errors skip the route's response schemas: their shape is this handler's, whatever the route documents.
    const send = (status: number, body: ErrorBody) => sendJson(reply, status, body);
    const language = languageOf(request);

    const answer = (httpError: HttpError) => {
      if (httpError.headers) void reply.headers(httpError.headers);
      return send(httpError.status, apiErrorBody(httpError, language));
    };

    if (error instanceof HttpError) return answer(error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An empty body is parsed as none (see json-body.ts): say so rather than list every missing field.
      if (error.validationContext === 'body' && request.body === undefined) return answer(new HttpError('EMPTY_JSON'));
      const source = VALIDATION_SOURCE[error.validationContext ?? 'body'] ?? 'body';
      // One entry per refused field: the broken rule's message key as its code and its text. A
      // library's own message is no key and English only: it counts as 'validation.unknown'.
      const details = error.validation.map((issue) => {
        const rule = issue.message && isMessageKey(issue.message) ? issue.message : 'validation.unknown';
        return {
          path: [source, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          code: rule,
          message: domainMessage(rule, language),
        };
      });
      const message = details[0]?.message ?? domainMessage(API_ERRORS.VALIDATION_ERROR.message, language);
      return send(400, { message, code: 'VALIDATION_ERROR', details });
    }
    const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (framework) return answer(new HttpError(framework));

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Another client error of a plugin: its status and code stay, but its message is English
      // only, so the caller reads the catalogue's general text in their language instead.
      request.log.info({ err: error }, 'client error without a catalogue code');
      return send(status, {
        message: domainMessage(API_ERRORS.BAD_REQUEST.message, language),
        code: error.code ?? 'BAD_REQUEST',
      });
    }
    if (isDatabaseBusy(error)) {
      // Overload, not a fault: the caller may try again shortly (a client or proxy honours Retry-After).
      request.log.warn({ err: error }, 'database busy: answered 503');
      return answer(new HttpError('SERVICE_BUSY', { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(new HttpError('INTERNAL_ERROR'));
  });
}
