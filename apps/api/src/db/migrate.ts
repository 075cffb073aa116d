import { Migrator } from 'kysely';
import type { Db } from './database';
import { migrationProvider } from './migrations';

/** Applies every pending migration; throws (and applies nothing further) on the first failure. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
    // 017_mail_outbox was added after 018_addresses had run on some databases: it runs then too.
    allowUnorderedMigrations: true,
    // Kysely looks for its bookkeeping tables by name; pin them to our schema so another schema's don't count.
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
