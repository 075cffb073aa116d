import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Migrator } from 'kysely';
import pg from 'pg';
import { buildApp, type AppConfig } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/database';
import type { Database, ProductsTable } from '../src/db/schema';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations';
import { seedDatabase } from '../src/modules/seed';

/**
 * One real database per test file: a fresh SQLite file, or — when
 * API_TEST_DIALECT=postgres — a fresh schema in TEST_DATABASE_URL.
 */
export const testDialect = process.env.API_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export const DEMO = { email: 'admin@demo.com', password: 'admin123' };
export const SUPERADMIN = { email: 'root@tienda.test', password: 'Sup3r!Secret' };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

export async function createTestContext(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    /** Runs on the fresh database before the migrations (a migration's test brings it to an older one). */
    beforeMigrations?: (db: Db) => Promise<void>;
    /** The app's clock (delivery dates), when a test fixes it. */
    now?: () => Date;
    /** Settings no variable sets (a lowered list ceiling). */
    config?: Partial<AppConfig>;
    /** Where the app's log goes (with LOG_LEVEL in `env`): tests that read the log. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-api-test-'));
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_ADMIN_EMAIL: DEMO.email,
    DEMO_ADMIN_PASSWORD: DEMO.password,
    SUPERADMIN_EMAIL: SUPERADMIN.email,
    SUPERADMIN_PASSWORD: SUPERADMIN.password,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    SEED_IMAGES: 'false',
    // Tests that send mails drive the worker themselves (ctx.app.mailWorker) or turn it on.
    MAIL_WORKER: 'false',
    ...options.env,
  });
  let db: Db;
  let dropSchema = async () => {};
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('API_TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = openDatabase({ kind: 'postgres', url }, { pgSchema: schema, pool: base.databasePool });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    };
  } else {
    db = openDatabase(base.database, { pool: base.databasePool });
  }
  const config: AppConfig = { ...base, jwtSecret: base.jwtSecret!, ...options.config };
  await options.beforeMigrations?.(db);
  await migrateToLatest(db);
  if (options.seed !== false) await seedDatabase(db, config);
  const app = await buildApp({ config, db, now: options.now, logStream: options.logStream });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await dropSchema();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Another API process on the same database as `ctx`: its own connection (pool) and its own
 * app, sharing nothing with the first but the database, as a second server would.
 */
export async function startSecondProcess(ctx: TestContext): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const db =
    ctx.db.dialect === 'postgres'
      ? openDatabase(
          { kind: 'postgres', url: process.env.TEST_DATABASE_URL! },
          { pgSchema: ctx.db.pgSchema!, pool: ctx.config.databasePool },
        )
      : openDatabase(ctx.config.database, { pool: ctx.config.databasePool });
  const app = await buildApp({ config: ctx.config, db });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export async function loginAs(app: FastifyInstance, credentials: { email: string; password: string }): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** Rows in a table: what a refused request must leave unchanged. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Brings a fresh database to an older migration (a migration's test then writes data as it was). */
export async function migrateTo(db: Db, migration: string): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: migrationProvider(db.dialect),
    ...(db.pgSchema ? { migrationTableSchema: db.pgSchema } : {}),
  });
  const { error } = await migrator.migrateTo(migration);
  if (error) throw error;
}

/** A products row as the table holds it, written straight to the database (beside the API). */
export type ProductTableRow = Omit<
  ProductsTable,
  'seq' | 'version' | 'rating_sum' | 'rating_count' | 'english_missing'
>;

/** A plain product's row: an Acme product of `category` with one image and nothing else; `fields` replace any column. */
export function productRow(id: string, category: string, fields: Partial<ProductTableRow> = {}): ProductTableRow {
  const now = '2026-01-01T00:00:00.000Z';
  return {
    id,
    name: `Producto ${category}`,
    description: '',
    description_en: '',
    brand: 'Acme',
    category,
    base_price: 10,
    currency: 'ARS',
    stock: 1,
    images: JSON.stringify(['/uploads/test/a.webp']),
    video: null,
    variant_type: 'CONFIGURABLE',
    features: '{}',
    models: '[]',
    default_configuration: '{}',
    specifications: '{}',
    advantages: '[]',
    name_en: '',
    advantages_en: '[]',
    specifications_en: '{}',
    device_type: null,
    search_text: 'producto',
    search_title: 'producto',
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
