import {
  AUTH_KEYS,
  changePasswordFormSchema,
  updateProfileSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@shop/domain';
import { everyFieldProblem, type FormOutcome } from '../../shared/lib/form-problem';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The name form on submit: the domain's rules for a person's name (required, 100 characters, one line). */
export function checkProfile(values: UpdateProfileInput): FormOutcome<'name', UpdateProfileInput> {
  const result = updateProfileSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const problems = everyFieldProblem(result.error.issues, 'name');
  return { ok: false, problem: problems[0]!, problems };
}

/**
 * The password form on submit: every field's first broken rule at once (the current password, the
 * new one under the registration's password rules, the confirmation), the first of them first; the
 * payload leaves the confirmation out.
 */
export function checkPasswordChange(values: PasswordValues): FormOutcome<keyof PasswordValues, ChangePasswordInput> {
  const result = changePasswordFormSchema.safeParse(values);
  if (!result.success) {
    const problems = everyFieldProblem<keyof PasswordValues>(result.error.issues, 'currentPassword');
    // The schema compares the two only once the fields hold; the form says it at once.
    if (values.newPassword !== values.confirmPassword && !problems.some((p) => p.field === 'confirmPassword'))
      problems.push({ field: 'confirmPassword', message: AUTH_KEYS.passwordMismatch });
    return { ok: false, problem: problems[0]!, problems };
  }
  return { ok: true, data: { currentPassword: values.currentPassword, newPassword: values.newPassword } };
}
