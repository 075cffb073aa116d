import { useId } from 'react';
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
import { FormField, inputClass, type FormFieldProps } from '../../shared/ui/form-field';
import {
  checkLogin,
  checkRegistration,
  EMPTY_REGISTER,
  type LoginValues,
  type Problem,
  type RegisterValues,
} from './form-logic';
import { authTexts } from './texts';

/** Id of the page's submit-error box; the field that broke the rule points at it. */
export const AUTH_ERROR_ID = 'auth-error';

function Field(props: Omit<FormFieldProps, 'errorBoxId'>) {
  return <FormField {...props} errorBoxId={AUTH_ERROR_ID} />;
}

interface FormProps<V, D> {
  pending: boolean;
  /** The field whose rule the page's error box shows, if any. */
  problemField?: string;
  /** The first broken rule on submit (Spanish message); the page shows it and the field gets focus. */
  onProblem: (problem: Problem<Extract<keyof V, string>>) => void;
  onValid: (data: D) => void;
}

export function LoginForm({
  defaultValues,
  pending,
  problemField,
  onProblem,
  onValid,
}: FormProps<LoginValues, LoginValues> & { defaultValues: LoginValues }) {
  const { t } = useFeatureTexts(authTexts);
  const id = useId();
  const { register, getValues, setFocus } = useForm<LoginValues>({ defaultValues });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = checkLogin(getValues());
    if (!result.ok) {
      setFocus(result.problem.field);
      onProblem(result.problem);
      return;
    }
    onValid(result.data);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('auth:loginTitle')} data-testid="login-form">
      <Field id={`${id}email`} submitProblem={problemField === 'email'} label={t('auth:email')}>
        {(describedBy) => (
          <input
            id={`${id}email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('auth:emailPlaceholder')}
            className={inputClass}
            aria-invalid={problemField === 'email' || undefined}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </Field>
      <Field id={`${id}password`} submitProblem={problemField === 'password'} label={t('auth:password')}>
        {(describedBy) => (
          <input
            id={`${id}password`}
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
            aria-invalid={problemField === 'password' || undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </Field>
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
  problemField,
  onProblem,
  onValid,
  options,
}: FormProps<RegisterValues, RegisterPayload> & { options: RegistrationOptions }) {
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
  const today = localDateString();
  const fieldError = (name: keyof RegisterValues) => {
    const message = errors[name]?.message;
    return message ? show({ key: message }) : undefined;
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = checkRegistration(getValues(), options);
    if (!result.ok) {
      setFocus(result.problem.field);
      onProblem(result.problem);
      return;
    }
    onValid(result.data);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t('auth:registerTitle')}
      data-testid="register-form"
    >
      <Field id={`${id}name`} submitProblem={problemField === 'name'} label={t('auth:name')} error={fieldError('name')}>
        {(describedBy) => (
          <input
            id={`${id}name`}
            type="text"
            autoComplete="name"
            required
            placeholder={t('auth:namePlaceholder')}
            className={inputClass}
            aria-invalid={errors.name || problemField === 'name' ? true : undefined}
            aria-describedby={describedBy}
            {...register('name', { validate: (value) => registrationFieldChecks.name(value) ?? true })}
          />
        )}
      </Field>
      <Field
        id={`${id}email`}
        submitProblem={problemField === 'email'}
        label={t('auth:email')}
        error={fieldError('email')}
      >
        {(describedBy) => (
          <input
            id={`${id}email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={t('auth:emailPlaceholder')}
            className={inputClass}
            aria-invalid={errors.email || problemField === 'email' ? true : undefined}
            aria-describedby={describedBy}
            {...register('email', { validate: (value) => registrationFieldChecks.email(value) ?? true })}
          />
        )}
      </Field>
      <Field
        id={`${id}password`}
        submitProblem={problemField === 'password'}
        label={t('auth:password')}
        hint={t('auth:passwordHint')}
      >
        {(describedBy) => (
          <input
            id={`${id}password`}
            type="password"
            autoComplete="new-password"
            required
            className={inputClass}
            aria-invalid={problemField === 'password' || undefined}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </Field>
      <Field
        id={`${id}confirmPassword`}
        submitProblem={problemField === 'confirmPassword'}
        label={t('auth:confirmPassword')}
      >
        {(describedBy) => (
          <input
            id={`${id}confirmPassword`}
            type="password"
            autoComplete="new-password"
            required
            className={inputClass}
            aria-invalid={problemField === 'confirmPassword' || undefined}
            aria-describedby={describedBy}
            {...register('confirmPassword')}
          />
        )}
      </Field>
      <Field
        id={`${id}birthDate`}
        submitProblem={problemField === 'birthDate'}
        label={t('auth:birthDate')}
        error={fieldError('birthDate')}
      >
        {(describedBy) => (
          <input
            id={`${id}birthDate`}
            type="date"
            autoComplete="bday"
            required
            min={EARLIEST_BIRTH_DATE}
            max={today}
            className={inputClass}
            aria-invalid={errors.birthDate || problemField === 'birthDate' ? true : undefined}
            aria-describedby={describedBy}
            {...register('birthDate', {
              validate: (value) => registrationFieldChecks.birthDate(value, localDateString()) ?? true,
            })}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={pending}>
        {pending ? t('auth:submitting') : t('auth:submitRegister')}
      </button>
    </form>
  );
}
