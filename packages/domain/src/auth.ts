import { z } from 'zod';
import { ASSIGNABLE_ROLES } from './roles';
import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from './text';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MIN_REGISTRATION_AGE = 13;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The e-mail shape the account rules accept: something@something.something with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The special characters a password may use; a password needs at least one of them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL_PATTERN = /[!@#$%^&*(),.?":{}|<>]/;

/**
 * The message keys of the account rules (texts in ./messages.ts): the schemas
 * and rule functions below answer these keys, and whoever shows them picks the language.
 */
export const AUTH_KEYS = {
  emailRequired: 'auth.emailRequired',
  passwordRequired: 'auth.passwordRequired',
  emailInvalid: 'auth.emailInvalid',
  emailTooLong: 'auth.emailTooLong',
  passwordTooLong: 'auth.passwordTooLong',
  passwordTooShort: 'auth.passwordTooShort',
  passwordUppercase: 'auth.passwordUppercase',
  passwordLowercase: 'auth.passwordLowercase',
  passwordDigit: 'auth.passwordDigit',
  passwordSpecial: 'auth.passwordSpecial',
  nameRequired: 'auth.nameRequired',
  nameTooLong: 'auth.nameTooLong',
  birthDateRequired: 'auth.birthDateRequired',
  birthDateInvalid: 'auth.birthDateInvalid',
  birthDateFuture: 'auth.birthDateFuture',
  birthDateTooOld: 'auth.birthDateTooOld',
  tooYoung: 'auth.tooYoung',
  passwordMismatch: 'auth.passwordMismatch',
  fieldNameRequired: 'auth.fieldNameRequired',
  fieldEmailInvalid: 'auth.fieldEmailInvalid',
  fieldDateInvalid: 'auth.fieldDateInvalid',
  fieldDateFuture: 'auth.fieldDateFuture',
  fieldDateTooOld: 'auth.fieldDateTooOld',
  fieldTooYoung: 'auth.fieldTooYoung',
  credentialRequired: 'auth.credentialRequired',
  roleInvalid: 'auth.roleInvalid',
  userIdRequired: 'auth.userIdRequired',
} as const;

// ---------------------------------------------------------------------------
// Dates: birth dates are calendar dates 'YYYY-MM-DD' (what <input type="date"> gives).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a real calendar date in the form YYYY-MM-DD (2023-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A Date's calendar day in the local time zone of the process (the browser's, for the form). */
export function localDateString(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole years between two calendar dates (both YYYY-MM-DD), as a birthday count. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** Options shared by the registration checks. `today` is a YYYY-MM-DD date; the local date by default. */
export interface RegistrationOptions {
  today?: () => string;
  /** The demo admin's e-mail and password, exempt from the password rules when both match. */
  demo?: { email: string; password: string } | null;
}

// ---------------------------------------------------------------------------
// Single rules, in the registration's order: e-mail, password, name, birth date and age, then the
// confirmation (each answers the first broken rule's message, or undefined).

/** Registration rule 3: the password rules, the length cap last. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return AUTH_KEYS.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_KEYS.passwordTooShort;
  if (!/[A-Z]/.test(password)) return AUTH_KEYS.passwordUppercase;
  if (!/[a-z]/.test(password)) return AUTH_KEYS.passwordLowercase;
  if (!/\d/.test(password)) return AUTH_KEYS.passwordDigit;
  if (!SPECIAL_PATTERN.test(password)) return AUTH_KEYS.passwordSpecial;
  if (password.length > MAX_PASSWORD_LENGTH) return AUTH_KEYS.passwordTooLong;
  return undefined;
}

/** Whether this e-mail and password are the demo admin's pair (the only exemption from the password rules). */
export function isDemoPair(email: string, password: string, demo: RegistrationOptions['demo']): boolean {
  return (
    Boolean(demo) && email.trim().toLowerCase() === demo!.email.trim().toLowerCase() && password === demo!.password
  );
}

/** Registration rules 5 and 6 on submit. */
export function birthDateProblem(birthDate: string, today: string = localDateString()): string | undefined {
  if (birthDate.trim() === '') return AUTH_KEYS.birthDateRequired;
  if (!isCalendarDate(birthDate)) return AUTH_KEYS.birthDateInvalid;
  if (birthDate > today) return AUTH_KEYS.birthDateFuture;
  if (birthDate < EARLIEST_BIRTH_DATE) return AUTH_KEYS.birthDateTooOld;
  if (ageOn(birthDate, today) < MIN_REGISTRATION_AGE) return AUTH_KEYS.tooYoung;
  return undefined;
}

/**
 * The checks of the registration form while typing or on blur (field-level checks). Each
 * answers a message or undefined. An empty e-mail
 * or date is left to the submit checks, which name what is missing.
 */
export const registrationFieldChecks = {
  name(name: string): string | undefined {
    return name.trim() === '' ? AUTH_KEYS.fieldNameRequired : undefined;
  },
  email(email: string): string | undefined {
    return email !== '' && !EMAIL_PATTERN.test(email) ? AUTH_KEYS.fieldEmailInvalid : undefined;
  },
  birthDate(birthDate: string, today: string = localDateString()): string | undefined {
    if (birthDate === '') return undefined;
    if (!isCalendarDate(birthDate)) return AUTH_KEYS.fieldDateInvalid;
    if (birthDate > today) return AUTH_KEYS.fieldDateFuture;
    if (birthDate < EARLIEST_BIRTH_DATE) return AUTH_KEYS.fieldDateTooOld;
    if (ageOn(birthDate, today) < MIN_REGISTRATION_AGE) return AUTH_KEYS.fieldTooYoung;
    return undefined;
  },
} as const;

// ---------------------------------------------------------------------------
// Schemas

/** Login payload, checked in the spec's order: e-mail empty, password empty, e-mail format. */
export const loginSchema = z
  .object({
    email: z.string(AUTH_KEYS.emailRequired).trim().max(MAX_EMAIL_LENGTH, AUTH_KEYS.emailInvalid),
    password: z.string(AUTH_KEYS.passwordRequired).max(MAX_PASSWORD_LENGTH, AUTH_KEYS.passwordTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_KEYS.emailRequired });
    else if (value.password === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_KEYS.passwordRequired });
    else if (hasControlCharacters(value.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: CONTROL_CHARACTERS_KEY });
    else if (!EMAIL_PATTERN.test(value.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_KEYS.emailInvalid });
  });
