import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { sqliteIntegrity } from '../src/db/backup';
import { testDialect } from './context';
import {
  adminToken,
  call,
  cli,
  createStockedProduct,
  freshShopDatabase,
  type ShopDatabase,
  startServer,
  useServerProcesses,
} from './server-process';

/**
 * `npm run db:backup` / `db:restore` (the CLI's backup and restore) on the real database, while a
 * server process takes a stream of orders: the restored copy holds every order answered before
 * the backup began, each whole (lines and totals), and passes its integrity check.
 */

const { start, database } = useServerProcesses();
const work = mkdtempSync(join(tmpdir(), 'shop-backup-'));
const others: ShopDatabase[] = [];
afterAll(async () => {
  await Promise.all(others.map((other) => other.drop()));
  rmSync(work, { recursive: true, force: true });
});

function openShop(shop: ShopDatabase) {
  return openDatabase(
    shop.env.DATABASE_URL
      ? { kind: 'postgres', url: shop.env.DATABASE_URL }
      : { kind: 'sqlite', file: join(shop.env.DATA_DIR!, 'shop.db') },
  );
}

describe(`backup and restore (${testDialect})`, () => {
  it('a backup taken under a stream of orders restores every order answered before it began, whole', async () => {
    const server = await start();
    const token = await adminToken(server.url);
    const productId = await createStockedProduct(server.url, token, 100_000);
    const answered: string[] = [];
    let streaming = true;
    const stream = async () => {
      while (streaming) {
        const answer = await call<{ id: string }>(server.url, 'POST', '/api/orders', {
          token,
          body: { items: [{ productId, quantity: 1 }] },
          headers: { 'idempotency-key': randomUUID() },
        });
        if (answer.status !== 201) throw new Error(`order refused: ${answer.status}`);
        answered.push(answer.json.id);
      }
    };
    const streams = Array.from({ length: 4 }, stream);
    while (answered.length < 20) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = [...answered];
    const file = join(work, `shop-${testDialect}.backup`);
    const backup = await cli(database().env, ['backup', '--out', file]);
    const duringBackup = answered.length - before.length;
    streaming = false;
    await Promise.all(streams);
    expect(backup.output).toContain('Backup written to');
    expect(backup.code).toBe(0);
    // The stream really ran while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);

    // A backup never overwrites another.
    const again = await cli(database().env, ['backup', '--out', file]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already exists');

    const target = await freshShopDatabase();
    others.push(target);
    const restore = await cli(target.env, ['restore', file]);
    expect(restore.output).toContain('Restored');
    expect(restore.code).toBe(0);

    if (testDialect === 'sqlite') expect(sqliteIntegrity(join(target.env.DATA_DIR!, 'shop.db'))).toEqual([]);
    const restored = openShop(target);
    try {
      const orders = await restored.kysely.selectFrom('orders').select('id').execute();
      const ids = new Set(orders.map((order) => order.id));
      for (const id of before) expect(ids.has(id)).toBe(true);
      // Whole: every restored order has its line and its total, and the stock adds up.
      const lines = await restored.kysely.selectFrom('order_lines').select('order_id').execute();
      const totals = await restored.kysely.selectFrom('order_totals').select('order_id').execute();
      expect(new Set(lines.map((line) => line.order_id))).toEqual(ids);
      expect(new Set(totals.map((total) => total.order_id))).toEqual(ids);
      const product = await restored.kysely
        .selectFrom('products')
        .select('stock')
        .where('id', '=', productId)
        .executeTakeFirstOrThrow();
      expect(product.stock + orders.length).toBe(100_000);
    } finally {
      await restored.close();
    }

    // The restored shop is a shop: a server starts on it and answers an order placed before the backup.
    const restoredServer = await startServer(target);
    try {
      const admin = await adminToken(restoredServer.url);
      expect((await call(restoredServer.url, 'GET', `/api/orders/${before[0]}`, { token: admin })).status).toBe(200);
    } finally {
      restoredServer.child.kill('SIGKILL');
      await restoredServer.exited;
    }

    // A second restore into the now non-empty database is refused unless forced.
    const refused = await cli(target.env, ['restore', file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty');
    const forced = await cli(target.env, ['restore', file, '--force']);
    expect(forced.output).toContain('Restored');
    expect(forced.code).toBe(0);
  }, 240_000);

  it('refuses a file that is not a backup of this kind of database, and changes nothing', async () => {
    const target = await freshShopDatabase();
    others.push(target);
    const bogus = join(work, 'not-a-backup.bin');
    writeFileSync(bogus, 'hello, this is not a database');
    const answer = await cli(target.env, ['restore', bogus]);
    expect(answer.code).toBe(1);
    expect(answer.output).toMatch(/is not a (SQLite|PostgreSQL) backup/);
    if (testDialect === 'sqlite') expect(existsSync(join(target.env.DATA_DIR!, 'shop.db'))).toBe(false);
    const missing = await cli(target.env, ['restore', join(work, 'nowhere.backup')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('no backup at');
  }, 60_000);
});
