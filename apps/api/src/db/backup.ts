import SQLite from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, openSync, readSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config';

/**
 * Backups that restore. SQLite: `VACUUM INTO` writes a consistent copy inside one read
 * transaction, so the shop keeps taking orders (WAL readers never block the writer) and the copy
 * holds exactly what was committed when it began. PostgreSQL: `pg_dump` in its custom format,
 * which also reads one snapshot. A restore goes into an empty database only, unless forced.
 */

type DatabaseTarget = Config['database'];

const SQLITE_HEADER = 'SQLite format 3\0';
const PG_DUMP_HEADER = 'PGDMP';

export class BackupError extends Error {}

/** Writes a consistent copy of the database to `outFile` (refused if it exists: a backup never overwrites one). */
export async function backupDatabase(database: DatabaseTarget, outFile: string): Promise<void> {
  if (existsSync(outFile)) throw new BackupError(`${outFile} already exists: choose a new file for each backup`);
  // Written beside the target, then renamed: a half-written backup never has the backup's name.
  const partial = join(dirname(outFile), `.partial-${process.pid}-${Date.now()}`);
  try {
    if (database.kind === 'sqlite') {
      if (!existsSync(database.file)) throw new BackupError(`no database at ${database.file}`);
      const connection = new SQLite(database.file, { fileMustExist: true });
      try {
        connection.pragma('busy_timeout = 5000');
        connection.prepare('VACUUM INTO ?').run(partial);
      } finally {
        connection.close();
      }
    } else {
      await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, database.url]);
    }
    renameSync(partial, outFile);
  } finally {
    rmSync(partial, { force: true });
  }
}

/**
 * Restores a backup into the configured database. The database must be empty (no tables) unless
 * `force`; the shop must not be running on it (a SQLite file is replaced under its name).
 */
export async function restoreDatabase(database: DatabaseTarget, file: string, { force = false } = {}): Promise<void> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`no backup at ${file}`);
  const header = readHeader(file, SQLITE_HEADER.length);
  if (database.kind === 'sqlite') {
    if (header !== SQLITE_HEADER)
      throw new BackupError(`${file} is not a SQLite backup (made from a PostgreSQL shop?)`);
    const problems = sqliteIntegrity(file);
    if (problems.length > 0) throw new BackupError(`${file} fails its integrity check: ${problems.join('; ')}`);
    if (!force && sqliteTableCount(database.file) > 0)
      throw new BackupError(
        `${database.file} is not empty: restore into a new database, or pass --force to replace it`,
      );
    const partial = `${database.file}.restoring-${process.pid}`;
    copyFileSync(file, partial);
    // The old file's write-ahead log would be replayed onto the restored one.
    for (const suffix of ['-wal', '-shm']) rmSync(database.file + suffix, { force: true });
    renameSync(partial, database.file);
    return;
  }
  if (!header.startsWith(PG_DUMP_HEADER))
    throw new BackupError(`${file} is not a PostgreSQL backup (pg_dump's custom format; made from a SQLite shop?)`);
  if (!force && (await postgresTableCount(database.url)) > 0)
    throw new BackupError(
      'the PostgreSQL database is not empty: restore into a new database, or pass --force to replace it',
    );
  await run('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    ...(force ? ['--clean', '--if-exists'] : []),
    `--dbname=${database.url}`,
    file,
  ]);
}

/** SQLite's own check of a database file: empty when it is sound. */
export function sqliteIntegrity(file: string): string[] {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = connection.pragma('integrity_check') as { integrity_check: string }[];
    const foreignKeys = connection.pragma('foreign_key_check') as unknown[];
    const problems = rows.map((row) => row.integrity_check).filter((result) => result !== 'ok');
    if (foreignKeys.length > 0) problems.push(`${foreignKeys.length} rows point at missing rows`);
    return problems;
  } finally {
    connection.close();
  }
}

function sqliteTableCount(file: string): number {
  if (!existsSync(file)) return 0;
  const connection = new SQLite(file, { readonly: true });
  try {
    const row = connection.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as {
      n: number;
    };
    return row.n;
  } finally {
    connection.close();
  }
}

async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

function readHeader(file: string, length: number): string {
  const buffer = Buffer.alloc(length);
  const descriptor = openSync(file, 'r');
  try {
    const read = readSync(descriptor, buffer, 0, length, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    closeSync(descriptor);
  }
}

/** Runs one of PostgreSQL's programs; its own message is the error when it fails. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', (error) =>
      reject(new BackupError(`${program} could not run (${error.message}): install PostgreSQL's client programs`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed: ${errors.trim()}`)),
    );
  });
}