export type LoginInput = z.input<typeof loginSchema>;

interface RegistrationFields {
  email: string;
  password: string;
  name: string;
  birthDate: string;
  confirmPassword?: string;
}

/** A broken rule of a form: the field and the rule's message key. */
export type FieldProblem<F extends string = string> = [field: F, message: string];

/**
 * Every field's first broken login rule, in the rules' order (1. e-mail empty, 2. password
 * empty, 3. e-mail format): the first is what the login schema reports; a form shows them all.
 */
export function loginProblems(value: { email: string; password: string }): FieldProblem<'email' | 'password'>[] {
  const email = value.email.trim();
  const problems: FieldProblem<'email' | 'password'>[] = [];
  if (email === '') problems.push(['email', AUTH_KEYS.emailRequired]);
  if (value.password === '') problems.push(['password', AUTH_KEYS.passwordRequired]);
  if (email !== '') {
    if (hasControlCharacters(email)) problems.push(['email', CONTROL_CHARACTERS_KEY]);
    else if (!EMAIL_PATTERN.test(email)) problems.push(['email', AUTH_KEYS.emailInvalid]);
  }
  return problems;
}

/**
 * A required text's first broken rule: empty, then a control character (a NUL...: named as such,
 * before anything is hashed or stored), then the first of `more` that is broken.
 */
function textProblem(text: string, required: string, ...more: [broken: boolean, message: string][]) {
  if (text === '') return required;
  if (hasControlCharacters(text)) return CONTROL_CHARACTERS_KEY;
  return more.find(([broken]) => broken)?.[1];
}

/**
 * Every field's first broken registration rule, in the rules' order, as [field, message]
 * pairs (empty when all hold): the first is the one the API reports, a form shows them all.
 */
