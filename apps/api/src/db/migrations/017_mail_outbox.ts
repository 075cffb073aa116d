import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * E-mails that always arrive (issue 22): the outbox a mail is written to in the same
 * transaction as what it reports, and which a worker sends after the commit, claiming each
 * row with a lease (`lease_owner`, `lease_expires_at`) in one conditional UPDATE so that two
 * processes never send one twice; a row a crashed process had claimed is claimed again once
 * its lease expires. `status`: pending → sending → sent, or back to pending with
 * `next_attempt_at` pushed back after a failure, or failed after the last attempt.
 *
 * Password resets: only the SHA-256 of the random token is kept, used once, with its expiry.
 * `users.language`: the language the account last used (sign-in, registration, an order), the
 * language of its e-mails.
 *
 * Numbered 017 while 018 was already released: the migrator runs with allowUnorderedMigrations,
 * so a database that has 018 applies 017 on its next start.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', serial, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_expires_at', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The worker's question: what is due, oldest first (pending by next attempt, sending by lease).
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('es'))
    .execute();
}
