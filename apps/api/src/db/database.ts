import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect as Dialect_,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Transaction,
  sql,
} from 'kysely';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/**
 * What a service function runs its statements on: the database itself, or a
 * transaction its caller opened (a Kysely `Transaction<Database>` is a
 * `Kysely<Database>`), so one function serves both. Inside a transaction, pass
 * the transaction on: on SQLite a statement sent to the database itself waits
 * for the transaction to end, which never comes.
 */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

/** The executor of a service call: the database's own, or the caller's transaction. */
export function executorOf(db: Db | DbExecutor): DbExecutor {
  return db instanceof Kysely ? db : db.kysely;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it
   * throws (the error goes on to the caller). Pass `trx` to the service functions.
   * On SQLite transactions run one at a time (the one connection is held until the
   * transaction ends); on PostgreSQL each takes a connection of the pool and runs
   * at READ COMMITTED, so a write that must not race is one conditional statement.
   */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /** PostgreSQL schema the connection works in, when not the default one. */
  pgSchema?: string;
  /** Answers whether the database executes a trivial query right now. */
  ping(): Promise<boolean>;
  /**
   * Values of the meta table, by key (a key without a row is absent). On the hot path of every
   * catalogue read, so it skips the query builder; callers go through metaNow (meta-now.ts),
   * which asks once for every key wanted in one turn of the event loop.
   */
  readMeta(keys: readonly string[]): Promise<Map<string, string>>;
  /** PostgreSQL's connection pool right now (for /metrics); SQLite has one connection and no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DbOptions {
  /** PostgreSQL schema to work in (tests use one fresh schema per file). */
  pgSchema?: string;
  /**
   * PostgreSQL's pool size (10 unless told), and how long a query waits for a connection (5 s
   * unless told; on SQLite, for its one connection) before it fails with a DatabaseBusyError.
   */
  pool?: { max?: number; acquireTimeoutMs?: number };
}

/**
 * No connection came free within the acquire time-out: the database is overloaded, not broken.
 * The error handler answers it 503 with Retry-After (see isDatabaseBusy).
 */
export class DatabaseBusyError extends Error {
  constructor() {
    super('no database connection came free in time');
    this.name = 'DatabaseBusyError';
  }
}

/**
 * Whether an error says the database is too busy to take the query now, rather than that it
 * failed: our own acquire time-out, pg-pool's ('timeout exceeded when trying to connect'),
 * PostgreSQL refusing a connection for having too many (53300), or SQLite's lock not freed
 * within busy_timeout (another process writing for that long; SQLITE_BUSY and its extended codes).
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseBusyError) return true;
  const code = (error as { code?: unknown }).code;
  if (code === '53300' || (typeof code === 'string' && code.startsWith('SQLITE_BUSY'))) return true;
  return error.message === 'timeout exceeded when trying to connect';
}

export function openDatabase(database: Config['database'], options: DbOptions = {}): Db {
  let closed = false;
  let kysely: Kysely<Database>;
  let dialect: Dialect;
  let readMeta: Db['readMeta'];
  let poolUse: Db['poolUse'];
  if (database.kind === 'sqlite') {
    if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
    const connection = new SQLite(database.file);
    // WAL lets readers run while a write commits; NORMAL sync is durable across app crashes in WAL mode.
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma('foreign_keys = ON');
    connection.pragma('busy_timeout = 5000');
    kysely = new Kysely<Database>({
      dialect: withAcquireTimeout(
        new SqliteDialect({ database: withStatementCache(connection) }),
        options.pool?.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
      ),
    });
    dialect = 'sqlite';
    let statement: SQLite.Statement<[string], { value: string }> | undefined;
    readMeta = async (keys) => {
      const values = new Map<string, string>();
      // The fast path reads the connection directly, past Kysely's lock on it. While a transaction is
      // open on that one connection, it would read the transaction's uncommitted writes (a catalogue
      // version that a rollback takes back), so then the read waits its turn like any other query.
      if (connection.inTransaction) {
        const { rows } = await sql<{ key: string; value: string }>`select key, value from meta where key in (${sql.join(
          keys,
        )})`.execute(kysely);
        for (const row of rows) values.set(row.key, row.value);
        return values;
      }
      statement ??= connection.prepare<[string], { value: string }>('select value from meta where key = ?');
      for (const key of keys) {
        const value = statement.get(key)?.value;
        if (value !== undefined) values.set(key, value);
      }
      return values;
    };
  } else {
    const pool = new pg.Pool({
      connectionString: database.url,
      max: options.pool?.max ?? 5,
      // pg-pool's wait for a free connection (or a new one): past it, 'timeout exceeded when trying to connect'.
      connectionTimeoutMillis: options.pool?.acquireTimeoutMs ?? DEFAULT_ACQUIRE_TIMEOUT_MS,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema},public` } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
    readMeta = async (keys) => {
      // Named: each connection parses and plans it once.
      const { rows } = await pool.query<{ key: string; value: string }>({
        name: 'read-meta',
        text: 'select key, value from meta where key = any($1)',
        values: [keys],
      });
      return new Map(rows.map((row) => [row.key, row.value]));
    };
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
    ...(poolUse ? { poolUse } : {}),
    transaction: (work) => kysely.transaction().execute(work),
    async close() {
      if (closed) return;
      closed = true;
      await kysely.destroy();
    },
  };
}

const DEFAULT_ACQUIRE_TIMEOUT_MS = 5000;

/**
 * SQLite's dialect with a limit on the wait for its one connection. Kysely queues every query and
 * transaction for it without end, so under overload requests would wait until the client gives
 * up; past `timeoutMs` the query fails with a DatabaseBusyError instead, as a PostgreSQL pool's
 * acquire does. A connection that comes free after its waiter gave up is handed straight back.
 */
