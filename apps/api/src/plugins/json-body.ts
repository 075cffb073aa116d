import type { FastifyInstance } from 'fastify';
import { httpError } from '../errors';

/**
 * Deepest nesting a JSON body may have. The shop's own documents are a few levels deep; a
 * body thousands of levels deep would exhaust the stack of the parser or of the validation
 * that follows (a 500), so it is refused before either runs.
 */
export const MAX_JSON_DEPTH = 32;

/** Whether a JSON text opens more than `limit` arrays or objects inside each other (brackets in strings do not count). */
export function jsonNestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c /* \ */) i++;
      else if (char === 0x22 /* " */) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b /* { */ || char === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 0x7d /* } */ || char === 0x5d /* ] */) {
      depth--;
    }
  }
  return false;
}

/**
 * The JSON body parser: Fastify's own (prototype poisoning refused), with two changes.
 * An empty body is no body, as many clients send `Content-Type: application/json` on every
 * call, a DELETE included; a route that needs a body then answers EMPTY_JSON (see the error
 * handler). A body nested deeper than MAX_JSON_DEPTH is refused with JSON_TOO_DEEP.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text, MAX_JSON_DEPTH)) {
      return done(httpError('JSON_TOO_DEEP', { params: { count: MAX_JSON_DEPTH } }), undefined);
    }
    parseJson(request, text, done);
  });
}
