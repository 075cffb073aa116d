import {
  createRegisterFormSchema,
  createRegisterSchema,
  loginSchema,
  type RegisterPayload,
  type RegistrationOptions,
} from '@shop/domain';
import { firstProblem, type FormOutcome } from '../../shared/lib/form-problem';

export type { Problem } from '../../shared/lib/form-problem';

export interface LoginValues {
  email: string;
  password: string;
}

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  birthDate: string;
}

export const EMPTY_LOGIN: LoginValues = { email: '', password: '' };
export const EMPTY_REGISTER: RegisterValues = { name: '', email: '', password: '', confirmPassword: '', birthDate: '' };

/** Login on submit: e-mail empty, password empty, e-mail format — the domain schema's order. */
export function checkLogin(values: LoginValues): FormOutcome<keyof LoginValues, LoginValues> {
  const result = loginSchema.safeParse(values);
  if (!result.success) return { ok: false, problem: firstProblem(result.error.issues, 'email') };
  return { ok: true, data: { email: result.data.email, password: result.data.password } };
}

/**
 * Registration on submit: the seven rules in the spec's order (the demo pair exempt from the
 * password rules), then the payload without confirmPassword, name and e-mail trimmed.
 */
export function checkRegistration(
  values: RegisterValues,
  options: RegistrationOptions = {},
): FormOutcome<keyof RegisterValues, RegisterPayload> {
  const form = createRegisterFormSchema(options).safeParse(values);
  if (!form.success) return { ok: false, problem: firstProblem(form.error.issues, 'email') };
  const payload = createRegisterSchema(options).safeParse(values);
  if (!payload.success) return { ok: false, problem: firstProblem(payload.error.issues, 'email') };
  return { ok: true, data: payload.data };
}

/** Where to go after a login: the guard's `from` (string or location) when it is a path of this app, else `/`. */
export function redirectTarget(state: unknown): string {
  const from: unknown = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && 'pathname' in from && typeof from.pathname === 'string') {
    const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
    path = from.pathname + search;
  }
  // Only same-app paths: never "//other.host" or an absolute URL.
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/auth')) return '/';
  return path;
}
