import { describe, expect, it } from 'vitest';
import { chosenLanguage } from './language-choice';

describe('chosenLanguage', () => {
  it('takes the strongest signal that names a shop language', () => {
    const every = { query: 'en', cookie: 'es', saved: 'en', preferred: ['es-ES'], page: 'en' };
    expect(chosenLanguage(every)).toBe('en');
    expect(chosenLanguage({ ...every, query: undefined })).toBe('es');
    expect(chosenLanguage({ ...every, query: undefined, cookie: undefined })).toBe('en');
    expect(chosenLanguage({ preferred: ['es-ES'], page: 'en' })).toBe('es');
    expect(chosenLanguage({ page: 'en' })).toBe('en');
  });

  it('skips what is not a shop language, down to the preferred list', () => {
    expect(chosenLanguage({ query: 'fr', cookie: '<script>', preferred: ['de-DE', 'en-GB', 'es'] })).toBe('en');
    expect(chosenLanguage({ preferred: 'EN_us' })).toBe('en');
  });

  it('names none when nothing says a shop language, for the caller to fall back to Spanish', () => {
    expect(chosenLanguage({})).toBeUndefined();
    expect(chosenLanguage({ query: 'fr', preferred: [], page: '' })).toBeUndefined();
  });
});
