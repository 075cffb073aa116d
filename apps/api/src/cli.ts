import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from './config';
import { backupDatabase, restoreDatabase } from './db/backup';
import { openDatabase } from './db/database';
import { moveToPostgres } from './db/move';
import { migrateToLatest } from './db/migrate';
import { drawSeedImages, seedDatabase } from './modules/seed';
import { mediaStoreOf, moveMediaToS3 } from './modules/uploads';
import { withStartUpLock } from './db/start-up-lock';
import { ROLE_NAMES, type RoleName } from '@shop/domain';
import { ensureAccount } from './modules/users/service';

const USAGE = `Usage:
  cli migrate                      apply pending database migrations
  cli seed                         migrate, then seed accounts and the demo catalogue (idempotent)
  cli user:create --email E --password P [--role user|admin|superadmin] [--name N]
  cli backup --out FILE            a consistent copy of the database, taken while the shop runs
  cli restore FILE [--force]       restore a backup into an empty database (--force: replace what is there)
  cli move --to postgres://…       copy the whole SQLite shop into an empty PostgreSQL database
  cli media:move --to s3           copy the media in UPLOADS_DIR into the bucket of the S3_* settings (safe to repeat)`;

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig(process.env, (path) => resolve(path));
  // Backups work on the database's files and programs, not through a connection of the app's.
  if (command === 'backup' || command === 'restore') return backupCommand(command, rest, config.database);
  if (command === 'move') return moveCommand(rest, config.database);
  if (command === 'media:move') return mediaMoveCommand(rest, config);
  const db = openDatabase(config.database);
  try {
    switch (command) {
      case 'migrate': {
        const applied = await withStartUpLock(db, config.database, () => migrateToLatest(db));
        console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date');
        break;
      }
      case 'seed':
        await withStartUpLock(db, config.database, async () => {
          await migrateToLatest(db);
          await seedDatabase(db, config);
        });
        if (config.seedImages) console.log(`Drew ${await drawSeedImages(mediaStoreOf(config))} product images`);
        console.log('Seed complete');
        break;
      case 'user:create': {
        const { values } = parseArgs({
          args: rest,
          options: {
            email: { type: 'string' },
            password: { type: 'string' },
            role: { type: 'string', default: 'user' },
            name: { type: 'string' },
          },
        });
        if (!values.email || !values.password) throw new Error('--email and --password are required');
        if (!ROLE_NAMES.includes(values.role as RoleName))
          throw new Error(`--role must be one of ${ROLE_NAMES.join(', ')}`);
        if (values.password.length > 128) throw new Error('--password must be at most 128 characters');
        await withStartUpLock(db, config.database, () => migrateToLatest(db));
        const user = await ensureAccount(db, {
          email: values.email,
          password: values.password,
          role: values.role as RoleName,
          name: values.name ?? values.email.split('@')[0]!,
        });
        console.log(`User ${user.email} is now ${user.role}`);
        break;
      }
      default:
        console.log(USAGE);
        process.exitCode = command ? 1 : 0;
    }
  } finally {
    await db.close();
  }
}

async function backupCommand(
  command: 'backup' | 'restore',
  args: string[],
  database: Config['database'],
): Promise<void> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean', default: false } },
  });
  if (command === 'backup') {
    if (!values.out) throw new Error('--out FILE is required');
    const started = Date.now();
    await backupDatabase(database, resolve(values.out));
    console.log(`Backup written to ${resolve(values.out)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return;
  }
  const [file] = positionals;
  if (!file) throw new Error('the backup FILE to restore is required');
  await restoreDatabase(database, resolve(file), { force: values.force });
  console.log(`Restored ${resolve(file)}`);
}

async function moveCommand(args: string[], database: Config['database']): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (!values.to || !/^postgres(ql)?:\/\//.test(values.to))
    throw new Error('--to postgres://… (the new, empty database) is required');
  if (database.kind !== 'sqlite') throw new Error('the move copies the embedded SQLite shop: unset DATABASE_URL');
  const source = openDatabase(database);
  const target = openDatabase({ kind: 'postgres', url: values.to });
  try {
    const reports = await moveToPostgres(source, target);
    console.log('table                          rows (SQLite → PostgreSQL)   checksum (SQLite → PostgreSQL)');
    for (const report of reports) {
      const same = report.sourceRows === report.targetRows && report.sourceChecksum === report.targetChecksum;
      console.log(
        `${report.table.padEnd(30)} ${`${report.sourceRows} → ${report.targetRows}`.padEnd(28)} ` +
          `${report.sourceChecksum} → ${report.targetChecksum}  ${same ? 'same' : 'DIFFERENT'}`,
      );
    }
    if (
      reports.some(
        (report) => report.sourceChecksum !== report.targetChecksum || report.sourceRows !== report.targetRows,
      )
    )
      throw new Error('the copy differs from the original: see the tables marked DIFFERENT');
    console.log(`Moved ${reports.length} tables. Set DATABASE_URL to the new database and start the shop.`);
  } finally {
    await source.close();
    await target.close();
  }
}

async function mediaMoveCommand(args: string[], config: Config): Promise<void> {
  const { values } = parseArgs({ args, options: { to: { type: 'string' } } });
  if (values.to !== 's3')
    throw new Error('--to s3 is required (the bucket named by S3_ENDPOINT, S3_BUCKET and the rest)');
  if (!config.s3) {
    throw new Error('set S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY first');
  }
  const bucket = mediaStoreOf(config);
  const report = await moveMediaToS3(config.uploadsDir, bucket, (key) => console.log(`copied ${key}`)).finally(() =>
    bucket.close(),
  );
  console.log(
    `${report.copied} copied, ${report.alreadyThere} already in the bucket, ${report.skipped} skipped (not media) ` +
      `from ${config.uploadsDir} to ${config.s3.bucket}. Keep UPLOADS_DIR until the shop runs on the bucket.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
