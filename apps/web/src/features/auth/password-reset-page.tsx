import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { AUTH_KEYS, EMAIL_PATTERN, passwordProblem } from '@shop/domain';
import { accountEndpoints } from '@shop/domain/account-api';
import { callApi } from '../../shared/api/client';
import type { Shown } from '../../shared/api/error-message';
import { isApiError } from '../../shared/api/http';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { buttonClass } from '../../shared/ui/button';
import { FormField, inputClass } from '../../shared/ui/form-field';
import { PasswordInput } from '../../shared/password/password-input';
import { failureOf } from './messages';
import { authTexts } from './texts';

const ERROR_ID = 'reset-error';
const linkClass =
  'rounded font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300';

/**
 * /restablecer: without a token, asks for a reset link by e-mail; with the e-mail's
 * `?token=…`, sets the new password (every session of the account ends).
 */
export function PasswordResetPage() {
  const { t } = useFeatureTexts(authTexts);
  const token = new URLSearchParams(useSearch()).get('token');
  const title = token ? t('auth:reset.setTitle') : t('auth:reset.askTitle');
  useDocumentTitle(title);
  return (
    <section className="mx-auto w-full max-w-md px-4 pt-8 pb-12 sm:pt-12" aria-labelledby="reset-title">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 id="reset-title" className="text-2xl font-bold sm:text-3xl">
          {title}
        </h1>
        {token ? <SetPassword token={token} /> : <AskForLink />}
      </div>
    </section>
  );
}

/** The answer box: a success (role status) or the refusal the fields point at (role alert). */
function Outcome({ done, error }: { done: Shown | null; error: Shown | null }) {
  const render = useShownText();
  return (
    <div className="mt-5 space-y-3" aria-live="polite">
      {done && (
        <p
          role="status"
          className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          data-testid="reset-done"
        >
          {render(done)}
        </p>
      )}
      {error && (
        <p
          id={ERROR_ID}
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          data-testid="reset-error"
        >
          {render(error)}
        </p>
      )}
    </div>
  );
}

function useSubmission() {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<Shown | null>(null);
  const [error, setError] = useState<Shown | null>(null);
  const [code, setCode] = useState<string | undefined>();
  const run = async (work: () => Promise<Shown>) => {
    setPending(true);
    setError(null);
    try {
      setDone(await work());
    } catch (failure) {
      setError(failureOf(failure) ?? { key: 'auth:reset.failed' });
      setCode(isApiError(failure) ? failure.code : undefined);
    } finally {
      setPending(false);
    }
  };
  return { pending, done, error, setError, code, run };
}

function AskForLink() {
  const { t } = useFeatureTexts(authTexts);
  const id = useId();
  const [email, setEmail] = useState('');
  const { pending, done, error, setError, run } = useSubmission();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = email.trim();
    if (!typed) return setError({ key: AUTH_KEYS.emailRequired });
    if (!EMAIL_PATTERN.test(typed)) return setError({ key: AUTH_KEYS.emailInvalid });
    void run(async () => {
      await callApi(accountEndpoints.passwordReset, { body: { email: typed } });
      return { key: 'passwordReset.requested' };
    });
  };
  return (
    <>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('auth:reset.askText')}</p>
      <Outcome done={done} error={error} />
      <form noValidate onSubmit={submit} className="mt-4 space-y-4" data-testid="reset-ask-form">
        <FormField id={`${id}email`} label={t('auth:email')} errorBoxId={ERROR_ID} submitProblem={Boolean(error)}>
          {(describedBy) => (
            <input
              id={`${id}email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              placeholder={t('auth:emailPlaceholder')}
              className={inputClass}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={describedBy}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={pending}>
          {pending ? t('auth:submitting') : t('auth:reset.send')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href="/auth" className={linkClass}>
          {t('auth:reset.backToSignIn')}
        </Link>
      </p>
    </>
  );
}

function SetPassword({ token }: { token: string }) {
  const { t } = useFeatureTexts(authTexts);
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problemField, setProblemField] = useState<'password' | 'confirm' | undefined>();
  const { pending, done, error, setError, code, run } = useSubmission();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    if (problem || password !== confirmation) {
      setProblemField(problem ? 'password' : 'confirm');
      return setError({ key: problem ?? AUTH_KEYS.passwordMismatch });
    }
    setProblemField(undefined);
    void run(async () => {
      await callApi(accountEndpoints.passwordResetConfirm, { body: { token, password } });
      return { key: 'passwordReset.done' };
    });
  };
  const field = (name: 'password' | 'confirm', label: string, value: string, change: (value: string) => void) => (
    <FormField
      id={`${id}${name}`}
      label={label}
      errorBoxId={ERROR_ID}
      submitProblem={problemField === name}
      hint={name === 'password' ? t('auth:passwordHint') : undefined}
    >
      {(describedBy) => (
        <PasswordInput
          id={`${id}${name}`}
          autoComplete="new-password"
          required
          className={inputClass}
          aria-invalid={problemField === name || undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('auth:reset.setText')}</p>
      <Outcome done={done} error={error} />
      {done ? (
        <p className="mt-6">
          <Link href="/auth" className={buttonClass('primary', 'lg', 'w-full')}>
            {t('auth:reset.signIn')}
          </Link>
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="mt-4 space-y-4" data-testid="reset-set-form">
          {field('password', t('auth:reset.newPassword'), password, setPassword)}
          {field('confirm', t('auth:reset.confirmPassword'), confirmation, setConfirmation)}
          <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={pending}>
            {pending ? t('auth:submitting') : t('auth:reset.save')}
          </button>
        </form>
      )}
      {code === 'RESET_LINK_INVALID' && (
        <p className="mt-4 text-center text-sm">
          <Link href="/restablecer" className={linkClass}>
            {t('auth:reset.askAgain')}
          </Link>
        </p>
      )}
    </>
  );
}
