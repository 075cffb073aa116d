import { z } from 'zod';
import { CURRENCY_CODES } from '../catalog';
import type { DomainMessageKey } from '../messages';
import { ORDER_STATUSES } from '../orders/statuses';
import { intFromQuery } from '../product';
import { STATS_LIMITS } from './figures';

const msg = (key: DomainMessageKey) => ({ error: key });

/**
 * What `GET /api/admin/stats` covers: the period (the last `days` days) and the currency of the
 * figures; without a currency the server picks the shop's default, or the first one with sales.
 */
export const statsScopeSchema = z.object({
  days: intFromQuery('stats.days.invalid', 1, STATS_LIMITS.maxDays).default(STATS_LIMITS.defaultDays),
  currency: z.enum(CURRENCY_CODES, msg('stats.currency.invalid')).optional(),
});
export type StatsScope = z.output<typeof statsScopeSchema>;

/** An amount of one currency: exact whole cents, and the same in currency units for display. */
const cents = z.number().int();

export const monthlySalesSchema = z.object({
  /** The calendar month (UTC) as YYYY-MM. */
  month: z.string(),
  salesCents: cents,
  orders: z.number().int(),
});
export type MonthlySales = z.infer<typeof monthlySalesSchema>;

export const categoryShareSchema = z.object({
  /** A shop category, or null for lines whose product was deleted since (they count apart). */
  name: z.string().nullable(),
  salesCents: cents,
  /** Share of the period's sales in this currency, 0..100 with one decimal. */
  percentage: z.number(),
});
export type CategoryShare = z.infer<typeof categoryShareSchema>;

/** A product running out: its name with the English twin ('' when untranslated), and its stock. */
export const lowStockItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_en: z.string(),
  stock: z.number().int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

export const latestOrderSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** null once the buyer's account was deleted. */
  customerName: z.string().nullable(),
  /** The order's total in the dashboard's currency. */
  totalCents: cents,
});
export type LatestOrder = z.infer<typeof latestOrderSchema>;

/**
 * The dashboard's figures for one currency (amounts of different currencies are never added),
 * computed from the stored orders, cancelled ones excluded. A growth is the percentage change
 * against the previous period of the same length; null when that period had nothing to compare.
 */
export const statsSchema = z.object({
  currency: z.enum(CURRENCY_CODES),
  /** Currencies with at least one order (not cancelled), for the currency switch. */
  currencies: z.array(z.enum(CURRENCY_CODES)),
  /** False while the shop has no orders at all: the dashboard then shows sample figures. */
  hasOrders: z.boolean(),
  period: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
  totalSalesCents: cents,
  salesGrowth: z.number().nullable(),
  totalOrders: z.number().int(),
  ordersGrowth: z.number().nullable(),
  /** Total sales / orders, rounded to the cent; 0 without orders. */
  averageOrderValueCents: cents,
  /** Products with at least one unit in stock, whatever their currency. */
  productsInStock: z.number().int(),
  /** The last 12 calendar months, oldest first, months without sales at 0. */
  salesData: z.array(monthlySalesSchema),
  topCategories: z.array(categoryShareSchema),
  lowStock: z.array(lowStockItemSchema),
  latestOrders: z.array(latestOrderSchema),
});
export type Stats = z.infer<typeof statsSchema>;