function withAcquireTimeout(dialect: SqliteDialect, timeoutMs: number): Dialect_ {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      return {
        init: () => driver.init(),
        destroy: () => driver.destroy(),
        // IMMEDIATE takes the write lock at the start, waiting busy_timeout for it. A deferred
        // transaction reads first and asks for the lock at its first write; when another process
        // has written in between, SQLite refuses it at once (SQLITE_BUSY_SNAPSHOT), without waiting.
        // One connection per process serializes this process's transactions anyway.
        beginTransaction: async (connection) => {
          await connection.executeQuery(CompiledQuery.raw('begin immediate'));
        },
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        savepoint: (connection, name, compile) => driver.savepoint!(connection, name, compile),
        rollbackToSavepoint: (connection, name, compile) => driver.rollbackToSavepoint!(connection, name, compile),
        releaseSavepoint: (connection, name, compile) => driver.releaseSavepoint!(connection, name, compile),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        acquireConnection: () =>
          new Promise<DatabaseConnection>((resolve, reject) => {
            let waiting = true;
            const timer = setTimeout(() => {
              waiting = false;
              reject(new DatabaseBusyError());
            }, timeoutMs);
            driver.acquireConnection().then(
              (connection) => {
                if (waiting) {
                  clearTimeout(timer);
                  resolve(connection);
                } else void driver.releaseConnection(connection);
              },
              (error: unknown) => {
                clearTimeout(timer);
                reject(error);
              },
            );
          }),
      };
    },
  };
}

/** How many prepared statements a SQLite connection keeps: the app's queries, with room to spare. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, with its prepared statements kept for reuse. Kysely
 * prepares every query afresh, and preparing was about 5 % of the server's time under the
 * checkout benchmark (docs/performance.md). A statement is bound anew on each run, so reuse is
 * safe while no query streams (none does: a streaming iterator would hold its statement busy);
 * SQLite re-prepares a kept statement by itself after a schema change. The least recently used
 * statement goes when the cache is full (queries with lists of varying length make new texts).
 */
function withStatementCache(connection: SQLite.Database): Pick<SQLite.Database, 'prepare' | 'close'> {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (statement) statements.delete(source);
      else {
        statement = connection.prepare(source);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(source, statement);
      return statement;
    },
    close: () => connection.close(),
  } as Pick<SQLite.Database, 'prepare' | 'close'>;
}
