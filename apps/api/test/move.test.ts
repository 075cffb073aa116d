import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { normalisedRows, primaryKeyOf } from '../src/db/move';
import { testDialect } from './context';
import { adminToken, call, cli, createStockedProduct, type ShopDatabase, startServer } from './server-process';

/**
 * `npm run db:move -- --to postgres://…` (the CLI's move): a SQLite shop with accounts, products,
 * orders, addresses and their history is copied into an empty PostgreSQL database, and every
 * table is then compared row by row; a server started on the copy takes a new order.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'shop-move-'));
const databases: string[] = [];
afterAll(async () => {
  if (adminUrl) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    for (const name of databases) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
  rmSync(work, { recursive: true, force: true });
});

async function emptyPostgresDatabase(): Promise<string> {
  const name = `move_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  databases.push(name);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

// SQLite to PostgreSQL needs both: it runs once, in the SQLite pass of the suite, when PostgreSQL is there.
describe.skipIf(testDialect !== 'sqlite' || !adminUrl)('moving a SQLite shop to PostgreSQL', () => {
  it('copies every table with its ids, row for row, and the copy runs the shop', async () => {
    const shop: ShopDatabase = { env: { DATA_DIR: join(work, 'shop') }, drop: async () => {} };
    const server = await startServer(shop);
    const token = await adminToken(server.url);
    const productId = await createStockedProduct(server.url, token, 50);
    const orders: string[] = [];
    for (let index = 0; index < 5; index++) {
      const answer = await call<{ id: string }>(server.url, 'POST', '/api/orders', {
        token,
        body: { items: [{ productId, quantity: 2 }] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(answer.status).toBe(201);
      orders.push(answer.json.id);
    }
    const address = await call(server.url, 'POST', '/api/account/addresses', {
      token,
      body: {
        recipient: 'Ana Pérez',
        street: 'Av. Corrientes',
        number: '1234',
        city: 'Buenos Aires',
        province: 'AR-C',
        postalCode: 'C1043AAZ',
        phone: '+54 11 5555-1234',
        isDefault: true,
      },
    });
    expect(address.status).toBe(201);
    server.child.kill('SIGTERM');
    await server.exited;

    const url = await emptyPostgresDatabase();
    const moved = await cli(shop.env, ['move', '--to', url]);
    expect(moved.output).toContain('Moved');
    expect(moved.code).toBe(0);
    expect(moved.output).not.toContain('DIFFERENT');
    expect(moved.output).toMatch(/orders\s+5 → 5/);

    const source = openDatabase({ kind: 'sqlite', file: join(work, 'shop', 'shop.db') });
    const target = openDatabase({ kind: 'postgres', url });
    try {
      const { rows } = await sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'`.execute(source.kysely);
      expect(rows.length).toBeGreaterThan(10);
      for (const { name } of rows) {
        const keys = await primaryKeyOf(source, name);
        const [from, to] = [await normalisedRows(source, name, keys), await normalisedRows(target, name, keys)];
        expect(to, name).toEqual(from);
      }
      expect(
        Number((await sql<{ n: string }>`select count(*) as n from orders`.execute(target.kysely)).rows[0]!.n),
      ).toBe(5);
    } finally {
      await source.close();
      await target.close();
    }

    // The copy is a working shop: its orders answer, and new rows get new ids (the sequences moved on).
    const onPostgres = await startServer({
      env: { DATA_DIR: join(work, 'pg-data'), DATABASE_URL: url },
      drop: async () => {},
    });
    try {
      const admin = await adminToken(onPostgres.url);
      expect((await call(onPostgres.url, 'GET', `/api/orders/${orders[0]}`, { token: admin })).status).toBe(200);
      const next = await call(onPostgres.url, 'POST', '/api/orders', {
        token: admin,
        body: { items: [{ productId, quantity: 1 }] },
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(next.status).toBe(201);
      const stock = await call<{ stock: number }>(onPostgres.url, 'GET', `/api/products/${productId}`);
      expect(stock.json.stock).toBe(50 - 10 - 1);
    } finally {
      onPostgres.child.kill('SIGKILL');
      await onPostgres.exited;
    }

    // Moving into a database that holds a shop already is refused, and leaves it as it was.
    const again = await cli(shop.env, ['move', '--to', url]);
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty');
  }, 300_000);
});
