import { describe, expect, it } from 'vitest';
import {
  AUTH_KEYS,
  ageOn,
  createRegisterFormSchema,
  createRegisterSchema,
  isCalendarDate,
  passwordProblem,
  registrationFieldChecks,
  updateRoleSchema,
} from './auth';
import { domainMessage } from './messages';
import { canManageUser, isStaff, roleFlags } from './roles';

const TODAY = '2026-11-22';
/** The Spanish text of a rule's answer, so the spec's exact wording is what is checked. */
const es = (key: string | undefined) => key && domainMessage(key, 'es');
const today = () => TODAY;
const valid = { name: ' Ana Pérez ', email: ' Ana@Example.COM ', password: 'Secreta1!', birthDate: '1990-05-17' };

function firstMessage(
  schema: ReturnType<typeof createRegisterSchema> | ReturnType<typeof createRegisterFormSchema>,
  input: unknown,
) {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  return {
    message: result.error.issues[0]!.message,
    path: result.error.issues[0]!.path.join('.'),
    count: result.error.issues.length,
  };
}

describe('registration schema (the first broken rule, in the order of the rules)', () => {
  const schema = createRegisterSchema({ today });

  it('accepts a valid payload, trims the name and lower-cases the e-mail, and drops unknown keys', () => {
    const parsed = schema.parse({ ...valid, role: 'superadmin' });
    expect(parsed).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      password: 'Secreta1!',
      birthDate: '1990-05-17',
    });
  });

  it('reports only the first broken rule, in the spec order', () => {
    const everythingWrong = { name: '', email: '', password: '', birthDate: '' };
    const steps: [Record<string, string>, string, string][] = [
      [{}, 'email', AUTH_KEYS.emailRequired], // 1
      [{ email: 'no-es-email' }, 'email', AUTH_KEYS.emailInvalid], // 2
      [{ email: 'ana @x.com' }, 'email', AUTH_KEYS.emailInvalid], // 2: spaces
      [{ email: 'a@b.co' }, 'password', AUTH_KEYS.passwordRequired], // 3
      [{ email: 'a@b.co', password: 'Ab1!' }, 'password', AUTH_KEYS.passwordTooShort],
      [{ email: 'a@b.co', password: 'secreta1!' }, 'password', AUTH_KEYS.passwordUppercase],
      [{ email: 'a@b.co', password: 'SECRETA1!' }, 'password', AUTH_KEYS.passwordLowercase],
      [{ email: 'a@b.co', password: 'Secretas!' }, 'password', AUTH_KEYS.passwordDigit],
      [{ email: 'a@b.co', password: 'Secreta12' }, 'password', AUTH_KEYS.passwordSpecial],
      [{ email: 'a@b.co', password: 'Secreta1!', name: '   ' }, 'name', AUTH_KEYS.nameRequired], // 4
      [{ email: 'a@b.co', password: 'Secreta1!', name: 'Ana' }, 'birthDate', AUTH_KEYS.birthDateRequired], // 5
      [
        { email: 'a@b.co', password: 'Secreta1!', name: 'Ana', birthDate: '2026-11-23' },
        'birthDate',
        AUTH_KEYS.birthDateFuture,
      ],
      [
        { email: 'a@b.co', password: 'Secreta1!', name: 'Ana', birthDate: '1899-12-31' },
        'birthDate',
        AUTH_KEYS.birthDateTooOld,
      ],
      [
        { email: 'a@b.co', password: 'Secreta1!', name: 'Ana', birthDate: '2013-11-23' },
        'birthDate',
        AUTH_KEYS.tooYoung,
      ], // 6
    ];
    for (const [patch, path, message] of steps) {
      expect(firstMessage(schema, { ...everythingWrong, ...patch }), JSON.stringify(patch)).toEqual({
        message,
        path,
        count: 1,
      });
    }
  });

  it('applies the order also when fields are missing altogether', () => {
    expect(firstMessage(schema, {})).toEqual({ message: AUTH_KEYS.emailRequired, path: 'email', count: 1 });
    expect(firstMessage(schema, { email: 'a@b.co', name: 'Ana' })?.message).toBe(AUTH_KEYS.passwordRequired);
  });

  it('accepts exactly 13 years old today and the earliest date', () => {
    expect(schema.safeParse({ ...valid, birthDate: '2013-11-22' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, birthDate: '1900-01-01' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, birthDate: TODAY }).success).toBe(false);
  });

  it('refuses impossible dates and other formats', () => {
    expect(firstMessage(schema, { ...valid, birthDate: '2001-02-29' })?.message).toBe(AUTH_KEYS.birthDateInvalid);
    expect(firstMessage(schema, { ...valid, birthDate: '17/05/1990' })?.message).toBe(AUTH_KEYS.birthDateInvalid);
  });

  it('caps lengths', () => {
    const long = `Aa1!${'x'.repeat(125)}`;
    expect(long.length).toBe(129);
    expect(firstMessage(schema, { ...valid, password: long })?.message).toBe(AUTH_KEYS.passwordTooLong);
    expect(firstMessage(schema, { ...valid, password: long.slice(0, 128) })).toBeUndefined();
    expect(firstMessage(schema, { ...valid, name: 'n'.repeat(101) })?.message).toBe(AUTH_KEYS.nameTooLong);
    expect(firstMessage(schema, { ...valid, email: `${'a'.repeat(250)}@b.co` })?.message).toBe(AUTH_KEYS.emailTooLong);
  });

  it('exempts only the demo pair from the password rules', () => {
    const demo = { email: 'admin@demo.com', password: 'admin123' };
    const withDemo = createRegisterSchema({ today, demo });
    expect(withDemo.safeParse({ ...valid, email: 'ADMIN@demo.com', password: 'admin123' }).success).toBe(true);
    expect(firstMessage(withDemo, { ...valid, email: 'admin@demo.com', password: 'admin1234' })?.message).toBe(
      AUTH_KEYS.passwordUppercase,
    );
    expect(firstMessage(withDemo, { ...valid, email: 'otro@demo.com', password: 'admin123' })?.message).toBe(
      AUTH_KEYS.passwordUppercase,
    );
    expect(firstMessage(schema, { ...valid, email: 'admin@demo.com', password: 'admin123' })?.message).toBe(
      AUTH_KEYS.passwordUppercase,
    );
  });

  it('refuses wrong types with a message', () => {
    expect(firstMessage(schema, { ...valid, email: 42 })?.message).toBe(AUTH_KEYS.emailInvalid);
    expect(firstMessage(schema, null)).toBeDefined();
  });
});

