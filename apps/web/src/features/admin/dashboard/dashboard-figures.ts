import {
  DEFAULT_CURRENCY,
  sampleStats,
  type CategoryShare,
  type Currency,
  type MonthlySales,
  type Stats,
} from '@shop/domain';

/** What the dashboard draws: the server's figures, or the spec's samples while there are no orders. */
export interface DashboardFigures {
  sample: boolean;
  currency: Currency;
  totalSalesCents: number;
  salesGrowth: number | null;
  totalOrders: number;
  ordersGrowth: number | null;
  averageOrderValueCents: number;
  productsInStock: number;
  salesData: MonthlySales[];
  topCategories: CategoryShare[];
}

/**
 * The figures to show. Without any order the cards, chart and categories show sample
 * figures (in the shop's default currency), flagged so the page says they are samples;
 * products in stock is a real count either way.
 */
export function dashboardFigures(stats: Stats, now: Date, random: () => number = Math.random): DashboardFigures {
  if (stats.hasOrders) return { ...stats, sample: false };
  return {
    ...sampleStats(now, random),
    sample: true,
    currency: DEFAULT_CURRENCY,
    productsInStock: stats.productsInStock,
  };
}
