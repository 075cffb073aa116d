import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, testDialect, type TestContext } from './context';
import { CATALOGUE_VERSION_KEY, SETTINGS_VERSION_KEY } from '../src/db/meta-keys';
import { metaNow } from '../src/db/meta-now';

/**
 * The catalogue's and the settings' versions are read on the hot path of every cached answer:
 * every caller in one turn of the event loop shares one read of the database, whatever keys they
 * want, and a caller never gets a value read before it asked.
 */
describe(`versions read now, on ${testDialect}`, () => {
  let ctx: TestContext;
  const reads: string[][] = [];
  /** How long each read takes besides the database's own time: a round trip under load. */
  let roundTripMs = 0;
  beforeAll(async () => {
    ctx = await createTestContext();
    const readMeta = ctx.db.readMeta.bind(ctx.db);
    // Counts the reads of the real database (each one a query, a round trip on PostgreSQL).
    ctx.db.readMeta = async (keys) => {
      reads.push([...keys]);
      const values = await readMeta(keys);
      if (roundTripMs > 0) await new Promise((resolve) => setTimeout(resolve, roundTripMs));
      return values;
    };
  }, 60_000);
  afterAll(() => ctx?.close());

  const stored = async (key: string) =>
    (await ctx.db.kysely.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
  const bump = (key: string, value: string) =>
    ctx.db.kysely.updateTable('meta').set({ value }).where('key', '=', key).execute();

  it('answers every caller of one turn, both keys, with one read', async () => {
    reads.length = 0;
    const asked = await Promise.all([
      metaNow(ctx.db, CATALOGUE_VERSION_KEY),
      metaNow(ctx.db, SETTINGS_VERSION_KEY),
      metaNow(ctx.db, CATALOGUE_VERSION_KEY),
      metaNow(ctx.db, 'no.such.key'),
    ]);
    expect(reads).toHaveLength(1);
    expect(new Set(reads[0])).toEqual(new Set([CATALOGUE_VERSION_KEY, SETTINGS_VERSION_KEY, 'no.such.key']));
    expect(asked).toEqual([
      await stored(CATALOGUE_VERSION_KEY),
      await stored(SETTINGS_VERSION_KEY),
      await stored(CATALOGUE_VERSION_KEY),
      undefined,
    ]);
    expect(asked[0]).toMatch(/^\d+$/);
  });

  it('a caller that comes after a change was committed sees it, even while an earlier read is in flight', async () => {
    const before = Number(await stored(CATALOGUE_VERSION_KEY));
    reads.length = 0;
    const early = metaNow(ctx.db, CATALOGUE_VERSION_KEY);
    // Let the first read start, then commit a change and ask again.
    await new Promise((resolve) => setImmediate(resolve));
    await bump(CATALOGUE_VERSION_KEY, String(before + 1));
    const late = await metaNow(ctx.db, CATALOGUE_VERSION_KEY);
    expect(late).toBe(String(before + 1));
    expect(Number(await early)).toBeGreaterThanOrEqual(before);
    expect(reads).toHaveLength(2);
  });

  it('callers that come while a read is in flight share the next one, which sees what they came after', async () => {
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    reads.length = 0;
    roundTripMs = 50;
    try {
      const first = metaNow(ctx.db, CATALOGUE_VERSION_KEY);
      await turn(); // the first read has started
      const before = Number(await stored(CATALOGUE_VERSION_KEY));
      await bump(CATALOGUE_VERSION_KEY, String(before + 1));
      const later: Promise<string | undefined>[] = [];
      for (let i = 0; i < 4; i++) {
        later.push(metaNow(ctx.db, i % 2 ? SETTINGS_VERSION_KEY : CATALOGUE_VERSION_KEY));
        await turn();
      }
      const [, ...values] = await Promise.all([first, ...later]);
      expect(reads).toHaveLength(2);
      expect(values[0]).toBe(String(before + 1));
      expect(values[1]).toBe(await stored(SETTINGS_VERSION_KEY));
    } finally {
      roundTripMs = 0;
    }
  });
});
