import type { Kysely } from 'kysely';

/**
 * A counter per user that every session token carries: signing out everywhere, changing the
 * password, a password reset and a reactivation raise it, and a token whose number differs
 * is refused. The user is re-read on every request, so every API process sees it at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
