import { describe, expect, it } from 'vitest';
import { AUTH_KEYS } from '@shop/domain';
import { checkLogin, checkRegistration, redirectTarget, signInReason, type RegisterValues } from './form-logic';

const good: RegisterValues = {
  name: '  Ana Pérez ',
  email: ' Ana@Example.com ',
  password: 'Secreta1!',
  confirmPassword: 'Secreta1!',
  birthDate: '1990-05-17',
};
const today = () => '2026-11-22';
const problem = (values: Partial<RegisterValues>, demo: { email: string; password: string } | null = null) => {
  const result = checkRegistration({ ...good, ...values }, { today, demo });
  return result.ok ? undefined : result.problem;
};

describe('checkLogin (its rules, in order)', () => {
  it('names the first broken rule and the field to focus', () => {
    const first = (email: string, password: string) => {
      const outcome = checkLogin({ email, password });
      return outcome.ok ? undefined : outcome.problem;
    };
    expect(first('', '')).toEqual({ field: 'email', message: AUTH_KEYS.emailRequired });
    expect(first('not-an-email', '')).toEqual({ field: 'password', message: AUTH_KEYS.passwordRequired });
    expect(first('a b@c.d', 'x')).toEqual({ field: 'email', message: AUTH_KEYS.emailInvalid });
  });

  it('trims the e-mail of a valid login and keeps the password as typed', () => {
    expect(checkLogin({ email: ' a@b.co ', password: ' pw ' })).toEqual({
      ok: true,
      data: { email: 'a@b.co', password: ' pw ' },
    });
  });
});

describe('checkRegistration (its rules, in order)', () => {
  it('walks the seven rules in the spec order', () => {
    const all: Partial<RegisterValues> = { email: '', password: '', name: '', birthDate: '', confirmPassword: 'x' };
    expect(problem(all)?.message).toBe(AUTH_KEYS.emailRequired);
    expect(problem({ ...all, email: 'bad' })?.message).toBe(AUTH_KEYS.emailInvalid);
    expect(problem({ ...all, email: 'a@b.co' })?.message).toBe(AUTH_KEYS.passwordRequired);
    expect(problem({ ...all, email: 'a@b.co', password: 'Ab1!' })?.message).toBe(AUTH_KEYS.passwordTooShort);
    expect(problem({ ...all, email: 'a@b.co', password: 'abcdefg1!' })?.message).toBe(AUTH_KEYS.passwordUppercase);
    expect(problem({ ...all, email: 'a@b.co', password: 'ABCDEFG1!' })?.message).toBe(AUTH_KEYS.passwordLowercase);
    expect(problem({ ...all, email: 'a@b.co', password: 'Abcdefgh!' })?.message).toBe(AUTH_KEYS.passwordDigit);
    expect(problem({ ...all, email: 'a@b.co', password: 'Abcdefgh1' })?.message).toBe(AUTH_KEYS.passwordSpecial);
    const withPassword = { ...all, email: 'a@b.co', password: 'Abcdefg1!' };
    expect(problem({ ...withPassword, name: '   ' })).toEqual({ field: 'name', message: AUTH_KEYS.nameRequired });
    const named = { ...withPassword, name: 'Ana' };
    expect(problem(named)).toEqual({ field: 'birthDate', message: AUTH_KEYS.birthDateRequired });
    expect(problem({ ...named, birthDate: '2026-11-23' })?.message).toBe(AUTH_KEYS.birthDateFuture);
    expect(problem({ ...named, birthDate: '1899-12-31' })?.message).toBe(AUTH_KEYS.birthDateTooOld);
    expect(problem({ ...named, birthDate: '2013-11-23' })?.message).toBe(AUTH_KEYS.tooYoung);
    expect(problem({ ...named, birthDate: '2013-11-22' })).toEqual({
      field: 'confirmPassword',
      message: AUTH_KEYS.passwordMismatch,
    });
  });

  it('exempts only the demo admin pair from the password rules', () => {
    const demo = { email: 'admin@demo.com', password: 'admin123' };
    expect(
      problem({ email: 'admin@demo.com', password: 'admin123', confirmPassword: 'admin123' }, demo),
    ).toBeUndefined();
    expect(problem({ email: 'other@demo.com', password: 'admin123', confirmPassword: 'admin123' }, demo)?.message).toBe(
      AUTH_KEYS.passwordUppercase,
    );
  });

  it('answers the API payload: no confirmPassword, name trimmed, e-mail trimmed and lower-cased', () => {
    expect(checkRegistration(good, { today })).toEqual({
      ok: true,
      data: { name: 'Ana Pérez', email: 'ana@example.com', password: 'Secreta1!', birthDate: '1990-05-17' },
    });
  });
});

describe('redirectTarget', () => {
  it('returns the guard’s from path, or / for anything else', () => {
    expect(redirectTarget({ from: '/carrito' })).toBe('/carrito');
    expect(redirectTarget({ from: { pathname: '/productos', search: '?category=laptops' } })).toBe(
      '/productos?category=laptops',
    );
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '/auth' })).toBe('/');
  });
});

describe('every invalid field at once', () => {
  it("login: one message per field, the first in the rules' order first", () => {
    const outcome = checkLogin({ email: 'ana @example', password: '' });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toEqual([
      { field: 'password', message: AUTH_KEYS.passwordRequired },
      { field: 'email', message: AUTH_KEYS.emailInvalid },
    ]);
    expect(outcome.problem).toEqual(outcome.problems?.[0]);
  });

  it("registration: each field's first broken rule, in the spec's order", () => {
    const outcome = checkRegistration(
      { name: ' ', email: 'ana@', password: 'abc', confirmPassword: 'abd', birthDate: '' },
      { today },
    );
    if (outcome.ok) throw new Error('expected problems');
    expect(outcome.problems).toEqual([
      { field: 'email', message: AUTH_KEYS.emailInvalid },
      { field: 'password', message: AUTH_KEYS.passwordTooShort },
      { field: 'name', message: AUTH_KEYS.nameRequired },
      { field: 'birthDate', message: AUTH_KEYS.birthDateRequired },
      { field: 'confirmPassword', message: AUTH_KEYS.passwordMismatch },
    ]);
  });
});

describe('signInReason', () => {
  it('says why a guard sent the visitor to sign in: the cart, or another private page', () => {
    expect(signInReason({ from: '/carrito', guarded: true })).toBe('cart');
    expect(signInReason({ from: '/mis-pedidos', guarded: true })).toBe('private');
    // The header's own link to sign in names where to return, but there is nothing to explain.
    expect(signInReason({ from: '/producto/1' })).toBeUndefined();
    expect(signInReason(null)).toBeUndefined();
  });
});
