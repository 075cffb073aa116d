import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import type { RegisterPayload } from '@shop/domain';
import { isApiError } from '../../shared/api/http';
import { useLanguage } from '../../shared/i18n/use-language';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useTheme } from '../../shared/lib/theme';
import { buttonClass } from '../../shared/ui/button';
import { fetchAuthConfig, googleLoginRequest, loginRequest, registerRequest, type AuthConfig } from './api';
import { AUTH_ERROR_ID, LoginForm, RegisterForm } from './auth-forms';
import { EMPTY_LOGIN, redirectTarget, signInReason, type LoginValues } from './form-logic';
import { GoogleSignIn } from './google-sign-in';
import { PasswordResetPage } from './password-reset-page';
import { failureOf } from './messages';
import type { Shown } from '../../shared/api/error-message';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { signIn } from '../../shared/session/session';
import { authToast, dismissAuthToast } from './toasts';
import { authTexts } from './texts';

type Mode = 'login' | 'register';
type Pending = 'login' | 'register' | 'demo' | 'google' | null;

export const authConfigQueryKey = ['auth', 'config'] as const;

/** /auth: sign-in and registration; /restablecer: a forgotten password (one chunk for both). */
export function AuthPage() {
  const [path] = useLocation();
  return path === '/restablecer' ? <PasswordResetPage /> : <SignInPage />;
}

