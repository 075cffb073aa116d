import { z } from 'zod';
import {
  CATEGORIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  PRODUCT_LIMITS,
  VARIANT_TYPES,
  canonicalCategory,
} from './catalog';
import { MAX_OPTIONS_PER_CATEGORY, optionSchema } from './configurator/configurator';
import type { DomainMessageKey } from './messages';

const msg = (key: DomainMessageKey) => ({ error: key });

const MEDIA_URL = /^(\/uploads\/[\w./-]+|https?:\/\/\S+)$/;
const mediaUrl = z
  .string()
  .trim()
  .max(2048, msg('product.images.invalidUrl'))
  .regex(MEDIA_URL, msg('product.images.invalidUrl'));

const shortText = (max: number) => z.string().trim().max(max, msg('product.text.tooLong'));

/** A component inside `features`: free-form catalogue entry that must say its category. */
export const componentSchema = z.looseObject({
  category: z
    .string(msg('product.component.categoryRequired'))
    .trim()
    .min(1, msg('product.component.categoryRequired'))
    .max(100),
  id: z.union([z.string().max(200), z.number()]).optional(),
  name: shortText(300).optional(),
  price: z.number().finite().optional(),
  priceIncrement: z.number().finite().optional(),
  ranking: z.number().finite().optional(),
});

/** Alternatives a shopper may pick instead of the component a configurable product ships with. */
const shopperOptions = z.array(optionSchema).max(MAX_OPTIONS_PER_CATEGORY, msg('product.list.tooLong')).optional();

export const featureSelectionSchema = z.union([
  z.object({ selectedComponent: componentSchema, options: shopperOptions }),
  z.object({
    selectedComponents: z.array(componentSchema).max(50, msg('product.list.tooLong')),
    options: shopperOptions,
  }),
]);

export const ADDITIONAL_FEATURES_KEY = 'additionalFeatures';

export const featuresSchema = z.record(z.string().max(100), featureSelectionSchema).refine((features) => {
  const additional = features[ADDITIONAL_FEATURES_KEY];
  return (
    !additional ||
    !('selectedComponents' in additional) ||
    additional.selectedComponents.length <= PRODUCT_LIMITS.maxAdditionalFeatures
  );
}, msg('product.features.tooManyAdditional'));

export const videoSchema = z
  .object({ url: mediaUrl, type: z.enum(['url', 'file']) }, msg('product.video.invalid'))
  .nullable();

const specificationValue = z.union(
  [z.string().max(500), z.number().finite(), z.boolean()],
  msg('product.specifications.invalid'),
);

/**
 * What an admin may send to create or replace a product (spec 000 §3, §5).
 * z.object strips unknown keys, so nothing outside the entity is ever stored.
 */
export const productInputSchema = z.object({
  name: z
    .string(msg('product.name.required'))
    .trim()
    .min(1, msg('product.name.required'))
    .max(200, msg('product.name.tooLong')),
  description: shortText(5000).default(''),
  description_en: shortText(5000).default(''),
  brand: shortText(100).default(''),
  basePrice: z
    .number(msg('product.basePrice.invalid'))
    .finite(msg('product.basePrice.invalid'))
    .min(0, msg('product.basePrice.invalid'))
    .max(1e12, msg('product.basePrice.invalid'))
    .transform((price) => Math.round(price * 100) / 100),
  currency: z.enum(CURRENCY_CODES, msg('product.currency.invalid')).default(DEFAULT_CURRENCY),
  stock: z
    .number(msg('product.stock.invalid'))
    .int(msg('product.stock.invalid'))
    .min(0, msg('product.stock.invalid'))
    .max(1_000_000_000, msg('product.stock.invalid'))
    .default(0),
  category: z.string(msg('product.category.invalid')).transform((value, ctx) => {
    const category = canonicalCategory(value);
    if (!category) {
      ctx.addIssue({ code: 'custom', message: 'product.category.invalid' });
      return z.NEVER;
    }
    return category;
  }),
  images: z
    .array(mediaUrl, msg('product.images.required'))
    .min(1, msg('product.images.required'))
    .max(PRODUCT_LIMITS.maxImages, msg('product.images.tooMany')),
  video: videoSchema.default(null),
  variantType: z.enum(VARIANT_TYPES, msg('product.variantType.invalid')).default('CONFIGURABLE'),
  features: featuresSchema.default({}),
  models: z.array(z.looseObject({}), msg('validation.invalidType')).max(50, msg('product.list.tooLong')).default([]),
  defaultConfiguration: z.record(z.string().max(100), z.unknown()).default({}),
  specifications: z
    .record(z.string().max(100), specificationValue)
    .refine((specs) => Object.keys(specs).length <= 60, msg('product.list.tooLong'))
    .default({}),
  advantages: z.array(shortText(300)).max(20, msg('product.list.tooLong')).default([]),
});

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

/** The full product as the API answers it: every entity field, `_id` and `id` alike. */
export type Product = ProductData & {
  _id: string;
  id: string;
  image: string;
  createdAt: string;
  updatedAt: string;
};

/** The lean shape of list answers: what a product card needs. */
export const productSummarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  description: z.string(),
  description_en: z.string(),
  brand: z.string(),
  basePrice: z.number(),
  currency: z.enum(CURRENCY_CODES),
  stock: z.number().int(),
  category: z.enum(CATEGORIES),
  images: z.array(z.string()),
  image: z.string(),
  variantType: z.enum(VARIANT_TYPES),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One product with every field, as GET /api/products/{id} and the writes answer it. */
export const productSchema = productSummarySchema.extend({
  video: z.object({ url: z.string(), type: z.enum(['url', 'file']) }).nullable(),
  features: z.record(z.string(), z.unknown()),
  models: z.array(z.unknown()),
  defaultConfiguration: z.record(z.string(), z.unknown()),
  specifications: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  advantages: z.array(z.string()),
  updatedAt: z.string(),
});

export const PRODUCT_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;

/** A whole number read from a query string, refused with `key` outside min..max. */
export const intFromQuery = (key: DomainMessageKey, min: number, max: number) =>
  z.coerce.number(msg(key)).int(msg(key)).min(min, msg(key)).max(max, msg(key));

/** Query of GET /api/products. Also used by the catalogue page to read its URL. */
export const productListQuerySchema = z.object({
  search: z.string().max(200, msg('query.search.tooLong')).optional(),
  category: z.string().max(50, msg('query.category.tooLong')).optional(),
  page: intFromQuery('query.page.invalid', 1, MAX_PAGE).default(1),
  limit: intFromQuery('query.limit.invalid', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(PRODUCT_SORTS, msg('query.sort.invalid')).default('newest'),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export { CATEGORIES };

/** Product ids are UUIDs; anything else cannot name a product (answered 404 without a query). */
const PRODUCT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isProductId(value: string): boolean {
  return PRODUCT_ID.test(value);
}
