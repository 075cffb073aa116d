import { describe, expect, it } from 'vitest';
import type { Stats } from '@shop/domain';
import { dashboardFigures } from './dashboard-figures';

const empty: Stats = {
  currency: 'USD',
  currencies: [],
  hasOrders: false,
  period: { days: 30, from: '2026-10-24T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' },
  totalSalesCents: 0,
  salesGrowth: null,
  totalOrders: 0,
  ordersGrowth: null,
  averageOrderValueCents: 0,
  productsInStock: 17,
  salesData: [],
  topCategories: [],
  lowStock: [],
  latestOrders: [],
};

describe('dashboard figures', () => {
  it('without orders: the sample, flagged, in the default currency, with the real products in stock', () => {
    const figures = dashboardFigures(empty, new Date('2026-11-23T00:00:00Z'), () => 0.5);
    expect(figures.sample).toBe(true);
    expect(figures.currency).toBe('ARS');
    expect(figures.productsInStock).toBe(17);
    expect(figures.salesData).toHaveLength(12);
    expect(figures.salesData[0]!.salesCents).toBe(1_500_000);
    expect(figures.topCategories[0]).toMatchObject({ name: 'Laptops', percentage: 35 });
  });

  it("with orders: the server's figures as they are", () => {
    const stats: Stats = { ...empty, hasOrders: true, currencies: ['USD'], totalSalesCents: 1234, totalOrders: 1 };
    const figures = dashboardFigures(stats, new Date());
    expect(figures).toMatchObject({ sample: false, currency: 'USD', totalSalesCents: 1234, totalOrders: 1 });
  });
});
