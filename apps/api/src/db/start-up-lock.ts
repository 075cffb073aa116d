import { sql } from 'kysely';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import type { Db } from './database';

/** First key of the PostgreSQL advisory lock (the second is the schema): any number no other code uses. */
const ADVISORY_LOCK_KEY = 735_420_101;
/** How long a process waits for another's migrations and seed before giving up. */
const WAIT_MS = 120_000;

/**
 * Runs `work` (migrations and seed) while no other process starting on the same database
 * runs its own: several API processes started together on an empty database would
 * otherwise create the same tables and accounts at once, and all but one fail.
 * PostgreSQL: a session advisory lock, released by the server if the process dies.
 * SQLite: a lock file next to the database holding the owner's process id, taken over
 * when that process is gone.
 */
export async function withStartUpLock<T>(db: Db, database: Config['database'], work: () => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    return db.kysely.connection().execute(async (connection) => {
      await sql`set lock_timeout = ${sql.lit(`${WAIT_MS}ms`)}`.execute(connection);
      await sql`select pg_advisory_lock(${ADVISORY_LOCK_KEY}, hashtext(current_schema()))`.execute(connection);
      try {
        return await work();
      } finally {
        await sql`select pg_advisory_unlock(${ADVISORY_LOCK_KEY}, hashtext(current_schema()))`.execute(connection);
        await sql`reset lock_timeout`.execute(connection);
      }
    });
  }
  if (database.file === ':memory:') return work();
  const lockFile = `${database.file}.start-up.lock`;
  await takeLockFile(lockFile);
  try {
    return await work();
  } finally {
    unlinkSync(lockFile);
  }
}

async function takeLockFile(lockFile: string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (!isOwnerAlive(lockFile)) {
      // Left by a process that died while starting: whoever removes it first retakes it above.
      try {
        unlinkSync(lockFile);
      } catch {
        // Another waiting process removed it first.
      }
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(`another process has been starting on this database for too long (${lockFile})`);
    await sleep(100);
  }
}

function isOwnerAlive(lockFile: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(lockFile, 'utf8'));
  } catch {
    return true; // Gone or being written: look again.
  }
  if (!Number.isInteger(pid) || pid <= 0) return true; // Being written: look again.
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
