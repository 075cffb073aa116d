import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductSummary } from '@shop/domain';
import { createTestContext, migrateTo, type TestContext } from './context';

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
      const now = '2026-01-01T00:00:00.000Z';
      // As written before migration 010: no search_title.
      await db.kysely
        .insertInto('products')
        .values(
          [
            ['Cámara Zorblax Única', 'Sin más'],
            ['Gadget', 'Un equipo con zorblax dentro'],
          ].map(([name, description]) => ({
            id: randomUUID(),
            name: name!,
            description: description!,
            description_en: '',
            brand: 'Ñandú',
            category: 'Accesorios',
            base_price: 10,
            currency: 'ARS',
            stock: 1,
            images: JSON.stringify(['/uploads/test/a.webp']),
            video: null,
            variant_type: 'CONFIGURABLE',
            features: '{}',
            models: '[]',
            default_configuration: '{}',
            specifications: '{}',
            advantages: '[]',
            search_text: `${name} ${description} nandu`
              .toLowerCase()
              .normalize('NFD')
              .replace(/\p{Diacritic}/gu, ''),
            created_at: now,
            updated_at: now,
          })) as never, // the table type has search_title, which this older schema lacks
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
