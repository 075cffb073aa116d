import { describe, expect, it } from 'vitest';
import { API_ERRORS, apiErrorMessage, isApiErrorCode } from './api-errors';
import { domainMessage, isMessageKey } from './messages';

// Both languages' keys, empty and copied texts: apps/web/src/shared/i18n/texts.test.ts checks every text table at once.
describe('message tables', () => {
  it('fill placeholders and choose the plural form by count', () => {
    expect(domainMessage('auth.tooManyAttempts', 'es', { count: 1 })).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 1 minuto',
    );
    expect(domainMessage('auth.tooManyAttempts', 'es', { count: 15 })).toBe(
      'Demasiados intentos fallidos de inicio de sesión. Inténtalo de nuevo en 15 minutos',
    );
    expect(domainMessage('auth.tooManyRegistrations', 'en', { count: 2 })).toBe(
      'Too many accounts were created from this address. Try again in 2 minutes',
    );
  });

  it('fill a value in English from its English twin, and from the Spanish value when there is none', () => {
    const params = { name: 'Funda de silicona', name_en: 'Silicone case' };
    expect(domainMessage('orders.line.optionsNotOffered', 'en', params)).toContain('Silicone case');
    expect(domainMessage('orders.line.optionsNotOffered', 'es', params)).toContain('Funda de silicona');
    expect(domainMessage('orders.line.optionsNotOffered', 'en', { ...params, name_en: '' })).toContain(
      'Funda de silicona',
    );
  });

  it('pass a text that is not a key through unchanged', () => {
    expect(domainMessage('Expected string, received number', 'en')).toBe('Expected string, received number');
    expect(isMessageKey('auth.tooManyAttempts')).toBe(true);
    expect(isMessageKey('auth.nothing')).toBe(false);
  });
});

describe('API error catalogue', () => {
  it('names a text that exists for every code, and a client or server error status', () => {
    for (const [code, { status, message }] of Object.entries(API_ERRORS)) {
      expect(isMessageKey(message), code).toBe(true);
      expect(status >= 400 && status < 600, code).toBe(true);
      expect(code).toMatch(/^[A-Z][A-Z_]+$/);
    }
  });

  it('gives the text of a code in the asked language, and the fallback for an unknown code', () => {
    expect(apiErrorMessage('WRONG_CREDENTIALS', 'es')).toBe('Email o contraseña incorrectos');
    expect(apiErrorMessage('WRONG_CREDENTIALS', 'en')).toBe('Invalid credentials');
    expect(apiErrorMessage('SOMETHING_NEW', 'en', {}, 'Texto del servidor')).toBe('Texto del servidor');
    expect(isApiErrorCode('toString')).toBe(false);
  });
});
