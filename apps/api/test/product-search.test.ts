import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInputSchema, type ProductListQuery } from '@shop/domain';
import { createProducts, listProducts } from '../src/modules/products/service';
import { createTestContext, type TestContext } from './context';

/**
 * Enough products that the search takes its large-result plans (walking a sort
 * index instead of sorting the matches), checked against a plain in-memory answer.
 */
let ctx: TestContext;
const catalogue: { name: string; price: number; category: string }[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const categories = ['Laptops', 'Tablets', 'Accesorios'];
  for (let n = 0; n < 3000; n++) {
    // Every product has "común"; one in 100 also "rareza"; prices repeat so ties must be broken stably.
    const name = `Equipo común ${n}${n % 100 === 0 ? ' rareza' : ''}`;
    catalogue.push({ name, price: (n * 37) % 500, category: categories[n % 3]! });
  }
  await createProducts(
    ctx.db,
    catalogue.map((p) => ({
      data: productInputSchema.parse({
        name: p.name,
        basePrice: p.price,
        category: p.category,
        images: ['/uploads/x.webp'],
      }),
    })),
  );
});
afterAll(async () => ctx?.close());

const expected = (filter: (p: (typeof catalogue)[number]) => boolean, sort: NonNullable<ProductListQuery['sort']>) => {
  const indexed = catalogue.map((p, seq) => ({ ...p, seq })).filter(filter);
  const order: Record<string, (a: (typeof indexed)[number], b: (typeof indexed)[number]) => number> = {
    newest: (a, b) => b.seq - a.seq,
    price_asc: (a, b) => a.price - b.price || a.seq - b.seq,
    price_desc: (a, b) => b.price - a.price || b.seq - a.seq,
    name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.seq - b.seq),
  };
  return indexed.sort(order[sort]);
};

describe.each(['newest', 'price_asc', 'price_desc', 'name'] as const)('search sorted by %s', (sort) => {
  it('pages a large result exactly like a full sort would', async () => {
    const all = expected((p) => p.category === 'Tablets', sort);
    for (const page of [1, 7]) {
      const result = await listProducts(ctx.db, { search: 'COMUN', category: 'tablets', page, limit: 24, sort });
      expect(result.total).toBe(all.length);
      expect(result.items.map((p) => p.name)).toEqual(all.slice((page - 1) * 24, page * 24).map((p) => p.name));
    }
  });

  it('pages a small result exactly like a full sort would', async () => {
    const all = expected((p) => p.name.includes('rareza'), sort);
    const result = await listProducts(ctx.db, { search: 'rareza comun', page: 1, limit: 24, sort });
    expect(result.total).toBe(30);
    expect(result.items.map((p) => p.name)).toEqual(all.slice(0, 24).map((p) => p.name));
  });
});
