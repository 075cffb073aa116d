import { z } from 'zod';
import { AUTH_KEYS, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, passwordProblem } from '../auth';
import { withoutControlCharacters } from '../text';
import { sessionAnswerSchema } from '../users';

export const ACCOUNT_KEYS = {
  currentPasswordRequired: 'account.currentPasswordRequired',
} as const;

const newPassword = z.string(AUTH_KEYS.passwordRequired).superRefine((password, ctx) => {
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const changePasswordShape = {
  currentPassword: z
    .string(ACCOUNT_KEYS.currentPasswordRequired)
    .min(1, ACCOUNT_KEYS.currentPasswordRequired)
    .max(MAX_PASSWORD_LENGTH, AUTH_KEYS.passwordTooLong),
  newPassword,
};

/** PUT /api/auth/password: the current password, and a new one that obeys the registration's password rules. */
export const changePasswordSchema = z.object(changePasswordShape);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The account page's password form: the payload's rules, then the confirmation, which must repeat the new password. */
export const changePasswordFormSchema = z
  .object({ ...changePasswordShape, confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_KEYS.passwordMismatch,
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** A person's name as the registration takes it: required, at most 100 characters, one line. */
export const personNameSchema = withoutControlCharacters(
  z.string(AUTH_KEYS.nameRequired).trim().min(1, AUTH_KEYS.nameRequired).max(MAX_NAME_LENGTH, AUTH_KEYS.nameTooLong),
);

/** PATCH /api/auth/me: the signed-in user's own details (the e-mail is the account's key and stays). */
export const updateProfileSchema = z.object({ name: personNameSchema });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** The answer of a password change: what happened, and a fresh session (every earlier token has ended). */
export const passwordChangeAnswerSchema = sessionAnswerSchema.extend({ message: z.string() });
export type PasswordChangeAnswer = z.infer<typeof passwordChangeAnswerSchema>;
