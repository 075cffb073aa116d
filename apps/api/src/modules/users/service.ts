import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { UsersTable } from '../../db/schema';
import { hashPassword } from '../auth/passwords';

export type Role = UsersTable['role'];
export const ROLES: readonly Role[] = ['user', 'admin', 'superadmin'];

/** A user as the API shows it: never the password hash. */
export interface PublicUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  role: Role;
  isActive: boolean;
  createdAt: string;
}

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

export function findUserById(db: Db, id: string): Promise<UsersTable | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UsersTable | undefined> {
  return db.kysely.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export interface NewUser {
  name: string;
  email: string;
  password?: string;
  role?: Role;
  birthDate?: string | null;
  googleSub?: string | null;
}

export async function createUser(db: Db, user: NewUser): Promise<UsersTable> {
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
    created_at: now,
    updated_at: now,
  };
  await db.kysely.insertInto('users').values(row).execute();
  return row;
}

/**
 * Makes sure an account with this e-mail exists with this role and password
 * (used for the demo admin and the configured superadmin at every start).
 * An existing account is reactivated and its password reset to the configured one.
 */
export async function ensureAccount(db: Db, account: { email: string; password: string; role: Role; name: string }): Promise<UsersTable> {
  const existing = await findUserByEmail(db, account.email);
  if (!existing) return createUser(db, account);
  const updated = await db.kysely
    .updateTable('users')
    .set({ role: account.role, is_active: 1, password_hash: await hashPassword(account.password), updated_at: new Date().toISOString() })
    .where('id', '=', existing.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return updated;
}
