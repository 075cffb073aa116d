import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changePasswordFormSchema, updateProfileSchema } from './account/schemas';
import { loginSchema, registerSchema } from './auth';
import { productInputSchema } from './product';
import { CONTROL_CHARACTERS_KEY, hasControlCharacters, withoutControlCharacters } from './text';

describe('control characters', () => {
  it('finds every C0 and C1 control character and DEL, and nothing printable', () => {
    for (let code = 0; code <= 0x9f; code += 1) {
      const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
      expect(hasControlCharacters(`a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toBe(control);
    }
    expect(hasControlCharacters('José Ñandú 李 Ørsted – “ok” 😀')).toBe(false);
  });

  it('lets a multi-line text keep its tabs and line breaks, and nothing else', () => {
    for (const allowed of ['\n', '\r', '\t'])
      expect(hasControlCharacters(`a${allowed}b`, { multiline: true })).toBe(false);
    for (const refused of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085'])
      expect(hasControlCharacters(`a${refused}b`, { multiline: true })).toBe(true);
  });

  it('as a check on any string schema, keeping its other rules', () => {
    const schema = withoutControlCharacters(z.string().max(5, 'long'));
    expect(schema.safeParse('hola').success).toBe(true);
    expect(schema.safeParse('ho\u0000la').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_KEY);
    expect(schema.safeParse('holaaaa').error?.issues[0]?.message).toBe('long');
  });

  it('guards the auth, account and product texts', () => {
    const message = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
    expect(message(loginSchema.safeParse({ email: 'a\u0000@b.co', password: 'x' }))).toBe(CONTROL_CHARACTERS_KEY);
    expect(
      message(
        registerSchema.safeParse({ name: 'A\u0000', email: 'a@b.co', password: 'Secreta1!', birthDate: '1990-01-01' }),
      ),
    ).toBe(CONTROL_CHARACTERS_KEY);
    expect(message(updateProfileSchema.safeParse({ name: 'A\u001bB' }))).toBe(CONTROL_CHARACTERS_KEY);
    const product = { name: 'Portátil', category: 'Laptops', basePrice: 1, images: ['/uploads/a.webp'] };
    expect(productInputSchema.safeParse({ ...product, description: 'Línea 1\nLínea 2' }).success).toBe(true);
    expect(message(productInputSchema.safeParse({ ...product, name: 'Port\u0000átil' }))).toBe(CONTROL_CHARACTERS_KEY);
    expect(message(productInputSchema.safeParse({ ...product, brand: 'Marca\nOtra' }))).toBe(CONTROL_CHARACTERS_KEY);
    expect(message(productInputSchema.safeParse({ ...product, description: 'a\u0000' }))).toBe(CONTROL_CHARACTERS_KEY);
  });

  it('the password form checks the confirmation after the password rules', () => {
    const form = (newPassword: string, confirmPassword: string) =>
      changePasswordFormSchema.safeParse({ currentPassword: 'Vieja123!', newPassword, confirmPassword });
    expect(form('Nueva123!', 'Nueva123!').success).toBe(true);
    expect(form('Nueva123!', 'Otra123!').error?.issues.map((i) => i.message)).toEqual(['auth.passwordMismatch']);
    expect(form('corta', 'corta').error?.issues.map((i) => i.message)).toEqual(['auth.passwordTooShort']);
  });
});
