import { useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { useFeatureTexts } from '../../../shared/i18n/feature-texts';
import { ASSIGNABLE_ROLES, canManageUser, type AssignableRole } from '@shop/domain';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { MOBILE_QUERY, useMediaQuery } from '../../../shared/lib/use-media-query';
import { useAlerts } from '../../../shared/ui/alerts';
import { buttonClass } from '../../../shared/ui/button';
import { dangerButtonClass } from '../../../shared/ui/danger-button';
import { toast } from '../../../shared/ui/toast';
import { useSession } from '../../../shared/session/session';
import { deleteUser, fetchUsers, toggleUserStatus, updateUserRole, usersQueryKey, type ManagedUser } from './api';
import { usersTexts } from './texts';

/** The row being changed, and the role it is being given (shown in the select meanwhile). */
interface Working {
  id: string;
  role?: AssignableRole;
}

const selectClass =
  'block w-full min-w-36 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500 aria-disabled:opacity-60 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100';

/** /admin/users: user management (roles, deactivation, password resets), super admins only. */
export function UsersPage() {
  const { t } = useFeatureTexts(usersTexts);
  const domainText = useDomainMessage();
  const { user: me } = useSession();
  const { confirm } = useAlerts();
  const queryClient = useQueryClient();
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [working, setWorking] = useState<Working | null>(null);
  // Controls stay focusable while a change runs (a disabled control would drop the keyboard focus);
  // this ref refuses a second change until the first has reloaded the list.
  const busy = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const users = useQuery({ queryKey: usersQueryKey, queryFn: fetchUsers, staleTime: 0 });
  useDocumentTitle(t('adminUsers:title'));

  /** Runs one change, toasts its outcome and reloads the list whatever happened, so it shows the server's state. */
  async function change<T>(target: Working, action: () => Promise<T>, success: (result: T) => string, failure: string) {
    if (busy.current) return false;
    busy.current = true;
    setWorking(target);
    let done = false;
    try {
      const result = await action();
      toast.success(success(result));
      done = true;
    } catch {
      toast.error(failure);
    } finally {
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
      busy.current = false;
      setWorking(null);
    }
    return done;
  }

  const changeRole = (user: ManagedUser, role: AssignableRole) =>
    change(
      { id: user.id, role },
      () => updateUserRole(user.id, role),
      () => domainText('users.roleUpdated'),
      t('adminUsers:roleError'),
    );

  const toggleStatus = (user: ManagedUser) =>
    change(
      { id: user.id },
      () => toggleUserStatus(user.id),
      (result) =>
        (result.user?.isActive ?? !user.isActive) ? domainText('users.activated') : domainText('users.deactivated'),
      t('adminUsers:statusError'),
    );

  const remove = async (user: ManagedUser) => {
    if (busy.current) return;
    const confirmed = await confirm({
      title: t('adminUsers:confirmDeleteTitle'),
      message: t('adminUsers:confirmDeleteText'),
    });
    if (!confirmed) return;
    const deleted = await change(
      { id: user.id },
      () => deleteUser(user.id),
      () => domainText('users.deleted'),
      t('adminUsers:deleteError'),
    );
    // The row and its buttons are gone: the keyboard focus goes back to the page heading.
    if (deleted) heading.current?.focus();
  };

  const list = users.data ?? [];

  const roleCell = (user: ManagedUser, manageable: boolean) =>
    manageable ? (
      <>
        <label htmlFor={`role-${user.id}`} className="sr-only">
          {t('adminUsers:roleOf', { name: user.name })}
        </label>
        <select
          id={`role-${user.id}`}
          className={selectClass}
          value={working?.id === user.id && working.role ? working.role : user.role}
          aria-disabled={working !== null || undefined}
          onChange={(event) => void changeRole(user, event.target.value as AssignableRole)}
        >
          {ASSIGNABLE_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`adminUsers:role.${role}`)}
            </option>
          ))}
        </select>
      </>
    ) : (
      <span className="inline-flex rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-semibold text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200">
        {t(`adminUsers:role.${user.role}`)}
      </span>
    );

  const statusBadge = (user: ManagedUser) => (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${
        user.isActive
          ? 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200'
          : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
      }`}
      data-testid="user-status"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${user.isActive ? 'bg-green-600' : 'bg-slate-500'}`} />
      {user.isActive ? t('adminUsers:active') : t('adminUsers:inactive')}
    </span>
  );

  const actions = (user: ManagedUser, manageable: boolean) =>
    manageable ? (
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass('secondary', 'sm', 'aria-disabled:opacity-60')}
          aria-disabled={working !== null || undefined}
          aria-label={
            user.isActive
              ? t('adminUsers:deactivateUser', { name: user.name })
              : t('adminUsers:activateUser', { name: user.name })
          }
          onClick={() => void toggleStatus(user)}
        >
          {user.isActive ? t('adminUsers:deactivate') : t('adminUsers:activate')}
        </button>
        <button
          type="button"
          className={dangerButtonClass('outline', 'sm', 'aria-disabled:opacity-60')}
          aria-disabled={working !== null || undefined}
          aria-label={t('adminUsers:deleteUser', { name: user.name })}
          onClick={() => void remove(user)}
        >
          {t('adminUsers:delete')}
        </button>
      </div>
    ) : (
      <span className="text-sm text-slate-500 dark:text-slate-400">{t('adminUsers:noActions')}</span>
    );

  const identity = (user: ManagedUser) => (
    <div className="min-w-0">
      <p className="font-medium break-words">
        {user.name}
        {user.id === me?.id && (
          <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {t('adminUsers:you')}
          </span>
        )}
      </p>
      <p className="text-sm break-all text-slate-600 dark:text-slate-400">{user.email}</p>
    </div>
  );

  return (
    <section aria-labelledby="users-title" className="pb-20 md:pb-0">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 id="users-title" ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
            {t('adminUsers:title')}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('adminUsers:subtitle')}</p>
        </div>
        {users.isSuccess && (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="users-count">
            {t('adminUsers:count', { count: list.length })}
          </p>
        )}
      </div>

      {users.isPending && (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-300">
          {t('adminUsers:loading')}
        </p>
      )}

      {users.isError && (
        <div
          role="alert"
          className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p>{t('adminUsers:loadError')}</p>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void users.refetch()}>
            {t('adminUsers:retry')}
          </button>
        </div>
      )}

      {users.isSuccess && list.length === 0 && (
        <p className="mt-8 text-slate-600 dark:text-slate-300">{t('adminUsers:empty')}</p>
      )}

      {users.isSuccess && list.length > 0 && mobile && (
        <ul className="mt-6 space-y-3" aria-label={t('adminUsers:title')} aria-busy={working !== null}>
          {list.map((user) => {
            const manageable = canManageUser(me, user);
            return (
              <li
                key={user.id}
                className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                data-testid="user-row"
                data-email={user.email}
              >
                {identity(user)}
                <dl className="mt-3 grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
                  <dt className="text-slate-600 dark:text-slate-400">{t('adminUsers:colRole')}</dt>
                  <dd>{roleCell(user, manageable)}</dd>
                  <dt className="text-slate-600 dark:text-slate-400">{t('adminUsers:colStatus')}</dt>
                  <dd>{statusBadge(user)}</dd>
                </dl>
                <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
                  {actions(user, manageable)}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {users.isSuccess && list.length > 0 && !mobile && (
        <div className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full min-w-[44rem] text-left text-sm" aria-busy={working !== null}>
            <caption className="sr-only">{t('adminUsers:title')}</caption>
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800/60 dark:text-slate-300">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('adminUsers:colUser')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('adminUsers:colRole')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('adminUsers:colStatus')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('adminUsers:colActions')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((user) => {
                const manageable = canManageUser(me, user);
                return (
                  <tr key={user.id} data-testid="user-row" data-email={user.email}>
                    <td className="px-4 py-3 align-middle">{identity(user)}</td>
                    <td className="px-4 py-3 align-middle">{roleCell(user, manageable)}</td>
                    <td className="px-4 py-3 align-middle">{statusBadge(user)}</td>
                    <td className="px-4 py-3 align-middle">{actions(user, manageable)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
