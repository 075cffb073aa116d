/**
 * The dashboard's arithmetic, without zod: the web dashboard imports it, and a module that
 * runs zod at import time would drag the schemas into its chunk.
 */
export const STATS_LIMITS = {
  defaultDays: 30,
  maxDays: 366,
  months: 12,
  /** A product at or below this many units is listed as low on stock. */
  lowStockThreshold: 5,
  lowStockItems: 10,
  latestOrders: 10,
} as const;

/** Percentage change from `previous` to `current`, one decimal; null when there was nothing before. */
export function growthPercentage(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Share of `part` in `whole` as a percentage with one decimal (0 when the whole is 0). */
export function sharePercentage(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The last `count` calendar months (UTC) up to the one holding `now`, oldest first, as YYYY-MM. */
export function lastMonths(now: Date, count: number = STATS_LIMITS.months): string[] {
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back -= 1) {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(date.toISOString().slice(0, 7));
  }
  return months;
}
