import { Suspense, lazy, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { PublicUser } from '@shop/domain';
import { apiFailureOf, type MessageRef, type Shown } from '../../shared/api/error-message';
import { isApiError } from '../../shared/api/http';
import { useFeatureTexts } from '../../shared/i18n/feature-texts';
import { useShownText } from '../../shared/i18n/use-shown-text';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import type { FormOutcome } from '../../shared/lib/form-problem';
import { getToken, signIn, signOut, useSession } from '../../shared/session/session';
import { useAlerts } from '../../shared/ui/alerts';
import { buttonClass } from '../../shared/ui/button';
import { dangerButtonClass } from '../../shared/ui/danger-button';
import { FormField, inputClass } from '../../shared/ui/form-field';
import { PasswordInput } from '../../shared/password/password-input';
import { toast } from '../../shared/ui/toast';
import { changePassword, fetchProfile, profileQueryKey, signOutEverywhere, updateProfile } from './api';
import { checkPasswordChange, checkProfile, EMPTY_PASSWORDS, type PasswordValues } from './form-logic';
import { accountTexts } from './texts';

// The delivery addresses come with their own chunk (the form, the provinces), after the page's first paint.
const AddressesSection = lazy(() => import('./addresses-section'));

/** How long a form's success message stays (unless the form changes first). */
const SUCCESS_SHOWN_MS = 6_000;

type Status = { kind: 'error' | 'success'; shown: Shown } | null;

const card = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/**
 * What a failed call tells the person. A 401 means this session has ended (signed out
 * everywhere, or the password changed on another device): the stored session goes, and the
 * route's guard sends the person to sign in.
 */
function useFailure() {
  const render = useShownText();
  return (caught: unknown, fallback: string): Shown => {
    const shown = apiFailureOf(caught) ?? { key: fallback };
    if (isApiError(caught, 401)) {
      toast.error(render(shown));
      signOut();
    }
    return shown;
  };
}

/** /mi-cuenta: the signed-in user's name, e-mail, password and sessions ("Mi cuenta" in Spanish). */
export function AccountPage() {
  const { t } = useFeatureTexts(accountTexts);
  const { user } = useSession();
  const failure = useFailure();
  useDocumentTitle(t('account:title'));
  // The stored user answers at once; the server's answer replaces it, and a 401 ends the session here too.
  const profile = useQuery<PublicUser>({
    queryKey: profileQueryKey,
    queryFn: async () => {
      try {
        return await fetchProfile();
      } catch (caught) {
        failure(caught, 'account:loadFailed');
        throw caught;
      }
    },
    retry: false,
    staleTime: 0,
  });
  const current = profile.data ?? user;
  if (!current) return null;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 pt-8 pb-24 sm:pt-12 md:pb-12">
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">{t('account:title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('account:subtitle')}</p>
      </header>
      <ProfileSection user={current} />
      <Suspense fallback={null}>
        <AddressesSection />
      </Suspense>
      <PasswordSection />
      <SessionsSection />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={card} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The form's outcome: what was done, or what the server refused that belongs to no field. */
function StatusBox({ id, status }: { id: string; status: Status }) {
  const render = useShownText();
  return (
    <div aria-live="polite">
      {status && (
        <p
          id={id}
          role={status.kind === 'error' ? 'alert' : 'status'}
          data-testid={id}
          className={
            status.kind === 'error'
              ? 'mb-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'
              : 'mb-4 rounded-lg border border-green-300 bg-green-50 p-3 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100'
          }
        >
          {render(status.shown)}
        </p>
      )}
    </div>
  );
}

/**
 * One form of the page: checks the entered values with the domain's rules (every invalid field's
 * message beside it, the first focused, nothing sent), then sends them and shows what was done.
 */
function useAccountForm<D>(
  check: (data: FormData) => FormOutcome<string, D>,
  send: (data: D, form: HTMLFormElement) => Promise<MessageRef>,
) {
  const failure = useFailure();
  const [status, setStatus] = useState<Status>(null);
  // Each field's broken rule, said beside the field until it changes.
  const [problems, setProblems] = useState<Partial<Record<string, Shown>>>({});
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = check(new FormData(form));
    setStatus(null);
    if (!checked.ok) {
      const found = checked.problems ?? [checked.problem];
      setProblems(Object.fromEntries(found.map((problem) => [problem.field, { key: problem.message }])));
      (form.elements.namedItem(checked.problem.field) as HTMLInputElement | null)?.focus();
      return;
    }
    setProblems({});
    setPending(true);
    try {
      setStatus({ kind: 'success', shown: await send(checked.data, form) });
    } catch (caught) {
      const shown = failure(caught, 'account:saveFailed');
      // A wrong current password is that field's problem.
      if (isApiError(caught) && caught.code === 'WRONG_CURRENT_PASSWORD') {
        setProblems({ currentPassword: shown });
        (form.elements.namedItem('currentPassword') as HTMLInputElement | null)?.focus();
      } else setStatus({ kind: 'error', shown });
    } finally {
      setPending(false);
    }
  };
  // What was done is said for a while, and no longer once the form is changed again.
  useEffect(() => {
    if (status?.kind !== 'success') return;
    const timer = setTimeout(() => setStatus(null), SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [status]);
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (status?.kind === 'success') setStatus(null);
    const name = (event.target as HTMLInputElement).name;
    if (problems[name]) setProblems(({ [name]: _gone, ...others }) => others);
  };
  return {
    status,
    problems,
    pending,
    onChange,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void onSubmit(event),
  };
}

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

function ProfileSection({ user }: { user: PublicUser }) {
  const { t } = useFeatureTexts(accountTexts);
  const render = useShownText();
  const id = useId();
  const boxId = 'account-profile-status';
  const queryClient = useQueryClient();
  const { status, problems, pending, onChange, onSubmit } = useAccountForm(
    (data) => checkProfile({ name: text(data, 'name') }),
    async (profile) => {
      const answer = await updateProfile(profile);
      queryClient.setQueryData(profileQueryKey, answer.user);
      // The menu shows the stored user's name: it follows the change.
      const token = getToken();
      if (token) signIn({ token, user: answer.user });
      return { key: 'account.profileUpdated' };
    },
  );

  return (
    <Section title={t('account:detailsTitle')}>
      <StatusBox id={boxId} status={status} />
      <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4" data-testid="profile-form">
        <FormField id={`${id}name`} label={t('account:name')} error={problems.name && render(problems.name)}>
          {(describedBy) => (
            <input
              id={`${id}name`}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={200}
              defaultValue={user.name}
              // A new server answer (another tab renamed the account) refills the field.
              key={user.name}
              className={inputClass}
              aria-invalid={problems.name ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <FormField id={`${id}email`} label={t('account:email')} hint={t('account:emailNote')}>
          {(describedBy) => (
            <input
              id={`${id}email`}
              type="email"
              value={user.email}
              readOnly
              className={`${inputClass} bg-slate-100 dark:bg-slate-800/60`}
              aria-describedby={describedBy}
            />
          )}
        </FormField>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
          {pending ? t('account:submitting') : t('account:saveName')}
        </button>
      </form>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useFeatureTexts(accountTexts);
  const render = useShownText();
  const id = useId();
  const boxId = 'account-password-status';
  const queryClient = useQueryClient();
  const { status, problems, pending, onChange, onSubmit } = useAccountForm(
    (data) =>
      checkPasswordChange(
        Object.fromEntries(
          Object.keys(EMPTY_PASSWORDS).map((key) => [key, text(data, key)]),
        ) as unknown as PasswordValues,
      ),
    async (passwords, form) => {
      const answer = await changePassword(passwords);
      // Every earlier token has ended, this session's too: it goes on with the fresh one.
      signIn({ token: answer.token, user: answer.user });
      queryClient.setQueryData(profileQueryKey, answer.user);
      form.reset();
      return { key: 'account.passwordChanged' };
    },
  );

  const passwordField = (name: keyof PasswordValues, label: string, hint?: string) => (
    <FormField id={`${id}${name}`} label={label} hint={hint} error={problems[name] && render(problems[name])}>
      {(describedBy) => (
        <PasswordInput
          id={`${id}${name}`}
          name={name}
          autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
          required
          className={inputClass}
          aria-invalid={problems[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );

  return (
    <Section title={t('account:passwordTitle')}>
      <StatusBox id={boxId} status={status} />
      <form noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4" data-testid="password-form">
        {passwordField('currentPassword', t('account:currentPassword'))}
        {passwordField('newPassword', t('account:newPassword'), t('account:passwordHint'))}
        {passwordField('confirmPassword', t('account:confirmPassword'))}
        <button type="submit" className={buttonClass('primary', 'md')} disabled={pending}>
          {pending ? t('account:submitting') : t('account:changePassword')}
        </button>
      </form>
    </Section>
  );
}

function SessionsSection() {
  const { t } = useFeatureTexts(accountTexts);
  const render = useShownText();
  const { confirm } = useAlerts();
  const [, navigate] = useLocation();
  const failure = useFailure();
  const [error, setError] = useState<Status>(null);
  const [pending, setPending] = useState(false);

  const signOutAll = async () => {
    const confirmed = await confirm({
      title: t('account:logoutAllConfirmTitle'),
      message: t('account:logoutAllConfirmText'),
      confirmLabel: t('account:logoutAll'),
    });
    if (!confirmed) return;
    setPending(true);
    try {
      await signOutEverywhere();
      toast.success(render({ key: 'account.signedOutEverywhere' }));
      signOut();
      navigate('/auth', { replace: true });
    } catch (caught) {
      setError({ kind: 'error', shown: failure(caught, 'account:saveFailed') });
      setPending(false);
    }
  };

  return (
    <Section title={t('account:sessionsTitle')}>
      <StatusBox id="account-sessions-status" status={error} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('account:sessionsText')}</p>
      <button
        type="button"
        className={dangerButtonClass('solid', 'md', 'mt-4')}
        disabled={pending}
        onClick={() => void signOutAll()}
      >
        {t('account:logoutAll')}
      </button>
    </Section>
  );
}
