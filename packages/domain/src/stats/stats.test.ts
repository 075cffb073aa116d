import { describe, expect, it } from 'vitest';
import { SAMPLE_CATEGORY_SHARES, sampleStats } from './sample';
import { growthPercentage, lastMonths, sharePercentage } from './figures';
import { statsScopeSchema } from './stats';

describe('stats rules', () => {
  it('growth is the percentage change with one decimal, null without a previous figure', () => {
    expect(growthPercentage(115, 100)).toBe(15);
    expect(growthPercentage(50, 200)).toBe(-75);
    expect(growthPercentage(1, 3)).toBe(-66.7);
    expect(growthPercentage(5, 0)).toBeNull();
  });

  it('share is a percentage with one decimal', () => {
    expect(sharePercentage(1, 3)).toBe(33.3);
    expect(sharePercentage(0, 0)).toBe(0);
  });

  it('the last 12 months end with the current one and cross the year', () => {
    const months = lastMonths(new Date('2026-02-10T12:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-03');
    expect(months.at(-1)).toBe('2026-02');
  });

  it('the query defaults to 30 days and refuses other currencies and periods', () => {
    expect(statsScopeSchema.parse({})).toEqual({ days: 30 });
    expect(statsScopeSchema.parse({ days: '7', currency: 'USD' })).toEqual({ days: 7, currency: 'USD' });
    expect(statsScopeSchema.safeParse({ days: '0' }).success).toBe(false);
    expect(statsScopeSchema.safeParse({ days: '367' }).success).toBe(false);
    expect(statsScopeSchema.safeParse({ currency: 'GBP' }).success).toBe(false);
  });
});

describe('sample figures (shown while the shop has no orders)', () => {
  it('start at 15000 and grow 15 % a month when the variation is nil', () => {
    const sample = sampleStats(new Date('2026-11-23T00:00:00Z'), () => 0.5);
    expect(sample.salesData[0]).toEqual({ month: '2025-12', salesCents: 1_500_000, orders: 60 });
    expect(sample.salesData[1]!.salesCents).toBe(1_725_000);
    expect(sample.salesData[11]!.salesCents).toBe(Math.round(15000 * 1.15 ** 11 * 100));
    expect(sample.salesGrowth).toBe(15);
    expect(sample.totalSalesCents).toBe(sample.salesData.reduce((sum, m) => sum + m.salesCents, 0));
    expect(sample.totalOrders).toBe(sample.salesData.reduce((sum, m) => sum + m.orders, 0));
  });

  it('vary each month by at most ±10 %', () => {
    const low = sampleStats(new Date('2026-11-23T00:00:00Z'), () => 0);
    const high = sampleStats(new Date('2026-11-23T00:00:00Z'), () => 0.999999);
    expect(low.salesData[0]!.salesCents).toBe(1_350_000);
    expect(high.salesData[0]!.salesCents).toBe(1_650_000);
  });

  it('use the static category shares', () => {
    const sample = sampleStats(new Date(), () => 0.5);
    expect(sample.topCategories.map(({ name, percentage }) => ({ name, percentage }))).toEqual(
      SAMPLE_CATEGORY_SHARES.map((share) => ({ ...share })),
    );
    expect(SAMPLE_CATEGORY_SHARES.reduce((sum, share) => sum + share.percentage, 0)).toBe(100);
  });
});
