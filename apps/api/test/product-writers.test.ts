import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createTestContext, loginAs, startSecondProcess, testDialect, type TestContext } from './context';

/**
 * Staff creating and editing products at the same time, on two processes. On PostgreSQL an
 * insert and an update once took the shared version rows (`search.words_version`,
 * `catalogue.version`) in opposite orders and deadlocked: with eight creators and eight
 * editors, 18 of 42 writes answered 500. Every write must apply.
 */

const CREATORS = 8;
const EDITORS = 8;
/** The run is 20 s on PostgreSQL; SQLite (one writer at a time, never deadlocked) gets a shorter one. */
const SECONDS = Number(process.env.WRITERS_TEST_SECONDS ?? (testDialect === 'postgres' ? 20 : 5));

let ctx: TestContext;
let second: Awaited<ReturnType<typeof startSecondProcess>>;
let headers: Record<string, string>;
const edited: string[] = [];

const newProduct = (name: string) => ({
  name,
  basePrice: 120.5,
  currency: 'USD',
  stock: 10,
  category: 'Accesorios',
  images: ['/uploads/test/a.webp'],
});

beforeAll(async () => {
  ctx = await createTestContext();
  second = await startSecondProcess(ctx);
  headers = { authorization: `Bearer ${await loginAs(ctx.app, DEMO)}` };
  for (let i = 0; i < EDITORS; i++) {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/products',
      headers,
      payload: newProduct(`Mouse editado ${i}`),
    });
    expect(created.statusCode, created.body).toBe(201);
    edited.push((created.json() as { id: string }).id);
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

describe(`${CREATORS} creators and ${EDITORS} editors for ${SECONDS} s on two processes (${testDialect})`, () => {
  it(
    'every write applies: no deadlock, no 500',
    async () => {
      const end = Date.now() + SECONDS * 1000;
      const failures: string[] = [];
      let writes = 0;
      const creator = async (writer: number) => {
        const app = writer % 2 === 0 ? ctx.app : second.app;
        for (let round = 0; Date.now() < end; round++) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/products',
            headers,
            payload: newProduct(`Teclado nuevo ${writer}-${round}`),
          });
          writes += 1;
          if (response.statusCode !== 201)
            failures.push(`create ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      };
      const editor = async (writer: number) => {
        const app = writer % 2 === 0 ? second.app : ctx.app;
        for (let round = 0; Date.now() < end; round++) {
          const response = await app.inject({
            method: 'PUT',
            url: `/api/products/${edited[(writer + round) % edited.length]}`,
            headers,
            // Names change the search words, stock the catalogue: both shared rows are touched.
            payload: round % 2 === 0 ? { name: `Mouse editado ${writer}-${round}` } : { stock: 10 + round },
          });
          writes += 1;
          if (response.statusCode !== 200) failures.push(`edit ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
      };
      await Promise.all([
        ...Array.from({ length: CREATORS }, (_, i) => creator(i)),
        ...Array.from({ length: EDITORS }, (_, i) => editor(i)),
      ]);
      expect(failures).toEqual([]);
      // Not a speed target: a run whose throughput collapsed would make only a handful of writes.
      expect(writes).toBeGreaterThan(CREATORS + EDITORS);
    },
    120_000 + SECONDS * 1000,
  );
});
