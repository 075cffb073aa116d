import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The record of who changed what: one row per staff change, written in the change's transaction.
 * The actor's e-mail, name and role are copied so an entry still says who after the account is
 * gone (no foreign key: deleting an account must not delete its record). The indexes serve the
 * list, newest first, whole or by area or by person.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const serial = dialect === 'postgres' ? 'bigserial' : 'integer';
  await db.schema
    .createTable('audit_entries')
    .addColumn('seq', serial, (c) => c.primaryKey())
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('actor_name', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text')
    .addColumn('subject_label', 'text')
    .addColumn('before_values', 'text')
    .addColumn('after_values', 'text')
    .execute();
  await db.schema.createIndex('audit_entries_at').on('audit_entries').columns(['at', 'seq']).execute();
  await db.schema.createIndex('audit_entries_area').on('audit_entries').columns(['area', 'at', 'seq']).execute();
  await db.schema.createIndex('audit_entries_actor').on('audit_entries').columns(['actor_id', 'at', 'seq']).execute();
}
