import { growthPercentage, lastMonths } from './figures';
import type { MonthlySales } from './stats';

/**
 * The dashboard's sample figures, shown while the shop has no orders yet: 12 months
 * starting at 15000 and growing 15 % a month, each varied at random by up to ±10 %;
 * orders = sales / 250; the static category shares.
 */
export const SAMPLE_SALES = {
  firstMonth: 15000,
  monthlyGrowth: 0.15,
  variation: 0.1,
  orderValue: 250,
} as const;

export const SAMPLE_CATEGORY_SHARES = [
  { name: 'Laptops', percentage: 35 },
  { name: 'Smartphones', percentage: 25 },
  { name: 'Accesorios', percentage: 20 },
  { name: 'Tablets', percentage: 15 },
  { name: 'Monitores', percentage: 5 },
] as const;

export interface SampleStats {
  salesData: MonthlySales[];
  totalSalesCents: number;
  salesGrowth: number | null;
  totalOrders: number;
  ordersGrowth: number | null;
  averageOrderValueCents: number;
  topCategories: { name: string; percentage: number; salesCents: number }[];
}

/**
 * Sample figures in whole cents, ending at `now`'s month. Totals are the 12 months; growths
 * compare the last month with the one before. `random` returns [0, 1) (Math.random by default).
 */
export function sampleStats(now: Date, random: () => number = Math.random): SampleStats {
  const { firstMonth, monthlyGrowth, variation, orderValue } = SAMPLE_SALES;
  const salesData = lastMonths(now).map((month, index) => {
    const trend = firstMonth * (1 + monthlyGrowth) ** index;
    const sales = trend * (1 + (random() * 2 - 1) * variation);
    const salesCents = Math.round(sales * 100);
    return { month, salesCents, orders: Math.round(sales / orderValue) };
  });
  const totalSalesCents = salesData.reduce((sum, month) => sum + month.salesCents, 0);
  const totalOrders = salesData.reduce((sum, month) => sum + month.orders, 0);
  const [previous, last] = salesData.slice(-2) as [MonthlySales, MonthlySales];
  return {
    salesData,
    totalSalesCents,
    salesGrowth: growthPercentage(last.salesCents, previous.salesCents),
    totalOrders,
    ordersGrowth: growthPercentage(last.orders, previous.orders),
    averageOrderValueCents: totalOrders === 0 ? 0 : Math.round(totalSalesCents / totalOrders),
    topCategories: SAMPLE_CATEGORY_SHARES.map((share) => ({
      ...share,
      salesCents: Math.round((totalSalesCents * share.percentage) / 100),
    })),
  };
}