describe('registration form schema', () => {
  const form = createRegisterFormSchema({ today });

  it('checks the confirmation last (rule 7)', () => {
    expect(firstMessage(form, { ...valid, confirmPassword: 'Otra1234!' })).toEqual({
      message: AUTH_KEYS.passwordMismatch,
      path: 'confirmPassword',
      count: 1,
    });
    // an earlier rule wins over the mismatch
    expect(firstMessage(form, { ...valid, birthDate: '', confirmPassword: 'x' })?.message).toBe(
      AUTH_KEYS.birthDateRequired,
    );
    expect(form.safeParse({ ...valid, confirmPassword: valid.password }).success).toBe(true);
  });
});

describe('field-level checks while typing', () => {
  it('answers the short message of each account rule', () => {
    expect(es(registrationFieldChecks.name('  '))).toBe('El nombre es requerido');
    expect(registrationFieldChecks.name('Ana')).toBeUndefined();
    expect(es(registrationFieldChecks.email('ana@'))).toBe('El formato del email no es válido');
    expect(registrationFieldChecks.email('ana@x.com')).toBeUndefined();
    expect(es(registrationFieldChecks.birthDate('2001-02-30', TODAY))).toBe('Fecha inválida');
    expect(es(registrationFieldChecks.birthDate('2026-11-23', TODAY))).toBe('La fecha no puede ser posterior a hoy');
    expect(es(registrationFieldChecks.birthDate('1899-01-01', TODAY))).toBe('La fecha no puede ser anterior a 1900');
    expect(es(registrationFieldChecks.birthDate('2014-01-01', TODAY))).toBe(
      'Debes tener al menos 13 años para registrarte',
    );
    expect(registrationFieldChecks.birthDate('2000-01-01', TODAY)).toBeUndefined();
  });
});

describe('helpers', () => {
  it('computes ages by birthday', () => {
    expect(ageOn('2000-02-29', '2013-02-28')).toBe(12);
    expect(ageOn('2000-02-29', '2013-03-01')).toBe(13);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('1900-02-29')).toBe(false);
  });

  it('checks the password rules one by one', () => {
    expect(passwordProblem('Secreta1"')).toBeUndefined();
    expect(passwordProblem('Secreta1_')).toBe(AUTH_KEYS.passwordSpecial);
  });

  it("answers keys whose texts are the spec's, in both languages", () => {
    expect(domainMessage(AUTH_KEYS.passwordSpecial, 'es')).toBe(
      'La contraseña debe contener al menos un carácter especial (!@#$%^&*(),.?":{}|<>)',
    );
    expect(domainMessage(AUTH_KEYS.passwordSpecial, 'en')).toBe(
      'The password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    );
    for (const key of Object.values(AUTH_KEYS)) {
      expect(domainMessage(key, 'es'), key).not.toBe(key);
      expect(domainMessage(key, 'en'), key).not.toBe(key);
    }
  });

  it('allows only user and admin as a new role', () => {
    expect(updateRoleSchema.safeParse({ userId: 'x', newRole: 'admin' }).success).toBe(true);
    expect(updateRoleSchema.safeParse({ userId: 'x', newRole: 'superadmin' }).error?.issues[0]?.message).toBe(
      AUTH_KEYS.roleInvalid,
    );
  });
});

describe('roles', () => {
  it('counts admins and superadmins as staff, and nobody else', () => {
    expect([isStaff('user'), isStaff('admin'), isStaff('superadmin'), isStaff(undefined)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('derives the signed-in, superadmin, admin and user flags', () => {
    expect(roleFlags(null)).toEqual({ isSignedIn: false, isSuperAdmin: false, isAdmin: false, isUser: false });
    expect(roleFlags({ role: 'user' })).toEqual({
      isSignedIn: true,
      isSuperAdmin: false,
      isAdmin: false,
      isUser: true,
    });
    expect(roleFlags({ role: 'admin' })).toEqual({
      isSignedIn: true,
      isSuperAdmin: false,
      isAdmin: true,
      isUser: false,
    });
    expect(roleFlags({ role: 'superadmin' })).toEqual({
      isSignedIn: true,
      isSuperAdmin: true,
      isAdmin: true,
      isUser: false,
    });
  });

  it('lets only a superadmin manage other, non-superadmin users', () => {
    const root = { id: '1', role: 'superadmin' as const };
    expect(canManageUser(root, { id: '2', role: 'user' })).toBe(true);
    expect(canManageUser(root, { id: '3', role: 'admin' })).toBe(true);
    expect(canManageUser(root, { id: '4', role: 'superadmin' })).toBe(false);
    expect(canManageUser(root, root)).toBe(false);
    expect(canManageUser({ id: '5', role: 'admin' }, { id: '2', role: 'user' })).toBe(false);
    expect(canManageUser(null, { id: '2', role: 'user' })).toBe(false);
  });
});
