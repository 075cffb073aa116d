import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ComparableProduct, type SimilarAnswer, pickComparable, pickSimilar } from '@shop/domain';
import { type ProductTableRow, createTestContext, productRow, testDialect, type TestContext } from './context';

/**
 * Similar and comparable products through the API, on products made for the purpose: the
 * answers equal the domain's rule applied to every product of the category (so the database's
 * narrowing of the candidates loses nothing), also among 20,000 products.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
});
afterAll(async () => ctx?.close());

type NewRow = ProductTableRow;
const cpu = (ranking: number) => ({
  processor: { selectedComponent: { category: 'processor', name: `CPU ${ranking}`, ranking } },
});

function row(category: string, basePrice: number, ranking: number | null, currency = 'USD', index = 0): NewRow {
  const now = new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString();
  return productRow(randomUUID(), category, {
    name: `Producto ${index}`,
    base_price: basePrice,
    currency,
    features: JSON.stringify(ranking === null ? {} : cpu(ranking)),
    search_text: `producto ${index}`,
    search_title: `producto ${index}`,
    created_at: now,
    updated_at: now,
  });
}

async function insert(rows: NewRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) {
    await ctx.db.kysely
      .insertInto('products')
      .values(rows.slice(start, start + 1000))
      .execute();
  }
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const asComparable = (r: NewRow) => ({
  id: r.id,
  basePrice: r.base_price,
  features: JSON.parse(r.features) as Record<string, unknown>,
});

describe(`GET /api/products/:id/similar (${testDialect})`, () => {
  it('answers the best 3 of the same category and currency within 30 %, scoring above 3', async () => {
    const current = row('Tablets', 1000, 20);
    const rows = [
      current,
      row('Tablets', 1000, 20, 'USD', 1), // 10
      row('Tablets', 1100, 25, 'USD', 2), // 7.83
      row('Tablets', 1200, 30, 'USD', 3), // 5.67
      row('Tablets', 1000, 70, 'USD', 4), // 5: fourth, left out
      row('Tablets', 800, 60, 'USD', 5), // 2.67: below 3
      row('Tablets', 1000, 20, 'ARS', 6), // another currency
      row('Monitores', 1000, 20, 'USD', 7), // another category
      row('Tablets', 1000, null, 'USD', 8), // no features
    ];
    await insert(rows);
    const response = await get(`/api/products/${current.id}/similar`);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as SimilarAnswer;
    expect(answer.kind).toBe('similar');
    expect(answer.products.map((p) => p.id)).toEqual([rows[1]!.id, rows[2]!.id, rows[3]!.id]);
    expect(answer.products[1]!.score).toBeCloseTo((9 + 10 * (1 - 0.1 / 0.3)) / 2, 10);
    expect(answer.products[0]).toMatchObject({
      name: 'Producto 1',
      basePrice: 1000,
      currency: 'USD',
      category: 'Tablets',
    });
    expect(response.headers.etag).toBeTruthy();
  });

  it('falls back to up to 3 other products of the category when none qualify (a product without features)', async () => {
    const lonely = row('Laptops', 500, null, 'EUR', 10);
    const others = [row('Laptops', 5000, 1, 'EUR', 11), row('Laptops', 9000, 1, 'EUR', 12)];
    await insert([lonely, ...others]);
    const answer = (await get(`/api/products/${lonely.id}/similar`)).json() as SimilarAnswer;
    expect(answer.kind).toBe('related');
    expect(answer.products.length).toBeGreaterThanOrEqual(2);
    expect(answer.products.length).toBeLessThanOrEqual(3);
    expect(answer.products.every((p) => p.category === 'Laptops' && p.id !== lonely.id)).toBe(true);
  });

  it('answers an empty fallback for a product alone in its category, and 404 for an unknown id', async () => {
    const alone = row('Smartphones', 300, 40, 'BRL', 20);
    await insert([alone]);
    expect((await get(`/api/products/${alone.id}/similar`)).json()).toEqual({ kind: 'related', products: [] });
    expect((await get(`/api/products/${randomUUID()}/similar`)).statusCode).toBe(404);
    expect((await get('/api/products/no-es-un-id/similar')).statusCode).toBe(404);
  });
});

describe(`GET /api/products/compare-products (${testDialect})`, () => {
  it('answers up to 10 of the category and currency, nearest in price and performance first', async () => {
    const current = row('Accesorios', 100, 30, 'USD', 30);
    const candidates = Array.from({ length: 14 }, (_, index) =>
      row('Accesorios', 100 + (index - 7) * 7, 30 + index, 'USD', 31 + index),
    );
    await insert([current, ...candidates, row('Accesorios', 100, 30, 'ARS', 60)]);
    const response = await get(`/api/products/compare-products?productId=${current.id}`);
    expect(response.statusCode).toBe(200);
    const comparable = response.json() as ComparableProduct[];
    const expected = pickComparable(asComparable(current), candidates.map(asComparable)).map((p) => p.id);
    expect(comparable.map((p) => p.id)).toEqual(expected);
    expect(comparable).toHaveLength(10);
    expect(Object.keys(comparable[0]!).sort()).toEqual(
      [
        '_id',
        'id',
        'name',
        'images',
        'image',
        'basePrice',
        'currency',
        'category',
        'brand',
        'stock',
        'features',
        'specifications',
        'advantages',
        // Their English twins, beside the spec's fields.
        'name_en',
        'specifications_en',
        // What their cards' price needs (listedPrice): these rows are configurable, so their lowest price too.
        'variantType',
        'fromPrice',
      ].sort(),
    );
    expect(comparable[0]!.variantType).toBe('CONFIGURABLE');
  });

  it('refuses a missing product id with 400 and answers 404 for an unknown one', async () => {
    const missing = await get('/api/products/compare-products');
    expect(missing.statusCode).toBe(400);
    expect((missing.json() as { details: { code: string }[] }).details[0]!.code).toBe('product.id.invalid');
    expect((await get(`/api/products/compare-products?productId=${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe(`beyond the nearest in price (${testDialect})`, () => {
  it('finds better candidates farther in price than the first few hundred nearest', async () => {
    const current = row('Smartphones', 1000, 20, 'EUR', 200);
    // 400 products at nearly the same price with a distant processor (score about 5)...
    const crowd = Array.from({ length: 400 }, (_, index) =>
      row('Smartphones', 1000 + index / 100, 70, 'EUR', 201 + index),
    );
    // ...and 3 at 10 % more with the same processor (score 8.33): these are the similar ones.
    const better = [1, 2, 3].map((n) => row('Smartphones', 1100, 20, 'EUR', 700 + n));
    await insert([current, ...crowd, ...better]);
    const answer = (await get(`/api/products/${current.id}/similar`)).json() as SimilarAnswer;
    expect(answer.products.map((p) => p.id).sort()).toEqual(better.map((p) => p.id).sort());
  });
});

describe(`among 20,000 products (${testDialect})`, () => {
  it('answers what the rule gives over the whole category', async () => {
    // Deterministic spread: prices 100 to 3,099, rankings 0 to 149, two currencies.
    const many = Array.from({ length: 20_000 }, (_, index) =>
      row('Monitores', 100 + ((index * 7919) % 3000), (index * 31) % 150, index % 5 === 0 ? 'ARS' : 'USD', 100 + index),
    );
    await insert(many);
    const everyone = await ctx.db.kysely
      .selectFrom('products')
      .select(['id', 'base_price', 'features', 'currency'])
      .where('category', '=', 'Monitores')
      .execute();
    for (const current of [many[17]!, many[4242]!, many[19_999]!]) {
      const peers = everyone
        .filter((p) => p.currency === current.currency)
        .map((p) => asComparable(p as unknown as NewRow));
      const similar = (await get(`/api/products/${current.id}/similar`)).json() as SimilarAnswer;
      expect(similar.products.map((p) => p.id)).toEqual(pickSimilar(asComparable(current), peers).map((p) => p.id));
      const comparable = (
        await get(`/api/products/compare-products?productId=${current.id}`)
      ).json() as ComparableProduct[];
      expect(comparable.map((p) => p.id)).toEqual(pickComparable(asComparable(current), peers).map((p) => p.id));
    }
  }, 120_000);
});
