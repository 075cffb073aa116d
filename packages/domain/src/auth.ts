import { z } from 'zod';

export const ROLE_NAMES = ['user', 'admin', 'superadmin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The roles a superadmin may give (spec 000 §6): a superadmin is never made through the API. */
export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NAME_LENGTH = 100;
export const MIN_REGISTRATION_AGE = 13;
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The e-mail shape of spec 000 §5: something@something.something with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The special characters of spec 000 §5; a password needs at least one of them. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const SPECIAL_PATTERN = /[!@#$%^&*(),.?":{}|<>]/;

/** Spanish texts of spec 000 §5 (the API answers them; the web app shows them or their English twin). */
export const AUTH_TEXT = {
  emailRequired: 'El email es requerido',
  passwordRequired: 'La contraseña es requerida',
  emailInvalid: 'El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)',
  emailTooLong: 'El email no puede superar los 254 caracteres',
  passwordTooLong: 'La contraseña no puede superar los 128 caracteres',
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
  passwordUppercase: 'La contraseña debe contener al menos una letra mayúscula',
  passwordLowercase: 'La contraseña debe contener al menos una letra minúscula',
  passwordDigit: 'La contraseña debe contener al menos un número',
  passwordSpecial: 'La contraseña debe contener al menos un carácter especial (!@#$%^&*(),.?":{}|<>)',
  nameRequired: 'El nombre es requerido y no puede estar vacío',
  nameTooLong: 'El nombre no puede superar los 100 caracteres',
  birthDateRequired: 'La fecha de nacimiento es requerida',
  birthDateInvalid: 'Fecha inválida',
  birthDateFuture: 'La fecha de nacimiento no puede ser posterior a hoy',
  birthDateTooOld: 'La fecha de nacimiento no puede ser anterior a 1900',
  tooYoung: 'Debes tener al menos 13 años para registrarte',
  passwordMismatch:
    'Las contraseñas no coinciden. Por favor, asegúrate de escribir la misma contraseña en ambos campos',
  // Field-level checks while typing or on blur (spec 000 §5).
  fieldNameRequired: 'El nombre es requerido',
  fieldEmailInvalid: 'El formato del email no es válido',
  fieldDateInvalid: 'Fecha inválida',
  fieldDateFuture: 'La fecha no puede ser posterior a hoy',
  fieldDateTooOld: 'La fecha no puede ser anterior a 1900',
  fieldTooYoung: 'Debes tener al menos 13 años para registrarte',
  // Other account texts shared by the API and the web app.
  credentialRequired: 'La credencial de Google es requerida',
  roleInvalid: 'El rol debe ser user o admin',
  userIdRequired: 'El ID de usuario es requerido',
} as const;
export type AuthTextKey = keyof typeof AUTH_TEXT;

export const AUTH_TEXT_EN: Record<AuthTextKey, string> = {
  emailRequired: 'E-mail is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'The e-mail format is not valid. It must be a valid e-mail (example@domain.com)',
  emailTooLong: 'The e-mail cannot be longer than 254 characters',
  passwordTooLong: 'The password cannot be longer than 128 characters',
  passwordTooShort: 'The password must be at least 8 characters long',
  passwordUppercase: 'The password must contain at least one uppercase letter',
  passwordLowercase: 'The password must contain at least one lowercase letter',
  passwordDigit: 'The password must contain at least one number',
  passwordSpecial: 'The password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
  nameRequired: 'Name is required and cannot be empty',
  nameTooLong: 'The name cannot be longer than 100 characters',
  birthDateRequired: 'Date of birth is required',
  birthDateInvalid: 'Invalid date',
  birthDateFuture: 'The date of birth cannot be later than today',
  birthDateTooOld: 'The date of birth cannot be earlier than 1900',
  tooYoung: 'You must be at least 13 years old to register',
  passwordMismatch: 'The passwords do not match. Please make sure you type the same password in both fields',
  fieldNameRequired: 'Name is required',
  fieldEmailInvalid: 'The e-mail format is not valid',
  fieldDateInvalid: 'Invalid date',
  fieldDateFuture: 'The date cannot be later than today',
  fieldDateTooOld: 'The date cannot be earlier than 1900',
  fieldTooYoung: 'You must be at least 13 years old to register',
  credentialRequired: 'The Google credential is required',
  roleInvalid: 'The role must be user or admin',
  userIdRequired: 'The user ID is required',
};

const KEY_BY_SPANISH_TEXT = new Map<string, AuthTextKey>(
  Object.entries(AUTH_TEXT).map(([key, text]) => [text, key as AuthTextKey]),
);

/** The English twin of an account message produced by these schemas; other texts pass through. */
export function translateAuthMessage(message: string, language: 'es' | 'en'): string {
  if (language === 'es') return message;
  const key = KEY_BY_SPANISH_TEXT.get(message);
  return key ? AUTH_TEXT_EN[key] : message;
}

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
// Single rules, in the order of spec 000 §5 (each answers the first broken rule's message, or undefined).

/** Registration rule 3: the password rules, the length cap last. */
export function passwordProblem(password: string): string | undefined {
  if (password === '') return AUTH_TEXT.passwordRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return AUTH_TEXT.passwordTooShort;
  if (!/[A-Z]/.test(password)) return AUTH_TEXT.passwordUppercase;
  if (!/[a-z]/.test(password)) return AUTH_TEXT.passwordLowercase;
  if (!/\d/.test(password)) return AUTH_TEXT.passwordDigit;
  if (!SPECIAL_PATTERN.test(password)) return AUTH_TEXT.passwordSpecial;
  if (password.length > MAX_PASSWORD_LENGTH) return AUTH_TEXT.passwordTooLong;
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
  if (birthDate.trim() === '') return AUTH_TEXT.birthDateRequired;
  if (!isCalendarDate(birthDate)) return AUTH_TEXT.birthDateInvalid;
  if (birthDate > today) return AUTH_TEXT.birthDateFuture;
  if (birthDate < EARLIEST_BIRTH_DATE) return AUTH_TEXT.birthDateTooOld;
  if (ageOn(birthDate, today) < MIN_REGISTRATION_AGE) return AUTH_TEXT.tooYoung;
  return undefined;
}

/**
 * The checks of the registration form while typing or on blur (spec 000 §5,
 * "field-level checks"). Each answers a message or undefined. An empty e-mail
 * or date is left to the submit checks, which name what is missing.
 */
export const registrationFieldChecks = {
  name(name: string): string | undefined {
    return name.trim() === '' ? AUTH_TEXT.fieldNameRequired : undefined;
  },
  email(email: string): string | undefined {
    return email !== '' && !EMAIL_PATTERN.test(email) ? AUTH_TEXT.fieldEmailInvalid : undefined;
  },
  birthDate(birthDate: string, today: string = localDateString()): string | undefined {
    if (birthDate === '') return undefined;
    if (!isCalendarDate(birthDate)) return AUTH_TEXT.fieldDateInvalid;
    if (birthDate > today) return AUTH_TEXT.fieldDateFuture;
    if (birthDate < EARLIEST_BIRTH_DATE) return AUTH_TEXT.fieldDateTooOld;
    if (ageOn(birthDate, today) < MIN_REGISTRATION_AGE) return AUTH_TEXT.fieldTooYoung;
    return undefined;
  },
} as const;

// ---------------------------------------------------------------------------
// Schemas

/** Login payload, checked in the spec's order: e-mail empty, password empty, e-mail format. */
export const loginSchema = z
  .object({
    email: z.string(AUTH_TEXT.emailRequired).trim().max(MAX_EMAIL_LENGTH, AUTH_TEXT.emailInvalid),
    password: z.string(AUTH_TEXT.passwordRequired).max(MAX_PASSWORD_LENGTH, AUTH_TEXT.passwordTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_TEXT.emailRequired });
    else if (value.password === '')
      ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_TEXT.passwordRequired });
    else if (!EMAIL_PATTERN.test(value.email))
      ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_TEXT.emailInvalid });
  });
