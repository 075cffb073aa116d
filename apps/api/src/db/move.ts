import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from './database';
import { migrateToLatest } from './migrate';

/**
 * The move of a whole shop from its embedded SQLite database to PostgreSQL, in one run. Both sides
 * are first brought to the latest migration, so their tables and columns are the same; every row
 * is then copied with its ids inside one PostgreSQL transaction, with the tables' own triggers
 * off (the copied rows already hold what they would compute: catalogue log, sales copies),
 * sequences set past the copied ids, and every table counted and checksummed on both sides.
 */

export class MoveError extends Error {}

export interface TableReport {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
}

const BATCH_PARAMETERS = 30_000; // PostgreSQL takes at most 65,535 parameters a statement.
const BOOKKEEPING = /^(kysely_|sqlite_)/;

export async function moveToPostgres(source: Db, target: Db): Promise<TableReport[]> {
  if (source.dialect !== 'sqlite' || target.dialect !== 'postgres')
    throw new MoveError('the move copies a SQLite shop into PostgreSQL (DATABASE_URL unset, --to postgres://…)');
  if ((await postgresTables(target)).length > 0)
    throw new MoveError('the PostgreSQL database is not empty: create a new one for the move');
  await migrateToLatest(source);
  await migrateToLatest(target);

  const tables = await sqliteTablesInDependencyOrder(source);
  const targetTables = new Set(await postgresTables(target));
  const missing = tables.filter((table) => !targetTables.has(table));
  if (missing.length > 0) throw new MoveError(`PostgreSQL lacks the tables ${missing.join(', ')}`);

  await target.kysely.transaction().execute(async (tx) => {
    for (const table of tables) await sql`alter table ${sql.table(table)} disable trigger user`.execute(tx);
    // Migrations may have written rows of their own (the meta table's first values): the shop's replace them.
    for (const table of [...tables].reverse()) await sql`delete from ${sql.table(table)}`.execute(tx);
    for (const table of tables) {
      const columns = await sqliteColumns(source, table);
      const perBatch = Math.max(1, Math.floor(BATCH_PARAMETERS / columns.length));
      const order = sql.join(columns.filter((column) => column.pk > 0).map((column) => sql.ref(column.name)));
      for (let offset = 0; ; offset += perBatch) {
        const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${order}
          limit ${perBatch} offset ${offset}`.execute(source.kysely);
        if (rows.length === 0) break;
        const names = columns.map((column) => column.name);
        const values = rows.map((row) => sql`(${sql.join(names.map((name) => row[name] ?? null))})`);
        await sql`insert into ${sql.table(table)} (${sql.join(names.map((name) => sql.ref(name)))})
          values ${sql.join(values)}`.execute(tx);
      }
    }
    for (const table of tables) await sql`alter table ${sql.table(table)} enable trigger user`.execute(tx);
    await setSequencesPastIds(tx as unknown as Db['kysely']);
  });

  const reports: TableReport[] = [];
  for (const table of tables) {
    // The key columns are read from SQLite's catalogue; PostgreSQL's tables are the same (one set of migrations).
    const keys = await primaryKeyOf(source, table);
    const [from, to] = [await tableChecksum(source, table, keys), await tableChecksum(target, table, keys)];
    reports.push({
      table,
      sourceRows: from.rows,
      targetRows: to.rows,
      sourceChecksum: from.checksum,
      targetChecksum: to.checksum,
    });
  }
  return reports;
}

/** A table's rows in primary-key order, each value as text (a bigint comes back from PostgreSQL as a string). */
export async function normalisedRows(db: Db, table: string, keyColumns: string[]): Promise<string[]> {
  const order = sql.join(keyColumns.map((name) => sql.ref(name)));
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)} order by ${order}`.execute(
    db.kysely,
  );
  return rows.map((row) =>
    JSON.stringify(
      Object.keys(row)
        .sort()
        .map((name) => [name, row[name] === null || row[name] === undefined ? null : String(row[name])]),
    ),
  );
}

export async function primaryKeyOf(sqlite: Db, table: string): Promise<string[]> {
  return (await sqliteColumns(sqlite, table))
    .filter((column) => column.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((column) => column.name);
}

async function tableChecksum(db: Db, table: string, keys: string[]): Promise<{ rows: number; checksum: string }> {
  const rows = await normalisedRows(db, table, keys);
  const hash = createHash('sha256');
  for (const row of rows) hash.update(row).update('\n');
  return { rows: rows.length, checksum: hash.digest('hex').slice(0, 16) };
}

async function sqliteColumns(db: Db, table: string): Promise<{ name: string; pk: number }[]> {
  const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table})`.execute(
    db.kysely,
  );
  if (rows.every((row) => row.pk === 0)) throw new MoveError(`${table} has no primary key to copy it in order`);
  return rows;
}

async function sqliteTablesInDependencyOrder(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from sqlite_master where type = 'table' order by name`.execute(db.kysely);
  const tables = rows.map((row) => row.name).filter((name) => !BOOKKEEPING.test(name));
  const dependsOn = new Map<string, string[]>();
  for (const table of tables) {
    const { rows: keys } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${table})`.execute(
      db.kysely,
    );
    dependsOn.set(
      table,
      keys.map((key) => key.table).filter((other) => other !== table),
    );
  }
  const ordered: string[] = [];
  const visit = (table: string, path: string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table))
      throw new MoveError(`the tables refer to each other in a circle: ${[...path, table].join(' → ')}`);
    for (const other of dependsOn.get(table) ?? []) visit(other, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

async function postgresTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.kysely);
  return rows.map((row) => row.name).filter((name) => !BOOKKEEPING.test(name));
}

/** Every serial column's sequence continues after the highest copied id, so new rows never collide. */
async function setSequencesPastIds(db: Db['kysely']): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`select table_name, column_name
    from information_schema.columns
    where table_schema = current_schema() and column_default like 'nextval(%'`.execute(db);
  for (const { table_name: table, column_name: column } of rows) {
    await sql`select setval(pg_get_serial_sequence(${table}, ${column}),
      coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
