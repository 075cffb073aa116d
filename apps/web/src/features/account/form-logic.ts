import {
  changePasswordFormSchema,
  updateProfileSchema,
  type ChangePasswordInput,
  type UpdateProfileInput,
} from '@shop/domain';
import { firstProblem, type FormOutcome } from '../../shared/lib/form-problem';

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The name form on submit: the domain's rules for a person's name (required, 100 characters, one line). */
export function checkProfile(values: UpdateProfileInput): FormOutcome<'name', UpdateProfileInput> {
  const result = updateProfileSchema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, problem: firstProblem(result.error.issues, 'name') };
}

/**
 * The password form on submit: the current password, the new one under the registration's password
 * rules, then the confirmation; the payload leaves the confirmation out.
 */
export function checkPasswordChange(values: PasswordValues): FormOutcome<keyof PasswordValues, ChangePasswordInput> {
  const result = changePasswordFormSchema.safeParse(values);
  if (!result.success) return { ok: false, problem: firstProblem(result.error.issues, 'currentPassword') };
  return { ok: true, data: { currentPassword: values.currentPassword, newPassword: values.newPassword } };
}
