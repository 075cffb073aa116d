import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig, Config } from './config';
import { openDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './modules/seed';
import { withStartUpLock } from './db/start-up-lock';

/**
 * Outside production an unset JWT_SECRET is generated once and kept in DATA_DIR,
 * so sessions survive restarts without any setup.
 */
export function resolveJwtSecret(config: Config): AppConfig {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return { ...config, jwtSecret: kept };
  } catch {
    // Not generated yet.
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return { ...config, jwtSecret: secret };
}

/**
 * Opens the configured database and brings it to the latest schema and seed, one process
 * at a time (any number may start together on one database).
 */
export async function prepareDatabase(config: Config, options: { seed: boolean }): Promise<Db> {
  const db = openDatabase(config.database, { pool: config.databasePool });
  try {
    await withStartUpLock(db, config.database, async () => {
      await migrateToLatest(db);
      if (options.seed) await seedDatabase(db, config);
    });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
