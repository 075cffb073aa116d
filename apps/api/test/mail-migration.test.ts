import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database';
import { migrationProvider } from '../src/db/migrations';
import { createTestContext, testDialect, type TestContext } from './context';

/**
 * Migration 017 arrived after 018 was released: a database that ran 016 and 018 (as main had
 * them) applies 017 on its next start, and its accounts get Spanish as their mail language.
 */

let ctx: TestContext;
let applied: string[] = [];

/** The migrations as they were before 017 existed, run to the end: 001 … 016, 018. */
async function migrateWithout017(db: Db): Promise<void> {
  const all = await migrationProvider(db.dialect).getMigrations();
  // Those written since came after 017 and may build on it (029 adds a column to its outbox).
  const before = Object.fromEntries(Object.entries(all).filter(([name]) => name !== '017_mail_outbox' && name < '019'));
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => before },
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  await db.kysely
    .insertInto('users')
    .values({
      id: 'earlier-user',
      name: 'Cuenta anterior',
      email: 'anterior@tienda.test',
      password_hash: null,
      role: 'user',
      is_active: 1,
      birth_date: null,
      google_sub: null,
      token_version: 0,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    } as never)
    .execute();
}

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, beforeMigrations: migrateWithout017 });
  const migrations = await new Migrator({
    db: ctx.db.kysely,
    provider: migrationProvider(ctx.db.dialect),
    ...(ctx.db.pgSchema ? { migrationTableSchema: ctx.db.pgSchema } : {}),
  }).getMigrations();
  applied = migrations.filter((m) => m.executedAt).map((m) => m.name);
});
afterAll(async () => ctx?.close());

describe(`017_mail_outbox after 018 (${testDialect})`, () => {
  it('is applied on a database that already ran 018, and earlier accounts write their mails in Spanish', async () => {
    expect(applied).toContain('017_mail_outbox');
    expect(applied).toContain('018_addresses');
    const user = await ctx.db.kysely
      .selectFrom('users')
      .select('language')
      .where('id', '=', 'earlier-user')
      .executeTakeFirstOrThrow();
    expect(user.language).toBe('es');
    expect(await ctx.db.kysely.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
    expect(await ctx.db.kysely.selectFrom('password_resets').selectAll().execute()).toEqual([]);
  });
});
