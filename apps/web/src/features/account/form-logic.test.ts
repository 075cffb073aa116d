import { describe, expect, it } from 'vitest';
import { checkPasswordChange, checkProfile } from './form-logic';

describe('account forms', () => {
  it('the name: required, at most 100 characters, no control characters, trimmed', () => {
    expect(checkProfile({ name: '  Ana Gómez ' })).toEqual({ ok: true, data: { name: 'Ana Gómez' } });
    expect(checkProfile({ name: '  ' })).toMatchObject({
      ok: false,
      problem: { field: 'name', message: 'auth.nameRequired' },
    });
    expect(checkProfile({ name: 'x'.repeat(101) })).toMatchObject({
      ok: false,
      problem: { field: 'name', message: 'auth.nameTooLong' },
    });
    expect(checkProfile({ name: 'Ana\u0000' })).toMatchObject({
      ok: false,
      problem: { field: 'name', message: 'text.controlCharacters' },
    });
  });

  it('the password change: current required, the spec password rules in order, then the confirmation', () => {
    const refusals: [current: string, next: string, confirm: string, field: string, message: string][] = [
      ['', 'Nueva123!', 'Nueva123!', 'currentPassword', 'account.currentPasswordRequired'],
      ['Vieja123!', '', '', 'newPassword', 'auth.passwordRequired'],
      ['Vieja123!', 'Nu1!', 'Nu1!', 'newPassword', 'auth.passwordTooShort'],
      ['Vieja123!', 'nueva123!', 'nueva123!', 'newPassword', 'auth.passwordUppercase'],
      ['Vieja123!', 'NUEVA123!', 'NUEVA123!', 'newPassword', 'auth.passwordLowercase'],
      ['Vieja123!', 'Nuevaaaa!', 'Nuevaaaa!', 'newPassword', 'auth.passwordDigit'],
      ['Vieja123!', 'Nueva1234', 'Nueva1234', 'newPassword', 'auth.passwordSpecial'],
      ['Vieja123!', 'Nueva123!', 'Nueva123?', 'confirmPassword', 'auth.passwordMismatch'],
    ];
    for (const [currentPassword, newPassword, confirmPassword, field, message] of refusals)
      expect(checkPasswordChange({ currentPassword, newPassword, confirmPassword })).toMatchObject({
        ok: false,
        problem: { field, message },
      });
    expect(
      checkPasswordChange({ currentPassword: 'Vieja123!', newPassword: 'Nueva123!', confirmPassword: 'Nueva123!' }),
    ).toEqual({ ok: true, data: { currentPassword: 'Vieja123!', newPassword: 'Nueva123!' } });
  });

  it('says every invalid field at once, one message each, the first first', () => {
    const outcome = checkPasswordChange({ currentPassword: '', newPassword: 'corta', confirmPassword: 'otra' });
    expect(outcome).toMatchObject({
      ok: false,
      problems: [
        { field: 'currentPassword', message: 'account.currentPasswordRequired' },
        { field: 'newPassword', message: 'auth.passwordTooShort' },
        { field: 'confirmPassword', message: 'auth.passwordMismatch' },
      ],
    });
  });
});
