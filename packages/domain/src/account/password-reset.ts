import { z } from 'zod';
import { AUTH_KEYS, EMAIL_PATTERN, MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, passwordProblem } from '../auth';
import { CONTROL_CHARACTERS_KEY, hasControlCharacters } from '../text';

/** How long a password-reset link works, from the moment it was asked for. */
export const PASSWORD_RESET_MINUTES = 30;
/** Where the link of the e-mail leads (the web's page that sets the new password). */
export const PASSWORD_RESET_PATH = '/restablecer';

export const PASSWORD_RESET_KEYS = {
  tokenRequired: 'passwordReset.tokenRequired',
} as const;

/** POST /api/auth/password-reset: the account's e-mail (whether it has an account is never told). */
export const passwordResetRequestSchema = z.object({
  email: z
    .string(AUTH_KEYS.emailRequired)
    .trim()
    .min(1, AUTH_KEYS.emailRequired)
    .max(MAX_EMAIL_LENGTH, AUTH_KEYS.emailTooLong)
    .refine((email) => !hasControlCharacters(email), CONTROL_CHARACTERS_KEY)
    .refine((email) => EMAIL_PATTERN.test(email), AUTH_KEYS.emailInvalid)
    .transform((email) => email.toLowerCase()),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

const resetPassword = z
  .string(AUTH_KEYS.passwordRequired)
  .max(MAX_PASSWORD_LENGTH, AUTH_KEYS.passwordTooLong)
  .superRefine((password, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const confirmShape = {
  // Any text: an altered or unknown token is the service's refusal (RESET_LINK_INVALID), not a field's.
  token: z.string(PASSWORD_RESET_KEYS.tokenRequired).trim().min(1, PASSWORD_RESET_KEYS.tokenRequired).max(200),
  password: resetPassword,
};

/** POST /api/auth/password-reset/confirm: the link's token and a new password under the registration's rules. */
export const passwordResetConfirmSchema = z.object(confirmShape);
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** The new-password form: the payload's rules, then the confirmation, which must repeat the password. */
export const passwordResetFormSchema = z
  .object({ ...confirmShape, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_KEYS.passwordMismatch,
  });
