import { z } from 'zod';

export const ROLE_NAMES = ['user', 'admin', 'superadmin'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const MAX_PASSWORD_LENGTH = 128;

/** The e-mail shape of spec 000 §5: something@something.something with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const AUTH_TEXT = {
  emailRequired: 'El email es requerido',
  passwordRequired: 'La contraseña es requerida',
  emailInvalid: 'El formato del email no es válido. Debe ser un email válido (ejemplo@dominio.com)',
  passwordTooLong: 'La contraseña no puede superar los 128 caracteres',
} as const;

/** Login payload, checked in the spec's order: e-mail empty, password empty, e-mail format. */
export const loginSchema = z
  .object({
    email: z.string(AUTH_TEXT.emailRequired).trim().max(254, AUTH_TEXT.emailInvalid),
    password: z.string(AUTH_TEXT.passwordRequired).max(MAX_PASSWORD_LENGTH, AUTH_TEXT.passwordTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.email === '') ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_TEXT.emailRequired });
    else if (value.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: AUTH_TEXT.passwordRequired });
    else if (!EMAIL_PATTERN.test(value.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: AUTH_TEXT.emailInvalid });
  });
export type LoginInput = z.input<typeof loginSchema>;
