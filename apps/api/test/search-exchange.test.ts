import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Currency, type ProductSummary, productInputSchema } from '@shop/domain';
import { createProducts } from '../src/modules/products/service';
import { createTestContext, type TestContext } from './context';

/**
 * Price sorts and bounds with exchange rates configured (EUR left without a rate): prices are
 * compared by their exact converted value, computed here with integers from the same rates.
 */
const RATES = { USD: '1050', BRL: '190.37' } as const;
let ctx: TestContext;
const products: { name: string; price: number; currency: Currency }[] = [
  { name: 'ars-100000', price: 100_000, currency: 'ARS' },
  { name: 'usd-90', price: 90, currency: 'USD' },
  { name: 'brl-500', price: 500, currency: 'BRL' },
  { name: 'eur-95', price: 95, currency: 'EUR' },
  { name: 'eur-5', price: 5, currency: 'EUR' },
  { name: 'ars-1050', price: 1050, currency: 'ARS' },
  { name: 'usd-1', price: 1, currency: 'USD' },
  { name: 'usd-0.01', price: 0.01, currency: 'USD' },
  { name: 'brl-5.52', price: 5.52, currency: 'BRL' },
];

beforeAll(async () => {
  ctx = await createTestContext({
    seed: false,
    env: {
      EXCHANGE_RATES: Object.entries(RATES)
        .map(([c, r]) => `${c}=${r}`)
        .join(','),
      EXCHANGE_RATES_DATE: '2026-11-01',
    },
  });
  // One at a time, so creation order (the tie-break) is the list's order.
  for (const p of products) {
    await createProducts(ctx.db, [
      {
        data: productInputSchema.parse({
          name: `Equipo ${p.name}`,
          brand: 'Acme',
          basePrice: p.price,
          currency: p.currency,
          category: 'Accesorios',
          images: ['/uploads/x.webp'],
        }),
      },
    ]);
  }
});
afterAll(async () => ctx?.close());

/** ARS cents × 10 000, exactly; undefined without a rate. */
function converted(p: (typeof products)[number]): bigint | undefined {
  const cents = BigInt(Math.round(p.price * 100));
  if (p.currency === 'ARS') return cents * 10_000n;
  const rate = RATES[p.currency as keyof typeof RATES];
  if (!rate) return undefined;
  const [whole, fraction = ''] = rate.split('.');
  return cents * (BigInt(whole!) * 10_000n + BigInt(fraction.padEnd(4, '0')));
}

const names = async (query: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/products?${query.includes('limit=') ? '' : 'limit=100&'}${query}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<ProductSummary[]>().map((p) => p.name.replace('Equipo ', ''));
};

describe('with exchange rates', () => {
  it('answers the rates and their date', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/exchange-rates' });
    expect(response.json()).toEqual({ base: 'ARS', rates: RATES, setOn: '2026-11-01' });
  });

  it.each(['asc', 'desc'] as const)(
    'sorts by price_%s on converted values; a currency without a rate follows, together',
    async (direction) => {
      const sign = direction === 'asc' ? 1n : -1n;
      const indexed = products.map((p, seq) => ({ ...p, seq, value: converted(p) }));
      const comparable = indexed
        .filter((p) => p.value !== undefined)
        .sort((a, b) => Number(sign * (a.value! - b.value!)) || (direction === 'asc' ? a.seq - b.seq : b.seq - a.seq));
      const rest = indexed
        .filter((p) => p.value === undefined)
        .sort((a, b) => (direction === 'asc' ? a.price - b.price : b.price - a.price));
      const expected = [...comparable, ...rest].map((p) => p.name);
      expect(await names(`sort=price_${direction}`)).toEqual(expected);
      // ARS 1050 and US$ 1 are worth the same: the older comes first ascending.
      if (direction === 'asc') expect(expected.indexOf('ars-1050')).toBe(expected.indexOf('usd-1') - 1);
      // Pages continue the same order.
      expect(await names(`sort=price_${direction}&limit=4&page=2`)).toEqual(expected.slice(4, 8));
    },
  );

  it.each([
    ['currency=USD&minPrice=90&maxPrice=100', 'USD', 90, 100],
    ['currency=BRL&maxPrice=500', 'BRL', undefined, 500],
    ['currency=BRL&minPrice=500', 'BRL', 500, undefined],
    ['minPrice=1050&maxPrice=1050', 'ARS', 1050, 1050],
    ['currency=USD&minPrice=0.01&maxPrice=0.01', 'USD', 0.01, 0.01],
  ] as const)('bounds %s compare every convertible price exactly', async (query, unit, min, max) => {
    const bound = (amount: number | undefined) =>
      amount === undefined ? undefined : converted({ name: '', price: amount, currency: unit });
    const [low, high] = [bound(min), bound(max)];
    const expected = products
      .filter((p) => {
        const value = converted(p);
        return value !== undefined && (low === undefined || value >= low) && (high === undefined || value <= high);
      })
      .map((p) => p.name)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    expect((await names(query)).sort()).toEqual(expected);
  });

  it('bounds in a currency without a rate compare only that currency', async () => {
    expect((await names('currency=EUR&maxPrice=50')).sort()).toEqual(['eur-5']);
  });
});
