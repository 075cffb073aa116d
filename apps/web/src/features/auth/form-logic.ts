import {
  createRegisterSchema,
  loginProblems,
  loginSchema,
  registrationProblems,
  type FieldProblem,
  type RegisterPayload,
  type RegistrationOptions,
} from '@shop/domain';
import { firstProblem, type FormOutcome, type Problem } from '../../shared/lib/form-problem';

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

/** Every field's problem as the form shows them, the first (rule order) first. */
function asProblems<F extends string>(problems: FieldProblem<F>[]): Problem<F>[] {
  return problems.map(([field, message]) => ({ field, message }));
}

/**
 * Login on submit: every field's first broken rule at once (e-mail empty, password empty,
 * e-mail format: the domain's order, whose first is the field to focus), else the values.
 */
export function checkLogin(values: LoginValues): FormOutcome<keyof LoginValues, LoginValues> {
  const problems = asProblems(loginProblems(values));
  if (problems[0]) return { ok: false, problem: problems[0], problems };
  const result = loginSchema.safeParse(values);
  if (!result.success) return { ok: false, problem: firstProblem(result.error.issues, 'email') };
  return { ok: true, data: { email: result.data.email, password: result.data.password } };
}

/**
 * Registration on submit: every field's first broken rule of the seven, in the spec's order
 * (the demo pair exempt from the password rules), else the payload without confirmPassword,
 * name and e-mail trimmed.
 */
export function checkRegistration(
  values: RegisterValues,
  options: RegistrationOptions = {},
): FormOutcome<keyof RegisterValues, RegisterPayload> {
  const problems = asProblems(registrationProblems(values, { ...options, checkConfirmation: true }));
  if (problems[0]) return { ok: false, problem: problems[0], problems };
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

/** Why the sign-in page was opened instead of the page asked for: the cart, another private page, or nothing to say. */
export function signInReason(state: unknown): 'cart' | 'private' | undefined {
  const target = redirectTarget(state);
  if (target === '/carrito' || target.startsWith('/carrito?')) return 'cart';
  const from: unknown = state && typeof state === 'object' && 'guarded' in state ? state.guarded : undefined;
  return from === true ? 'private' : undefined;
}
