import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain';
import { createTestContext, migrateTo, productRow, type TestContext } from './context';

/**
 * Migration 010 on a database that already has products: their titles are folded and indexed,
 * and their words join the vocabulary typos are corrected against, on both databases.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    beforeMigrations: async (db) => {
      await migrateTo(db, '007_stats_indexes');
      // As written before migration 010: no search_title (nor the columns of later migrations).
      await db.kysely
        .insertInto('products')
        .values(
          [
            ['Cámara Zorblax Única', 'Sin más'],
            ['Gadget', 'Un equipo con zorblax dentro'],
          ].map(([name, description]) => {
            const {
              search_title: _title,
              name_en: _name,
              advantages_en: _advantages,
              specifications_en: _specifications,
              device_type: _device,
              ...older
            } = productRow(randomUUID(), 'Accesorios', {
              name: name!,
              description: description!,
              brand: 'Ñandú',
              search_text: `${name} ${description} nandu`
                .toLowerCase()
                .normalize('NFD')
                .replace(/\p{Diacritic}/gu, ''),
            });
            return older;
          }) as never, // the table type has search_title, which this older schema lacks
        )
        .execute();
    },
  });
});
afterAll(async () => ctx?.close());

const list = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` });
  expect(response.statusCode).toBe(200);
  return {
    names: response.json<ProductSummary[]>().map((p) => p.name),
    correction: response.headers['x-search-correction'],
  };
};

describe('migration 010 on existing products', () => {
  it('folds and indexes their titles, so a title match ranks first', async () => {
    expect((await list('search=zorblax')).names).toEqual(['Cámara Zorblax Única', 'Gadget']);
    expect((await list('search=unica%20nandu')).names).toEqual(['Cámara Zorblax Única']);
  });

  it('adds their words to the vocabulary typos are corrected against', async () => {
    const result = await list('search=zorbalx');
    expect(result.correction).toBe('zorblax');
    expect(result.names).toHaveLength(2);
  });
});
