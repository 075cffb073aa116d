import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the connection works in, when not the default one. */
  pgSchema?: string;
  /** Answers whether the database executes a trivial query right now. */
  ping(): Promise<boolean>;
  /** One value of the meta table. On the hot path of every catalogue read, so it skips the query builder. */
  readMeta(key: string): Promise<string | undefined>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL schema to work in (tests use one fresh schema per file). */
  pgSchema?: string;
}

export function openDatabase(database: Config['database'], options: DbOptions = {}): Db {
  let closed = false;
  let kysely: Kysely<Database>;
  let dialect: Dialect;
  let readMeta: (key: string) => Promise<string | undefined>;
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
    const connection = new SQLite(database.file);
    // WAL lets readers run while a write commits; NORMAL sync is durable across app crashes in WAL mode.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    dialect = 'sqlite';
    let statement: SQLite.Statement<[string], { value: string }> | undefined;
    readMeta = async (key) => {
      statement ??= connection.prepare<[string], { value: string }>('select value from meta where key = ?');
      return statement.get(key)?.value;
    };
  } else {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: 10,
      connectionTimeoutMillis: 5000,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema},public` } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
    readMeta = async (key) =>
      (await pool.query<{ value: string }>('select value from meta where key = $1', [key])).rows[0]?.value;
  }
  return {
    kysely,
    dialect,
    ...(options.pgSchema ? { pgSchema: options.pgSchema } : {}),
    async ping() {
      if (closed) return false;
      try {
        await sql`select 1`.execute(kysely);
        return true;
      } catch {
        return false;
      }
    },
    readMeta,
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
    },
  };
}