/** Sign-in and registration on one page. */
function SignInPage() {
  const { t } = useFeatureTexts(authTexts);
  const render = useShownText();
  const [language] = useLanguage();
  const [theme] = useTheme();
  const [, navigate] = useLocation();
  // Where a guard sent the visitor from: it travels in the history entry's state.
  const historyState = useHistoryState<unknown>();
  const [mode, setMode] = useState<Mode>('login');
  const [error, setError] = useState<Shown | null>(null);
  const [registered, setRegistered] = useState(false);
  // The sign-in form is shorter than the registration form that was scrolled through: the page
  // goes back to its top, so the title and the success message are in view.
  useEffect(() => {
    if (registered) window.scrollTo({ top: 0 });
  }, [registered]);
  const [prefill, setPrefill] = useState<LoginValues>(EMPTY_LOGIN);
  const [pending, setPending] = useState<Pending>(null);
  const config = useQuery<AuthConfig>({
    queryKey: authConfigQueryKey,
    queryFn: fetchAuthConfig,
    staleTime: 5 * 60_000,
  });
  const demo = config.data?.demo ?? null;
  const googleClientId = config.data?.googleClientId ?? null;
  useDocumentTitle(mode === 'login' ? t('auth:loginTitle') : t('auth:registerTitle'));

  // One working toast per attempt: under one id for all, sonner folds a new attempt's toast into
  // the failed one it is still fading out, and the new one never shows.
  const attempts = useRef(0);
  const working = (message: string) => {
    const id = `auth-${++attempts.current}`;
    authToast.info(message, id);
    return id;
  };
  const fail = (shown: Shown, toastId?: string) => {
    setError(shown);
    // An error about the form is said once, in the form (the box above it): the working toast
    // goes instead of turning into a second copy that would cover the form on a phone.
    if (toastId) dismissAuthToast(toastId);
  };
  // The form shows its fields' problems beside them: what the page said before goes.
  const onProblem = () => {
    setRegistered(false);
    setError(null);
  };
  const clearError = () => setError(null);

  const toggle = () => {
    setMode((current) => (current === 'login' ? 'register' : 'login'));
    clearError();
    setRegistered(false);
    setPrefill(EMPTY_LOGIN);
  };

  async function login(credentials: LoginValues, kind: 'login' | 'demo') {
    setPending(kind);
    clearError();
    const toastId = working(t('auth:loggingIn'));
    try {
      signIn(await loginRequest(credentials));
      authToast.success(t('auth:welcomeBack'), toastId);
      // The demo button always opens the shop; a normal login returns where the guard sent the user from.
      navigate(kind === 'demo' ? '/' : redirectTarget(historyState), { replace: true });
    } catch (caught) {
      const failure = failureOf(caught);
      if (kind === 'demo') fail({ key: 'auth:demoFailed' }, toastId);
      else if (failure) fail(failure, toastId);
      else fail({ key: isApiError(caught) ? 'auth:loginFailed' : 'auth:requestFailed' }, toastId);
    } finally {
      setPending(null);
    }
  }

  async function registerAccount(payload: RegisterPayload) {
    setPending('register');
    clearError();
    setRegistered(false);
    const toastId = working(t('auth:creatingAccount'));
    try {
      // Nothing is stored: the screen asks the new user to sign in with the prefilled form, and
      // a session kept behind that request would contradict it (docs/spec-deviations.md).
      await registerRequest(payload);
      dismissAuthToast(toastId);
      setPrefill({ email: payload.email, password: payload.password });
      setMode('login');
      setRegistered(true);
    } catch (caught) {
      fail(failureOf(caught) ?? { key: 'auth:registerFailed' }, toastId);
    } finally {
      setPending(null);
    }
  }

  async function googleLogin(credential: string) {
    setPending('google');
    clearError();
    const toastId = working(t('auth:googleLoggingIn'));
    try {
      signIn(await googleLoginRequest(credential));
      authToast.success(t('auth:googleWelcome'), toastId);
      navigate(redirectTarget(historyState), { replace: true });
    } catch (caught) {
      fail(failureOf(caught) ?? { key: 'auth:googleFailed' }, toastId);
    } finally {
      setPending(null);
    }
  }

  const title = mode === 'login' ? t('auth:loginTitle') : t('auth:registerTitle');
  const reason = signInReason(historyState);

  return (
    <div className="pb-24 md:pb-12">
      {demo && (
        <aside
          aria-labelledby="demo-banner-title"
          className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950/60 dark:text-amber-50"
          data-testid="demo-banner"
        >
          <div className="mx-auto flex max-w-3xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p id="demo-banner-title" className="font-semibold">
                {t('auth:demoTitle')}
              </p>
              <p className="mt-0.5">{t('auth:demoText')}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                <div className="flex gap-1">
                  <dt>{t('auth:demoEmail')}</dt>
                  <dd className="font-mono font-semibold break-all" data-testid="demo-email">
                    {demo.email}
                  </dd>
                </div>
                <div className="flex gap-1">
                  <dt>{t('auth:demoPassword')}</dt>
                  <dd className="font-mono font-semibold" data-testid="demo-password">
                    {demo.password}
                  </dd>
                </div>
              </dl>
            </div>
            <button
              type="button"
              className={buttonClass('primary', 'md', 'shrink-0')}
              disabled={pending !== null}
              onClick={() => void login({ email: demo.email, password: demo.password }, 'demo')}
            >
              {t('auth:demoButton')}
            </button>
          </div>
        </aside>
      )}

      <section className="mx-auto w-full max-w-md px-4 pt-8 sm:pt-12" aria-labelledby="auth-title">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <h1 id="auth-title" className="text-2xl font-bold sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {mode === 'login' ? t('auth:loginSubtitle') : t('auth:registerSubtitle')}
          </p>

          <div className="mt-5 space-y-3" aria-live="polite">
            {reason && !registered && (
              <p
                className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-50"
                data-testid="auth-reason"
              >
                {mode === 'login'
                  ? t(reason === 'cart' ? 'auth:reasonCart' : 'auth:reasonPrivate')
                  : t(reason === 'cart' ? 'auth:reasonCartRegister' : 'auth:reasonPrivateRegister')}
              </p>
            )}
            {registered && (
              <p
                role="status"
                className="rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
                data-testid="auth-success"
              >
                {t('auth:registered')}
              </p>
            )}
            {error && (
              <p
                id={AUTH_ERROR_ID}
                role="alert"
                className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
                data-testid="auth-error"
              >
                {render(error)}
              </p>
            )}
          </div>

          <div className="mt-4">
            {mode === 'login' ? (
              <LoginForm
                // A new login form after registering, so the prefilled values are its defaults.
                key={`login-${prefill.email}`}
                defaultValues={prefill}
                pending={pending === 'login'}
                onProblem={onProblem}
                onValid={(values) => void login(values, 'login')}
              />
            ) : (
              <RegisterForm
                pending={pending === 'register'}
                options={{ demo }}
                onProblem={onProblem}
                onValid={(payload) => void registerAccount(payload)}
              />
            )}
          </div>

          {googleClientId && (
            <div className="mt-6">
              <div className="flex items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
                <span>{t('auth:orContinueWith')}</span>
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" aria-hidden="true" />
              </div>
              <div className="mt-4">
                <GoogleSignIn
                  clientId={googleClientId}
                  locale={language}
                  dark={theme === 'dark'}
                  onCredential={(credential) => void googleLogin(credential)}
                  onError={() => fail({ key: 'auth:googleFailed' })}
                />
              </div>
            </div>
          )}

          <p className="mt-6 text-center text-sm">
            <button
              type="button"
              onClick={toggle}
              className="rounded font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-indigo-300"
            >
              {mode === 'login' ? t('auth:toRegister') : t('auth:toLogin')}
            </button>
          </p>
        </div>
      </section>
    </div>
  );
}
