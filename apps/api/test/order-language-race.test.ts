import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language, Order } from '@shop/domain';
import { testDialect } from './context';
import { adminToken, call, createStockedProduct, type ShopDatabase, useServerProcesses } from './server-process';

/**
 * The account keeps the language of its latest order (its e-mails about any order are written in
 * it): of two orders placed at once in two languages, the one that commits last. The write was
 * skipped when the account, as the request read it before its transaction, already had the
 * order's language: an order that read the account before another one's change committed, and
 * committed after it, left the other's language on the account.
 *
 * The interleaving is made real, on two server processes (one process's SQLite connection would
 * run the second request's read of the account after the first's transaction): the test holds
 * the database (PostgreSQL: the product's row locked; SQLite: the write lock) while the first
 * order (in the other language, to one process) and then the second (in the account's, to the
 * other) are sent; once both wait, it lets go. On PostgreSQL the first then commits first (it
 * waits ahead of the second on the product's row); on SQLite either may, so several rounds are
 * run. Either way the account must end in the language of the order that committed last, which
 * is the newest: on SQLite an order is numbered (`seq`) in its writer's turn, and on PostgreSQL
 * the first order is numbered before the second is sent.
 */

const { start, database } = useServerProcesses();

const ROUNDS = testDialect === 'postgres' ? 3 : 6;

/** Holds what every order of `productId` needs until `release` is called. */
async function holdOrders(shop: ShopDatabase, productId: string): Promise<() => Promise<void>> {
  if (testDialect === 'postgres') {
    const client = new pg.Client({ connectionString: shop.env.DATABASE_URL });
    await client.connect();
    await client.query('begin');
    await client.query('select id from products where id = $1 for update', [productId]);
    return async () => {
      await client.query('rollback');
      await client.end();
    };
  }
  const connection = new SQLite(join(shop.env.DATA_DIR!, 'shop.db'));
  connection.exec('begin immediate');
  return async () => {
    connection.exec('rollback');
    connection.close();
  };
}

/** The account's stored language and its orders' ids, newest (highest `seq`) first. */
async function accountState(shop: ShopDatabase, email: string): Promise<{ language: string; newest: string[] }> {
  if (testDialect === 'postgres') {
    const client = new pg.Client({ connectionString: shop.env.DATABASE_URL });
    await client.connect();
    try {
      const user = await client.query('select id, language from users where email = $1', [email]);
      const orders = await client.query('select id from orders where user_id = $1 order by seq desc', [
        user.rows[0].id,
      ]);
      return { language: user.rows[0].language, newest: orders.rows.map((row) => row.id) };
    } finally {
      await client.end();
    }
  }
  const connection = new SQLite(join(shop.env.DATA_DIR!, 'shop.db'), { readonly: true });
  try {
    const user = connection.prepare('select id, language from users where email = ?').get(email) as {
      id: string;
      language: string;
    };
    const orders = connection.prepare('select id from orders where user_id = ? order by seq desc').all(user.id) as {
      id: string;
    }[];
    return { language: user.language, newest: orders.map((row) => row.id) };
  } finally {
    connection.close();
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`two orders of one account at once in two languages (${testDialect})`, () => {
  let urls: string[] = [];
  let token = '';
  let email = '';
  let productId = '';
  beforeAll(async () => {
    urls = [(await start()).url, (await start()).url];
    token = await adminToken(urls[0]!);
    const me = await call<{ email: string }>(urls[0]!, 'GET', '/api/auth/me', { token });
    email = me.json.email;
    productId = await createStockedProduct(urls[0]!, token, 1_000);
  }, 120_000);

  it('the account keeps the language of the order that committed last', async () => {
    const order = (language: Language, server: number) =>
      call<Order>(urls[server]!, 'POST', '/api/orders', {
        token,
        body: { items: [{ productId, quantity: 1 }] },
        headers: { 'idempotency-key': randomUUID(), 'accept-language': language },
      });
    for (let round = 0; round < ROUNDS; round++) {
      const stored = (await accountState(database(), email)).language as Language;
      const other: Language = stored === 'es' ? 'en' : 'es';
      const release = await holdOrders(database(), productId);
      // The first changes the account's language; the second, sent while the first waits, reads
      // the account as it was (its own language) before the first commits.
      const first = order(other, 0);
      await pause(300);
      const second = order(stored, 1);
      await pause(300);
      await release();
      const [a, b] = await Promise.all([first, second]);
      expect([a.status, b.status]).toEqual([201, 201]);
      const languageOf = new Map([
        [a.json.id, other],
        [b.json.id, stored],
      ]);
      const after = await accountState(database(), email);
      expect(after.language, `round ${round}`).toBe(languageOf.get(after.newest[0]!));
    }
  }, 60_000);
});
