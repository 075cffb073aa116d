import { useId, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import {
  EARLIEST_BIRTH_DATE,
  localDateString,
  registrationFieldChecks,
  type RegisterPayload,
  type RegistrationOptions,
} from '@shop/domain';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { buttonClass } from '../../shared/ui/button';
import { FormField, inputClass } from '../../shared/ui/form-field';
import { PasswordInput } from '../../shared/password/password-input';
import {
  checkLogin,
  checkRegistration,
  EMPTY_REGISTER,
  type LoginValues,
  type Problem,
  type RegisterValues,
} from './form-logic';
import { authTexts } from './texts';

/** Id of the page's error box (what the server refused: the fields' own problems sit beside them). */
export const AUTH_ERROR_ID = 'auth-error';

/** Each field's broken rule after a submit (message keys): shown beside the field until it changes. */
type Problems = Partial<Record<string, string>>;

/**
 * A submit's outcome for the form: every invalid field's message at once, beside it, the first
 * (in the rules' order) focused; a field edited since loses its message. Nothing is sent then.
 */
function useSubmitProblems<V extends object>(setFocus: (field: Extract<keyof V, string>) => void) {
  const [problems, setProblems] = useState<Problems>({});
  return {
    problems,
    show: (found: Problem<Extract<keyof V, string>>[]) => {
      setProblems(Object.fromEntries(found.map((problem) => [problem.field, problem.message])));
      if (found[0]) setFocus(found[0].field);
    },
    /** For the form's onChange: the edited field's message goes (its own check takes over). */
    clear: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (problems[name]) setProblems(({ [name]: _gone, ...others }) => others);
    },
  };
}

interface FormProps<D> {
  pending: boolean;
  /** A submit found problems (shown in the form): the page clears what it said before. */
  onProblem: () => void;
  onValid: (data: D) => void;
}

export function LoginForm({
  defaultValues,
  pending,
  onProblem,
  onValid,
}: FormProps<LoginValues> & { defaultValues: LoginValues }) {
  const { t } = useFeatureTexts(authTexts);
  const show = useShownText();
  const id = useId();
  const { register, getValues, setFocus } = useForm<LoginValues>({ defaultValues });
  const { problems, show: showProblems, clear } = useSubmitProblems<LoginValues>(setFocus);
  const problemOf = (name: keyof LoginValues) => {
    const message = problems[name];
    return message ? show({ key: message }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkLogin(getValues());
    if (!result.ok) {
      showProblems(result.problems ?? [result.problem]);
      onProblem();
      return;
    }
    showProblems([]);
    onValid(result.data);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={clear}
      className="space-y-4"
      aria-label={t('auth:loginTitle')}
      data-testid="login-form"
    >
      <FormField id={`${id}email`} label={t('auth:email')} error={problemOf('email')}>
        {(describedBy) => (
          <input
            id={`${id}email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('auth:emailPlaceholder')}
            className={inputClass}
            aria-invalid={problems.email ? true : undefined}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField id={`${id}password`} label={t('auth:password')} error={problemOf('password')}>
        {(describedBy) => (
          <PasswordInput
            id={`${id}password`}
            autoComplete="current-password"
            required
            className={inputClass}
            aria-invalid={problems.password ? true : undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link
          href="/restablecer"
          className="rounded font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
          data-testid="forgot-password"
        >
          {t('auth:forgotPassword')}
        </Link>
      </p>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={pending}>
        {pending ? t('auth:submitting') : t('auth:submitLogin')}
      </button>
    </form>
  );
}

export function RegisterForm({
  pending,
  onProblem,
  onValid,
  options,
}: FormProps<RegisterPayload> & { options: RegistrationOptions }) {
  const { t } = useFeatureTexts(authTexts);
  const show = useShownText();
  const id = useId();
  // Field-level checks run while typing and on blur ('all'); submit runs the full rule order.
  const {
    register,
    getValues,
    setFocus,
    formState: { errors },
  } = useForm<RegisterValues>({ defaultValues: EMPTY_REGISTER, mode: 'all' });
  const { problems, show: showProblems, clear } = useSubmitProblems<RegisterValues>(setFocus);
  const today = localDateString();
  // One message per field: the submit's rule if it broke one, else its own check while typing.
  const fieldError = (name: keyof RegisterValues) => {
    const message = problems[name] ?? errors[name]?.message;
    return message ? show({ key: message }) : undefined;
  };
  const invalid = (name: keyof RegisterValues) => (problems[name] || errors[name] ? true : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkRegistration(getValues(), options);
    if (!result.ok) {
      showProblems(result.problems ?? [result.problem]);
      onProblem();
      return;
    }
    showProblems([]);
    onValid(result.data);
  };
  const field = (
    name: keyof RegisterValues,
    label: string,
    input: (describedBy: string | undefined) => ReactNode,
    hint?: string,
  ) => (
    <FormField id={`${id}${name}`} label={label} hint={hint} error={fieldError(name)}>
      {input}
    </FormField>
  );
  /** A field checked while typing (and on blur) by its own rule. */
  const textField = (
    name: 'name' | 'email' | 'birthDate',
    label: string,
    check: (value: string) => string | undefined,
    props: InputHTMLAttributes<HTMLInputElement>,
  ) =>
    field(name, label, (describedBy) => (
      <input
        {...props}
        id={`${id}${name}`}
        required
        className={inputClass}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy}
        {...register(name, { validate: (value) => check(value) ?? true })}
      />
    ));
  const passwordInput = (name: 'password' | 'confirmPassword') => (describedBy: string | undefined) => (
    <PasswordInput
      id={`${id}${name}`}
      autoComplete="new-password"
      required
      className={inputClass}
      aria-invalid={invalid(name)}
      aria-describedby={describedBy}
      {...register(name)}
    />
  );
  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={clear}
      className="space-y-4"
      aria-label={t('auth:registerTitle')}
      data-testid="register-form"
    >
      {textField('name', t('auth:name'), registrationFieldChecks.name, {
        type: 'text',
        autoComplete: 'name',
        placeholder: t('auth:namePlaceholder'),
      })}
      {textField('email', t('auth:email'), registrationFieldChecks.email, {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        placeholder: t('auth:emailPlaceholder'),
      })}
      {field('password', t('auth:password'), passwordInput('password'), t('auth:passwordHint'))}
      {field('confirmPassword', t('auth:confirmPassword'), passwordInput('confirmPassword'))}
      {textField(
        'birthDate',
        t('auth:birthDate'),
        (value) => registrationFieldChecks.birthDate(value, localDateString()),
        {
          type: 'date',
          autoComplete: 'bday',
          min: EARLIEST_BIRTH_DATE,
          max: today,
        },
      )}
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={pending}>
        {pending ? t('auth:submitting') : t('auth:submitRegister')}
      </button>
    </form>
  );
}
