import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { domainMessage } from '@shop/domain';
import { HttpError } from '../errors';

/** Fastify's own client-error codes, answered with a clear Spanish message instead of its English one. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'El cuerpo de la solicitud está vacío' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'El cuerpo de la solicitud supera el máximo permitido (1 MB)' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Tipo de contenido no soportado' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Longitud de contenido no válida' },
  FST_ERR_BAD_URL: { status: 400, message: 'La dirección no es válida' },
};

/**
 * For the errors Fastify raises before routing (a path it cannot decode, such as
 * '/producto/%E0%A4%A'), which never reach the error handler: passed as Fastify's
 * `frameworkErrors` option so they get the same `{ message, code }` body.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const known = FRAMEWORK_MESSAGES[error.code] ?? { status: 400, message: 'Solicitud no válida' };
  void reply
    .status(known.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ message: known.message, code: error.code }));
}

interface ErrorBody {
  message: string;
  code?: string;
  errors?: { path: string; message: string }[];
}

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
    const send = (status: number, body: ErrorBody) =>
      reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));

    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = VALIDATION_SOURCE[error.validationContext ?? 'body'] ?? 'body';
      const errors = error.validation.map((issue) => ({
        path: [source, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: domainMessage(issue.message ?? 'validation.unknown'),
      }));
      return send(400, { message: errors[0]?.message ?? 'Datos no válidos', code: 'VALIDATION_ERROR', errors });
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return send(error.statusCode, { message: error.message, code: error.code });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return send(known.status, { message: known.message, code: error.code });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Plugins' client errors (rate limit, multipart limits...) carry messages written for clients.
      return send(status, { message: error.message, code: error.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Error interno del servidor', code: 'INTERNAL_ERROR' });
  });
}
