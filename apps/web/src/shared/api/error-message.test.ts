import { describe, expect, it } from 'vitest';
import { apiErrorMessageRef } from './error-message';
import { ApiCallError } from './http';

describe('the text of a refused call', () => {
  it('is chosen by the code, with its values', () => {
    const error = new ApiCallError(429, 'Demasiados intentos…', 'TOO_MANY_ATTEMPTS', undefined, { count: 3 });
    expect(apiErrorMessageRef(error)).toEqual({ key: 'auth.tooManyAttempts', params: { count: 3 } });
    expect(apiErrorMessageRef(new ApiCallError(401, 'otro texto', 'WRONG_CREDENTIALS'))).toEqual({
      key: 'auth.wrongCredentials',
      params: {},
    });
  });

  it("is the first refused field's rule for a refused payload", () => {
    const error = new ApiCallError(400, 'La contraseña es requerida', 'VALIDATION_ERROR', [
      { path: 'body.password', code: 'auth.passwordRequired', message: 'La contraseña es requerida' },
    ]);
    expect(apiErrorMessageRef(error)).toEqual({ key: 'auth.passwordRequired' });
  });

  it('is unknown for a code this build does not know, or no code at all', () => {
    expect(apiErrorMessageRef(new ApiCallError(418, 'Soy una tetera', 'TEAPOT'))).toBeUndefined();
    expect(apiErrorMessageRef(new ApiCallError(502, 'HTTP 502'))).toBeUndefined();
  });
});