export type LoginInput = z.input<typeof loginSchema>;

interface RegistrationFields {
  email: string;
  password: string;
  name: string;
  birthDate: string;
  confirmPassword?: string;
}

/** The first broken rule of spec 000 §5 registration, in its order, as [field, message]; undefined when all hold. */
export function firstRegistrationProblem(
  value: RegistrationFields,
  options: RegistrationOptions & { checkConfirmation?: boolean } = {},
): [keyof RegistrationFields, string] | undefined {
  const email = value.email.trim();
  // 1. e-mail empty · 2. e-mail format
  if (email === '') return ['email', AUTH_TEXT.emailRequired];
  if (!EMAIL_PATTERN.test(email)) return ['email', AUTH_TEXT.emailInvalid];
  if (email.length > MAX_EMAIL_LENGTH) return ['email', AUTH_TEXT.emailTooLong];
  // 3. password rules (the demo pair is exempt; it is still capped)
  const passwordMessage = isDemoPair(email, value.password, options.demo)
    ? value.password.length > MAX_PASSWORD_LENGTH
      ? AUTH_TEXT.passwordTooLong
      : undefined
    : passwordProblem(value.password);
  if (passwordMessage) return ['password', passwordMessage];
  // 4. name
  if (value.name.trim() === '') return ['name', AUTH_TEXT.nameRequired];
  if (value.name.trim().length > MAX_NAME_LENGTH) return ['name', AUTH_TEXT.nameTooLong];
  // 5. birth date · 6. age
  const dateMessage = birthDateProblem(value.birthDate, (options.today ?? localDateString)());
  if (dateMessage) return ['birthDate', dateMessage];
  // 7. confirmation (the form only; the API never receives it)
  if (options.checkConfirmation && value.password !== value.confirmPassword)
    return ['confirmPassword', AUTH_TEXT.passwordMismatch];
  return undefined;
}