export function registrationProblems(
  value: RegistrationFields,
  options: RegistrationOptions & { checkConfirmation?: boolean } = {},
): FieldProblem<keyof RegistrationFields>[] {
  const problems: FieldProblem<keyof RegistrationFields>[] = [];
  const email = value.email.trim();
  // 1. e-mail empty · 2. e-mail format
  const emailMessage = textProblem(
    email,
    AUTH_KEYS.emailRequired,
    [!EMAIL_PATTERN.test(email), AUTH_KEYS.emailInvalid],
    [email.length > MAX_EMAIL_LENGTH, AUTH_KEYS.emailTooLong],
  );
  if (emailMessage) problems.push(['email', emailMessage]);
  // 3. password rules (the demo pair is exempt; it is still capped)
  const passwordMessage = isDemoPair(email, value.password, options.demo)
    ? value.password.length > MAX_PASSWORD_LENGTH
      ? AUTH_KEYS.passwordTooLong
      : undefined
    : passwordProblem(value.password);
  if (passwordMessage) problems.push(['password', passwordMessage]);
  // 4. name
  const name = value.name.trim();
  const nameMessage = textProblem(name, AUTH_KEYS.nameRequired, [name.length > MAX_NAME_LENGTH, AUTH_KEYS.nameTooLong]);
  if (nameMessage) problems.push(['name', nameMessage]);
  // 5. birth date · 6. age
  const dateMessage = birthDateProblem(value.birthDate, (options.today ?? localDateString)());
  if (dateMessage) problems.push(['birthDate', dateMessage]);
  // 7. confirmation (the form only; the API never receives it)
  if (options.checkConfirmation && value.password !== value.confirmPassword)
    problems.push(['confirmPassword', AUTH_KEYS.passwordMismatch]);
  return problems;
}

/** The first broken registration rule, in the rules' order, as [field, message]; undefined when all hold. */
export function firstRegistrationProblem(
  value: RegistrationFields,
  options: RegistrationOptions & { checkConfirmation?: boolean } = {},
): FieldProblem<keyof RegistrationFields> | undefined {
  return registrationProblems(value, options)[0];
}

// Missing fields become '' so that the rule order, not the key order, decides which message comes first.
const text = (message: string) => z.string(message).default('');

const registrationShape = {
  email: text(AUTH_KEYS.emailInvalid),
  password: text(AUTH_KEYS.passwordRequired),
  name: text(AUTH_KEYS.nameRequired),
  birthDate: text(AUTH_KEYS.birthDateInvalid),
};

/**
 * The registration payload `{ name, email, password, birthDate }` of the API,
 * reporting only the first broken rule, in the rules' order. Unknown
 * keys (a `role`, for example) are dropped. Output: name and e-mail trimmed,
 * e-mail lower-cased.
 */
export function createRegisterSchema(options: RegistrationOptions = {}) {
  return z
    .object(registrationShape)
    .superRefine((value, ctx) => {
      const problem = firstRegistrationProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
    })
    .transform((value) => ({
      name: value.name.trim(),
      email: value.email.trim().toLowerCase(),
      password: value.password,
      birthDate: value.birthDate,
    }));
}

/** The registration form: the payload's rules plus rule 7, the confirmation, checked last. */
export function createRegisterFormSchema(options: RegistrationOptions = {}) {
  return z
    .object({ ...registrationShape, confirmPassword: text(AUTH_KEYS.passwordMismatch) })
    .superRefine((value, ctx) => {
      const problem = firstRegistrationProblem(value, { ...options, checkConfirmation: true });
      if (problem) ctx.addIssue({ code: 'custom', path: [problem[0]], message: problem[1] });
    });
}

/** Registration without a demo exemption and with the process's local date as today. */
export const registerSchema = createRegisterSchema();
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;
export const registerFormSchema = createRegisterFormSchema();
export type RegisterFormInput = z.input<typeof registerFormSchema>;

export const googleLoginSchema = z.object({
  credential: z
    .string(AUTH_KEYS.credentialRequired)
    .min(1, AUTH_KEYS.credentialRequired)
    .max(8192, AUTH_KEYS.credentialRequired),
});

const userId = z.string(AUTH_KEYS.userIdRequired).min(1, AUTH_KEYS.userIdRequired).max(200, AUTH_KEYS.userIdRequired);

export const updateRoleSchema = z.object({
  userId,
  newRole: z.enum(ASSIGNABLE_ROLES, AUTH_KEYS.roleInvalid),
});
export const toggleStatusSchema = z.object({ userId });
