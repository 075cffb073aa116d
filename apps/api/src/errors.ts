/**
 * An error the API answers on purpose: a status code and a message meant for
 * people (Spanish, the shop's first language). Services throw it; the error
 * handler turns it into `{ message, code }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Headers the answer carries (e.g. retry-after on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
/** A path no route answers. */
export const routeNotFound = () => notFound('Ruta no encontrada');
export const unauthorized = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
export const badRequest = (message: string) => new HttpError(400, message, 'BAD_REQUEST');
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');
