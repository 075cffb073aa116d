import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type Language, type PublicUser, type RoleName, isRecordId } from '@shop/domain';
import { type Db, type DbExecutor, executorOf } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { type HttpError, httpError } from '../../errors';
import { recordAudit } from '../audit';
import { hashPassword, verifyPassword } from '../auth';

export function toPublicUser(row: UsersTable): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isActive: row.is_active === 1,
    createdAt: row.created_at,
  };
}

export async function findUserById(db: Db | DbExecutor, id: string): Promise<UsersTable | undefined> {
  if (!isRecordId(id)) return undefined;
  return executorOf(db).selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db | DbExecutor, email: string): Promise<UsersTable | undefined> {
  return executorOf(db)
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export interface NewUser {
  name: string;
  email: string;
  password?: string;
  role?: RoleName;
  birthDate?: string | null;
  googleSub?: string | null;
  /** The language the account's e-mails are written in (the request's); Spanish when unknown. */
  language?: Language;
}

export async function createUser(db: Db | DbExecutor, user: NewUser): Promise<UsersTable> {
  const now = new Date().toISOString();
  const row: UsersTable = {
    id: randomUUID(),
    name: user.name.trim(),
    email: user.email.trim().toLowerCase(),
    password_hash: user.password ? await hashPassword(user.password) : null,
    role: user.role ?? 'user',
    is_active: 1,
    birth_date: user.birthDate ?? null,
    google_sub: user.googleSub ?? null,
    token_version: 0,
    language: user.language ?? 'es',
    created_at: now,
    updated_at: now,
  };
  await executorOf(db).insertInto('users').values(row).execute();
  return row;
}

/**
 * Makes sure an account with this e-mail exists with this role and password
 * (used for the demo admin and the configured superadmin at every start).
 * An existing account is reactivated and its password reset to the configured one;
 * when that changes anything, its earlier sessions end. An account already as
 * configured is left alone, so restarting (or starting more processes) keeps them.
 */
export async function ensureAccount(
  db: Db | DbExecutor,
  account: { email: string; password: string; role: RoleName; name: string },
): Promise<UsersTable> {
  const existing = await findUserByEmail(db, account.email);
  if (!existing) return createUser(db, account);
  const asConfigured =
    existing.role === account.role &&
    existing.is_active === 1 &&
    (await verifyPassword(existing.password_hash, account.password));
  if (asConfigured) return existing;
  const updated = await executorOf(db)
    .updateTable('users')
    .set({
      role: account.role,
      is_active: 1,
      password_hash: await hashPassword(account.password),
      token_version: sql<number>`token_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return updated;
}

/**
 * Deactivates the account with this e-mail unless it is a superadmin's (the
 * demo admin once demo mode is off: its password is public). Nothing happens
 * when there is no such account.
 */
export async function deactivateAccount(db: Db | DbExecutor, email: string): Promise<void> {
  await executorOf(db)
    .updateTable('users')
    .set({ is_active: 0 })
    .where('email', '=', email.trim().toLowerCase())
    .where('role', '!=', 'superadmin')
    .execute();
}

export function listUsers(db: Db | DbExecutor): Promise<UsersTable[]> {
  return executorOf(db).selectFrom('users').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
}

/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/i.test(e?.message ?? '')
  );
}

/**
 * The superadmin's management writes (role, status, delete). Each is one conditional statement that
 * refuses, in its WHERE clause, the acting user's own row and any superadmin's
 * row, so a rejected request changes nothing even when requests race.
 * Answers the changed row, or undefined when nothing matched (see explainRefusal).
 */
export async function changeRole(
  db: Db | DbExecutor,
  actorId: string,
  userId: string,
  newRole: 'user' | 'admin',
): Promise<UsersTable | undefined> {
  if (!isRecordId(userId)) return undefined;
  return executorOf(db)
    .updateTable('users')
    .set({ role: newRole, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .where('id', '<>', actorId)
    .where('role', '<>', 'superadmin')
    .returningAll()
    .executeTakeFirst();
}

export async function toggleActive(
  db: Db | DbExecutor,
  actorId: string,
  userId: string,
): Promise<UsersTable | undefined> {
  if (!isRecordId(userId)) return undefined;
  return (
    executorOf(db)
      .updateTable('users')
      // Either way the account's sessions end: a deactivated user's tokens must not come back to life on reactivation.
      .set({
        is_active: sql<number>`1 - is_active`,
        token_version: sql<number>`token_version + 1`,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', userId)
      .where('id', '<>', actorId)
      .where('role', '<>', 'superadmin')
      .returningAll()
      .executeTakeFirst()
  );
}

export async function deleteUser(db: Db | DbExecutor, actorId: string, userId: string): Promise<boolean> {
  // A path id that is no UUID names no account: 404 without a query.
  if (!isRecordId(userId)) return false;
  const deleted = await executorOf(db)
    .deleteFrom('users')
    .where('id', '=', userId)
    .where('id', '<>', actorId)
    .where('role', '<>', 'superadmin')
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** Why a management write matched no row: the target is the actor, a superadmin, or unknown. */
export async function explainRefusal(
  db: Db | DbExecutor,
  actorId: string,
  userId: string,
): Promise<'self' | 'superadmin' | 'not-found'> {
  if (userId === actorId) return 'self';
  const target = await findUserById(db, userId);
  if (!target) return 'not-found';
  return target.role === 'superadmin' ? 'superadmin' : 'not-found';
}

export type ManagementAction = 'role' | 'status' | 'delete';
const REFUSALS = {
  role: { self: 'OWN_ROLE', superadmin: 'SUPERADMIN_ROLE' },
  status: { self: 'OWN_STATUS', superadmin: 'SUPERADMIN_STATUS' },
  delete: { self: 'OWN_DELETE', superadmin: 'SUPERADMIN_DELETE' },
} as const;

/** The error for a management write that matched no row, named after the reason. */
export async function refusalError(
  db: Db | DbExecutor,
  action: ManagementAction,
  actorId: string,
  userId: string,
): Promise<HttpError> {
  const reason = await explainRefusal(db, actorId, userId);
  return httpError(reason === 'not-found' ? 'USER_NOT_FOUND' : REFUSALS[action][reason]);
}

/** Links a Google account to an existing user that has none yet (one conditional statement). */
export async function linkGoogleAccount(
  db: Db | DbExecutor,
  userId: string,
  googleSub: string,
): Promise<UsersTable | undefined> {
  return executorOf(db)
    .updateTable('users')
    .set({ google_sub: googleSub, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .where('google_sub', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export function findUserByGoogleSub(db: Db | DbExecutor, googleSub: string): Promise<UsersTable | undefined> {
  return executorOf(db).selectFrom('users').selectAll().where('google_sub', '=', googleSub).executeTakeFirst();
}

/** Ends every session of the user: tokens carrying an earlier version are refused from now on. */
export async function endSessions(db: Db | DbExecutor, userId: string): Promise<UsersTable | undefined> {
  return executorOf(db)
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1`, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Sets a new password and ends every earlier session, in one statement. The row must still
 * hold the hash the current password was checked against: of two changes racing, one wins.
 */
export async function replacePassword(
  db: Db | DbExecutor,
  user: Pick<UsersTable, 'id' | 'password_hash'>,
  newPassword: string,
): Promise<UsersTable | undefined> {
  return executorOf(db)
    .updateTable('users')
    .set({
      password_hash: await hashPassword(newPassword),
      token_version: sql<number>`token_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', user.id)
    .where('password_hash', '=', user.password_hash)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Keeps the language the account last used (its e-mails are written in it): one statement
 * that changes nothing when it is the same, run inside the caller's transaction when there is one.
 */
export async function rememberLanguage(db: Db | DbExecutor, userId: string, language: Language): Promise<void> {
  await executorOf(db)
    .updateTable('users')
    .set({ language })
    .where('id', '=', userId)
    .where('language', '<>', language)
    .execute();
}

export async function renameUser(db: Db | DbExecutor, userId: string, name: string): Promise<UsersTable | undefined> {
  return executorOf(db)
    .updateTable('users')
    .set({ name, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The superadmin's management writes with their record entry, in one transaction: the entry
 * (who, the account, its role or status before and after) commits with the change or not at all.
 * Each answers as its plain write does (undefined / false when nothing matched).
 */
export const recordedManagement = {
  changeRole: (db: Db, actor: UsersTable, userId: string, newRole: 'user' | 'admin') =>
    db.transaction(async (trx) => {
      const before = await findUserById(trx, userId);
      const user = await changeRole(trx, actor.id, userId, newRole);
      if (user && before) {
        await recordAudit(trx, {
          actor,
          kind: 'user.role',
          subjectId: userId,
          subjectLabel: user.email,
          before: { role: before.role },
          after: { role: user.role },
        });
      }
      return user;
    }),
  toggleActive: (db: Db, actor: UsersTable, userId: string) =>
    db.transaction(async (trx) => {
      const user = await toggleActive(trx, actor.id, userId);
      if (user) {
        await recordAudit(trx, {
          actor,
          kind: 'user.status',
          subjectId: userId,
          subjectLabel: user.email,
          before: { active: user.is_active !== 1 },
          after: { active: user.is_active === 1 },
        });
      }
      return user;
    }),
  deleteUser: (db: Db, actor: UsersTable, userId: string) =>
    db.transaction(async (trx) => {
      const before = await findUserById(trx, userId);
      const deleted = await deleteUser(trx, actor.id, userId);
      if (deleted && before) {
        await recordAudit(trx, {
          actor,
          kind: 'user.delete',
          subjectId: userId,
          subjectLabel: before.email,
          before: { email: before.email, name: before.name, role: before.role },
          after: null,
        });
      }
      return deleted;
    }),
};
