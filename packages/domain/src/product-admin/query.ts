import { z } from 'zod';
import { CATEGORIES, CURRENCY_CODES } from '../catalog';
import type { DomainMessageKey } from '../messages';
import { intFromQuery } from '../product';
import { MAX_PAGE } from '../product-core';
import { MAX_BRAND_LENGTH, MAX_SEARCH_LENGTH } from '../search/list-rules';
import { STATS_LIMITS } from '../stats/figures';

const msg = (key: DomainMessageKey) => ({ error: key });

/**
 * A product at or below this many units is low on stock: the dashboard's threshold, read from
 * this one name by the staff list, its filter and the API (the shop's settings may replace it).
 */
export const LOW_STOCK_THRESHOLD: number = STATS_LIMITS.lowStockThreshold;

/** out: none left; low: 1 to the threshold; in: more than the threshold. */
export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export function stockLevel(stock: number, threshold: number = LOW_STOCK_THRESHOLD): StockLevel {
  if (stock <= 0) return 'out';
  return stock <= threshold ? 'low' : 'in';
}

/** `newest` is the default; `name` sorts by the name in the caller's language; price sorts keep each currency apart. */
export const STAFF_PRODUCT_SORTS = [
  'newest',
  'oldest',
  'name',
  'name_desc',
  'price',
  'price_desc',
  'stock',
  'stock_desc',
] as const;
export type StaffProductSort = (typeof STAFF_PRODUCT_SORTS)[number];

export const STAFF_PAGE_SIZE = 20;

/**
 * Query of GET /api/admin/products and the staff list's URL (`/admin/productos?stock=low&…`):
 * search words, one category, one brand (exact, any case), a stock level, only products whose
 * English texts are incomplete, a sort, a page.
 */
export const staffProductListQuerySchema = z.object({
  search: z.string().trim().max(MAX_SEARCH_LENGTH, msg('query.search.tooLong')).optional(),
  category: z.enum(CATEGORIES, msg('product.category.invalid')).optional(),
  brand: z.string().trim().max(MAX_BRAND_LENGTH, msg('query.brand.invalid')).optional(),
  stock: z.enum(STOCK_LEVELS, msg('productAdmin.stock.invalid')).optional(),
  missingEnglish: z
    .enum(['true', 'false'], msg('productAdmin.flag.invalid'))
    .transform((flag) => flag === 'true')
    .optional(),
  sort: z.enum(STAFF_PRODUCT_SORTS, msg('productAdmin.sort.invalid')).default('newest'),
  page: intFromQuery('query.page.invalid', 1, MAX_PAGE).default(1),
  limit: intFromQuery('query.limit.invalid', 1, 100).default(STAFF_PAGE_SIZE),
});
export type StaffProductListQuery = z.output<typeof staffProductListQuerySchema>;

/** One row of the staff list: what the table shows and what a bulk change starts from (the version). */
export const staffProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_en: z.string(),
  brand: z.string(),
  category: z.enum(CATEGORIES),
  image: z.string(),
  basePrice: z.number(),
  currency: z.enum(CURRENCY_CODES),
  stock: z.number(),
  /** How many Spanish texts lack their English twin (0: complete). */
  missingEnglish: z.number(),
  version: z.number(),
  createdAt: z.string(),
});
export type StaffProductRow = z.infer<typeof staffProductRowSchema>;

export const staffProductPageSchema = z.object({
  products: z.array(staffProductRowSchema),
  total: z.number(),
  /** The low-stock threshold the `low` level was answered with. */
  lowStockThreshold: z.number(),
});
export type StaffProductPage = z.infer<typeof staffProductPageSchema>;