// Missing fields become '' so that the rule order, not the key order, decides which message comes first.
const text = (message: string) => z.string(message).default('');

const registrationShape = {
  email: text(AUTH_TEXT.emailInvalid),
  password: text(AUTH_TEXT.passwordRequired),
  name: text(AUTH_TEXT.nameRequired),
  birthDate: text(AUTH_TEXT.birthDateInvalid),
};

/**
 * The registration payload `{ name, email, password, birthDate }` of the API,
 * reporting only the first broken rule, in the order of spec 000 §5. Unknown
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
    .object({ ...registrationShape, confirmPassword: text(AUTH_TEXT.passwordMismatch) })
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
    .string(AUTH_TEXT.credentialRequired)
    .min(1, AUTH_TEXT.credentialRequired)
    .max(8192, AUTH_TEXT.credentialRequired),
});

const userId = z.string(AUTH_TEXT.userIdRequired).min(1, AUTH_TEXT.userIdRequired).max(200, AUTH_TEXT.userIdRequired);

export const updateRoleSchema = z.object({
  userId,
  newRole: z.enum(ASSIGNABLE_ROLES, AUTH_TEXT.roleInvalid),
});
export const toggleStatusSchema = z.object({ userId });

// ---------------------------------------------------------------------------
// Roles (spec 000 §3 and §6), shared so the page hides what the server refuses.

/** The derived flags of spec 000 §3. */
export function roleFlags(user: { role: RoleName } | null | undefined) {
  return {
    isSignedIn: Boolean(user),
    isSuperAdmin: user?.role === 'superadmin',
    isAdmin: user?.role === 'admin' || user?.role === 'superadmin',
    isUser: user?.role === 'user',
  };
}

/**
 * Whether `actor` may change the role or status of `target`, or delete it
 * (spec 000 §6): only a superadmin, never on their own account, never on a
 * superadmin's. The API enforces the same rule in its write statements.
 */
export function canManageUser(
  actor: { id: string; role: RoleName } | null | undefined,
  target: { id: string; role: RoleName },
): boolean {
  return actor?.role === 'superadmin' && actor.id !== target.id && target.role !== 'superadmin';
}
