import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@shop/domain';
import { testDialect } from './context';
import { call, adminToken, useServerProcesses } from './server-process';

/**
 * Every write that takes more than one shared row, run at once with orders of the same products
 * over real HTTP on two server processes (one on SQLite, whose writers take turns anyway). On
 * PostgreSQL two transactions that take the same rows in different orders each hold one the
 * other waits for, and one of them is answered 500 (40P01, deadlock detected). The rows' one
 * order is written in docs/architecture.md ("The order rows are locked in").
 *
 * Each case runs for SECONDS and then asserts: no answer but the expected ones (no 500), and the
 * stock conserved (each product's stock is its first stock, plus what staff added, minus the
 * units of the orders not cancelled: nothing oversold, nothing lost).
 */

const { start } = useServerProcesses();

const SECONDS = Number(process.env.LOCK_TEST_SECONDS ?? (testDialect === 'postgres' ? 12 : 4));
const ORDER_STREAMS = 8;
const STAFF_STREAMS = 8;
const STOCK = 1_000_000;

let urls: string[] = [];
let token = '';

async function newProduct(currency: 'USD' | 'EUR', category = 'Accesorios'): Promise<string> {
  const { status, json } = await call<{ id: string }>(urls[0]!, 'POST', '/api/products', {
    token,
    body: {
      name: `Producto de carrera ${currency}`,
      basePrice: 10.25,
      currency,
      stock: STOCK,
      category,
      images: ['/uploads/test/a.webp'],
    },
  });
  if (status !== 201) throw new Error(`product creation failed: ${status} ${JSON.stringify(json)}`);
  return json.id;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const shuffled = <T>(items: readonly T[]): T[] =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

/** What a race did, to check the stock with. */
interface Race {
  placed: Map<string, Order>;
  cancelled: Set<string>;
  added: Map<string, number>;
  unexpected: string[];
}

/** What runRace's staff streams are handed: their number, and when to stop. */
type StaffStream = (stream: number, end: number) => Promise<void>;

/**
 * ORDER_STREAMS streams placing orders of random baskets of `products` (up to `most` products,
 * lines in a random order, so their currencies too) and STAFF_STREAMS `staff` streams, all at
 * once for SECONDS; then at least one order per stream must have been placed.
 */
async function runRace(
  race: Race,
  products: string[],
  staff: StaffStream,
  { most = products.length, onPlaced = () => undefined }: { most?: number; onPlaced?: (order: Order) => void } = {},
) {
  const end = Date.now() + SECONDS * 1000;
  const orders = async (stream: number) => {
    for (let turn = 0; Date.now() < end; turn++) {
      const basket = shuffled(products)
        .slice(0, 1 + Math.floor(Math.random() * most))
        .map((productId) => ({ productId, quantity: 1 + Math.floor(Math.random() * 3) }));
      const { status, json } = await call<Order>(urls[(stream + turn) % urls.length]!, 'POST', '/api/orders', {
        token,
        body: { items: basket },
        headers: { 'idempotency-key': randomUUID() },
      });
      if (status !== 201) {
        race.unexpected.push(`order ${status} ${JSON.stringify(json).slice(0, 300)}`);
        continue;
      }
      race.placed.set(json.id, json);
      onPlaced(json);
    }
  };
  await Promise.all([
    ...Array.from({ length: ORDER_STREAMS }, (_, i) => orders(i)),
    ...Array.from({ length: STAFF_STREAMS }, (_, i) => staff(i, end)),
  ]);
  expect(race.placed.size).toBeGreaterThan(ORDER_STREAMS);
}

/** `count` new products, alternately in US dollars and euros. */
async function newProducts(count: number): Promise<string[]> {
  const products: string[] = [];
  for (let i = 0; i < count; i++) products.push(await newProduct(i % 2 === 0 ? 'USD' : 'EUR'));
  return products;
}

/** Each product's stock plus its units in orders not cancelled is its first stock plus what staff added. */
async function expectStockConserved(race: Race, products: string[]) {
  expect(race.unexpected).toEqual([]);
  const sold = new Map(products.map((id) => [id, 0]));
  for (const [id, order] of race.placed) {
    if (race.cancelled.has(id)) continue;
    for (const line of order.lines) sold.set(line.productId, sold.get(line.productId)! + line.quantity);
  }
  for (const productId of products) {
    const { json } = await call<{ stock: number }>(urls[1 % urls.length]!, 'GET', `/api/products/${productId}`);
    expect(json.stock + sold.get(productId)!, productId).toBe(STOCK + (race.added.get(productId) ?? 0));
  }
}

const newRace = (): Race => ({ placed: new Map(), cancelled: new Set(), added: new Map(), unexpected: [] });

describe(`shared rows taken in one order, ${SECONDS} s a case on ${testDialect}`, () => {
  beforeAll(async () => {
    const servers = testDialect === 'postgres' ? [await start(), await start()] : [await start()];
    urls = servers.map((server) => server.url);
    token = await adminToken(urls[0]!);
  }, 120_000);

  it(
    'two-currency orders while staff move and cancel others: no 500, stock conserved',
    async () => {
      // Two currencies and two categories: each order's lines touch several of the day's rows.
      const products = [
        await newProduct('USD'),
        await newProduct('EUR'),
        await newProduct('USD', 'Monitores'),
        await newProduct('EUR', 'Monitores'),
      ];
      const race = newRace();
      const waiting: { id: string; preparing: boolean }[] = [];
      // Staff move each order one step (paid → preparing) or cancel it (as staff or as the buyer);
      // a preparing one is cancelled. Every move rewrites the order's share of the day's rows.
      const staff: StaffStream = async (stream, end) => {
        for (let turn = 0; Date.now() < end || waiting.length > 0; turn++) {
          const next = waiting.shift();
          if (!next) {
            await new Promise((resolve) => setTimeout(resolve, 2));
            continue;
          }
          const { id } = next;
          const url = urls[(stream + turn) % urls.length]!;
          // A preparing order is only staff's to cancel.
          const move = next.preparing ? 1 : (stream + turn) % 3;
          const { status, json } =
            move === 0
              ? await call(url, 'PATCH', `/api/orders/${id}/status`, { token, body: { status: 'preparing' } })
              : move === 1
                ? await call(url, 'PATCH', `/api/orders/${id}/status`, {
                    token,
                    body: { status: 'cancelled', reason: 'Carrera de prueba' },
                  })
                : await call(url, 'POST', `/api/orders/${id}/cancel`, { token });
          if (status !== 200) race.unexpected.push(`move ${status} ${JSON.stringify(json).slice(0, 300)}`);
          else if (move === 0) {
            if (Date.now() < end) waiting.push({ id, preparing: true }); // cancelled later, from preparing
          } else race.cancelled.add(id);
        }
      };
      await runRace(race, products, staff, {
        onPlaced: (order) => waiting.push({ id: order.id, preparing: false }),
      });
      await expectStockConserved(race, products);
    },
    120_000 + SECONDS * 1000,
  );

  it(
    'orders while staff add stock to one or several products at once (bulk): none refused, no 500, stock conserved',
    async () => {
      const products = await newProducts(4);
      const race = newRace();
      let applied = 0;
      let single = 0;
      const staff: StaffStream = async (stream, end) => {
        for (let turn = 0; Date.now() < end; turn++) {
          const url = urls[(stream + turn) % urls.length]!;
          // One product or several, in any order (the body's order is staff's list's, not the ids').
          const chosen = shuffled(products).slice(0, 1 + Math.floor(Math.random() * 4));
          const versions = await Promise.all(
            chosen.map(async (id) => {
              const { json } = await call<{ version: number }>(url, 'GET', `/api/products/${id}`);
              return { id, version: json.version };
            }),
          );
          const units = 1 + Math.floor(Math.random() * 5);
          const { status, json } = await call(url, 'POST', '/api/admin/products/bulk', {
            token,
            body: { field: 'stock', mode: 'amount', value: String(units), products: versions },
          });
          if (status === 200) {
            applied += 1;
            if (chosen.length === 1) single += 1;
            for (const id of chosen) race.added.set(id, (race.added.get(id) ?? 0) + units);
          } else {
            // Stock added by an amount applies whatever sales did meanwhile (bulkStillApplies): an
            // order between the bulk's read and its save must not make it answer 412.
            race.unexpected.push(`bulk of ${chosen.length} ${status} ${JSON.stringify(json).slice(0, 300)}`);
          }
        }
      };
      await runRace(race, products, staff, { most: 2 });
      expect(single).toBeGreaterThan(0);
      expect(applied).toBeGreaterThan(single);
      await expectStockConserved(race, products);
    },
    120_000 + SECONDS * 1000,
  );

  it(
    'orders while staff restock one product and create and delete others: no 500, stock conserved',
    async () => {
      const products = await newProducts(3);
      const race = newRace();
      const staff: StaffStream = async (stream, end) => {
        for (let turn = 0; Date.now() < end; turn++) {
          const url = urls[(stream + turn) % urls.length]!;
          const kind = (stream + turn) % 3;
          if (kind === 0) {
            // Restock by the edit form: a save of the stock read, plus some (If-Match: its version).
            const id = pick(products);
            const { json: product } = await call<{ stock: number; version: number }>(url, 'GET', `/api/products/${id}`);
            const { status, json } = await call(url, 'PUT', `/api/products/${id}`, {
              token,
              body: { stock: product.stock + 3 },
              headers: { 'if-match': `"v${product.version}"` },
            });
            if (status === 200) race.added.set(id, (race.added.get(id) ?? 0) + 3);
            else if (status !== 412) race.unexpected.push(`restock ${status} ${JSON.stringify(json).slice(0, 300)}`);
          } else {
            // A product of its own made and deleted while the orders lock theirs and the catalogue's version.
            const id = await newProduct(kind === 1 ? 'USD' : 'EUR');
            const { status, json } = await call(url, 'DELETE', `/api/products/${id}`, { token });
            if (status !== 204 && status !== 200)
              race.unexpected.push(`delete ${status} ${JSON.stringify(json).slice(0, 300)}`);
          }
        }
      };
      await runRace(race, products, staff);
      await expectStockConserved(race, products);
    },
    120_000 + SECONDS * 1000,
  );

  it(
    'orders while staff import a CSV of several of the products: no 500, stock conserved',
    async () => {
      const products = await newProducts(6);
      const race = newRace();
      let imported = 0;
      const staff: StaffStream = async (stream, end) => {
        for (let turn = 0; Date.now() < end; turn++) {
          const url = urls[(stream + turn) % urls.length]!;
          // The file's rows in any order, each 5 units more than at its export: the import adds 5
          // to the stock as it is then, whatever orders took since the export was read.
          const chosen = shuffled(products).slice(0, 2 + Math.floor(Math.random() * 3));
          const rows = await Promise.all(
            chosen.map(async (id) => {
              const { json: p } = await call<{
                name: string;
                brand: string;
                category: string;
                basePrice: number;
                currency: string;
                stock: number;
              }>(url, 'GET', `/api/products/${id}`);
              return [
                id,
                p.name,
                '',
                p.brand ?? '',
                p.category,
                p.basePrice.toFixed(2),
                p.currency,
                p.stock + 5,
                p.stock,
              ].join(',');
            }),
          );
          const csv = ['id,name,name_en,brand,category,price,currency,stock,stock_at_export', ...rows].join('\n');
          const { status, json } = await call(url, 'POST', '/api/admin/products/import', { token, body: { csv } });
          if (status === 200) {
            imported += 1;
            for (const id of chosen) race.added.set(id, (race.added.get(id) ?? 0) + 5);
          } else race.unexpected.push(`import ${status} ${JSON.stringify(json).slice(0, 300)}`);
        }
      };
      await runRace(race, products, staff, { most: 2 });
      expect(race.unexpected).toEqual([]);
      expect(imported).toBeGreaterThan(0);
      await expectStockConserved(race, products);
    },
    120_000 + SECONDS * 1000,
  );
});
