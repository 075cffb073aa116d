import { z } from 'zod';
import { CURRENCY_CODES, VARIANT_TYPES } from '../catalog';

// The answers' shapes apart from the scoring rules (similarity.ts), which the pages run without zod.

/** A comparable product as `GET /api/products/compare-products` answers it. */
export const comparableProductSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  /** English twins (see productSchema): '' / {} while not translated. */
  name_en: z.string(),
  images: z.array(z.string()),
  image: z.string(),
  basePrice: z.number(),
  currency: z.enum(CURRENCY_CODES),
  /** As on the product's card (`listedPrice`): whether it is configured, and then its lowest price. */
  variantType: z.enum(VARIANT_TYPES),
  fromPrice: z.number().optional(),
  category: z.string(),
  brand: z.string(),
  stock: z.number().int(),
  features: z.record(z.string(), z.unknown()),
  specifications: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  advantages: z.array(z.string()),
  specifications_en: z.record(z.string(), z.string()),
});
export type ComparableProduct = z.infer<typeof comparableProductSchema>;

/** `GET /api/products/:id/similar`: the similar products, or the related fallback when none qualify. */
export const similarAnswerSchema = z.object({
  kind: z.enum(['similar', 'related']),
  products: z.array(comparableProductSchema.extend({ score: z.number().optional() })),
});
export type SimilarAnswer = z.infer<typeof similarAnswerSchema>;
