import { z } from 'zod';
import {
  CATEGORIES,
  CURRENCY_CODES,
  DEFAULT_CURRENCY,
  PRODUCT_LIMITS,
  VARIANT_TYPES,
  type VariantType,
  canonicalCategory,
} from './catalog';
// The device types only (a few names): the catalogues' data stays out of the root entry.
import { PRODUCT_DEVICE_TYPES, type ProductDeviceType } from './catalogues/groups';
import { MAX_OPTIONS_PER_CATEGORY, offersChoices } from './configurator/configurator';
import { optionSchema } from './configurator/option-schema';
import { ADDITIONAL_FEATURES_KEY, FREE_FORM_LIMITS, variantTypeOf } from './product-core';
import type { DomainMessageKey } from './messages';
import { withoutControlCharacters } from './text';

const msg = (key: DomainMessageKey) => ({ error: key });

const MEDIA_URL = /^(\/uploads\/[\w./-]+|https?:\/\/\S+)$/;
const mediaUrl = z
  .string()
  .trim()
  .max(2048, msg('product.images.invalidUrl'))
  .regex(MEDIA_URL, msg('product.images.invalidUrl'));

const shortText = (max: number, options: { multiline?: boolean } = {}) =>
  withoutControlCharacters(z.string().trim().max(max, msg('product.text.tooLong')), options);

/**
 * Walks a free-form value (any JSON) and reports the first limit it breaks, at its path.
 * A walk rather than a recursive schema: one clear rule per refusal, and no schema recursion.
 */
function checkFreeForm(value: unknown, path: PropertyKey[], ctx: z.RefinementCtx): boolean {
  const refuse = (message: DomainMessageKey, at: PropertyKey[] = path) => {
    ctx.addIssue({ code: 'custom', message, path: at });
    return false;
  };
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) || refuse('product.map.invalidValue');
  if (typeof value === 'string')
    return value.length <= FREE_FORM_LIMITS.maxTextLength || refuse('product.map.textTooLong');
  if (Array.isArray(value)) {
    if (value.length > FREE_FORM_LIMITS.maxListItems) return refuse('product.map.listTooLong');
    return value.every((item, index) => checkFreeForm(item, [...path, index], ctx));
  }
  if (typeof value !== 'object') return refuse('product.map.invalidValue');
  return (
    checkKeys(value, path, ctx) &&
    Object.entries(value).every(([key, item]) => checkFreeForm(item, [...path, key], ctx))
  );
}

/** How many keys a map has and how long each is (an object's unknown fields included, which catchall never measures). */
function checkKeys(map: object, path: PropertyKey[], ctx: z.RefinementCtx): boolean {
  const keys = Object.keys(map);
  if (keys.length > FREE_FORM_LIMITS.maxKeys) {
    ctx.addIssue({ code: 'custom', message: 'product.map.tooManyKeys', path });
    return false;
  }
  const longKey = keys.find((key) => key.length > FREE_FORM_LIMITS.maxKeyLength);
  if (longKey === undefined) return true;
  ctx.addIssue({ code: 'custom', message: 'product.map.keyTooLong', path: [...path, longKey] });
  return false;
}

const boundFreeForm = (value: unknown, ctx: z.RefinementCtx) => void checkFreeForm(value, [], ctx);

/** A map of free-form values, as `defaultConfiguration` and each model are. */
const freeFormMap = z.record(z.string(), z.unknown(), msg('validation.invalidType')).superRefine(boundFreeForm);

/** A component inside `features`: free-form catalogue entry that must say its category. */
/** The largest price (in its currency's units) and stock a product may have. */
export const MAX_PRICE = 1e12;
export const MAX_STOCK = 1_000_000_000;

export const componentSchema = z
  .object({
    category: z
      .string(msg('product.component.categoryRequired'))
      .trim()
      .min(1, msg('product.component.categoryRequired'))
      .max(100),
    id: z.union([z.string().max(200), z.number()]).optional(),
    name: shortText(300).optional(),
    // English twins of the shopper-facing texts (catalogue entries carry name_en too).
    name_en: shortText(300).optional(),
    description_en: shortText(FREE_FORM_LIMITS.maxTextLength, { multiline: true }).optional(),
    price: z.number().finite().optional(),
    priceIncrement: z.number().finite().optional(),
    ranking: z.number().finite().optional(),
  })
  .catchall(z.unknown())
  .superRefine(boundFreeForm);

/** Alternatives a shopper may pick instead of the component a configurable product ships with. */
const shopperOptions = z.array(optionSchema).max(MAX_OPTIONS_PER_CATEGORY, msg('product.list.tooLong')).optional();

export const featureSelectionSchema = z.union([
  z.object({ selectedComponent: componentSchema, options: shopperOptions }),
  z.object({
    selectedComponents: z.array(componentSchema).max(50, msg('product.list.tooLong')),
    options: shopperOptions,
  }),
]);

export const featuresSchema = z
  .record(z.string(), featureSelectionSchema)
  .superRefine((features, ctx) => void checkKeys(features, [], ctx))
  .refine((features) => {
    const additional = features[ADDITIONAL_FEATURES_KEY];
    return (
      !additional ||
      !('selectedComponents' in additional) ||
      additional.selectedComponents.length <= PRODUCT_LIMITS.maxAdditionalFeatures
    );
  }, msg('product.features.tooManyAdditional'));

/** A product's `features`: per category its component(s) and, when configurable, the shopper's alternatives. */
export type ProductFeatures = z.output<typeof featuresSchema>;
export type FeatureSelection = z.output<typeof featureSelectionSchema>;

export const videoSchema = z
  .object({ url: mediaUrl, type: z.enum(['url', 'file']) }, msg('product.video.invalid'))
  .nullable();

const specificationValue = z.union(
  [z.string().max(500), z.number().finite(), z.boolean()],
  msg('product.specifications.invalid'),
);

const MAX_SPECIFICATIONS = 60;
const MAX_ADVANTAGES = 20;

/**
 * The English twins beside `description_en`: `name_en` (empty = not
 * translated yet), `advantages_en`, `specifications_en` (English values under the keys of
 * `specifications`). Optional on input: a write that leaves one out keeps what is stored
 * (a client that only knows the spec's fields never erases the English), a new product
 * starts without English.
 */
const englishTwins = {
  name_en: withoutControlCharacters(
    z.string(msg('validation.invalidType')).trim().max(200, msg('product.name.tooLong')),
  ).optional(),
  advantages_en: z
    .array(shortText(300), msg('product.englishList.invalid'))
    .max(MAX_ADVANTAGES, msg('product.list.tooLong'))
    .optional(),
  specifications_en: z
    .record(z.string().max(100), shortText(500), msg('product.specificationsEn.invalid'))
    .refine((specs) => Object.keys(specs).length <= MAX_SPECIFICATIONS, msg('product.list.tooLong'))
    .optional(),
};

/**
 * What an admin may send to create or replace a product.
 * z.object strips unknown keys, so nothing outside the entity is ever stored.
 */
export const productInputSchema = z
  .object({
    name: withoutControlCharacters(
      z
        .string(msg('product.name.required'))
        .trim()
        .min(1, msg('product.name.required'))
        .max(200, msg('product.name.tooLong')),
    ),
    description: shortText(5000, { multiline: true }).default(''),
    description_en: shortText(5000, { multiline: true }).default(''),
    brand: shortText(100).default(''),
    basePrice: z
      .number(msg('product.basePrice.invalid'))
      .finite(msg('product.basePrice.invalid'))
      .min(0, msg('product.basePrice.invalid'))
      .max(MAX_PRICE, msg('product.basePrice.invalid'))
      .transform((price) => Math.round(price * 100) / 100),
    currency: z.enum(CURRENCY_CODES, msg('product.currency.invalid')).default(DEFAULT_CURRENCY),
    stock: z
      .number(msg('product.stock.invalid'))
      .int(msg('product.stock.invalid'))
      .min(0, msg('product.stock.invalid'))
      .max(MAX_STOCK, msg('product.stock.invalid'))
      .default(0),
    category: z.string(msg('product.category.invalid')).transform((value, ctx) => {
      const category = canonicalCategory(value);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: 'product.category.invalid' });
        return z.NEVER;
      }
      return category;
    }),
    /**
     * The device the product is (which component sections and catalogue entries apply), when
     * it is not the one its category implies: a desktop filed under Laptops. Left out or null,
     * the product is its category's (`productDeviceType`); on a save, null clears a stored one.
     */
    deviceType: z.enum(PRODUCT_DEVICE_TYPES, msg('product.deviceType.invalid')).nullable().optional(),
    images: z
      .array(mediaUrl, msg('product.images.required'))
      .min(1, msg('product.images.required'))
      .max(PRODUCT_LIMITS.maxImages, msg('product.images.tooMany')),
    video: videoSchema.default(null),
    /** Left out: CONFIGURABLE when the features offer a choice, else MODEL (`offersChoices`). */
    variantType: z.enum(VARIANT_TYPES, msg('product.variantType.invalid')).optional(),
    features: featuresSchema.default({}),
    models: z
      .array(freeFormMap, msg('validation.invalidType'))
      .max(FREE_FORM_LIMITS.maxListItems, msg('product.list.tooLong'))
      .default([]),
    defaultConfiguration: freeFormMap.default({}),
    specifications: z
      .record(z.string().max(100), specificationValue)
      .refine((specs) => Object.keys(specs).length <= MAX_SPECIFICATIONS, msg('product.list.tooLong'))
      .default({}),
    advantages: z.array(shortText(300)).max(MAX_ADVANTAGES, msg('product.list.tooLong')).default([]),
    ...englishTwins,
  })
  .superRefine((product, ctx) => {
    if (product.variantType === 'CONFIGURABLE' && !offersChoices(product.features)) {
      ctx.addIssue({ code: 'custom', message: 'product.variantType.nothingToChoose', path: ['variantType'] });
    }
    // An English value translates a specification the product has; a stray key is a mistake.
    for (const key of Object.keys(product.specifications_en ?? {})) {
      if (!Object.hasOwn(product.specifications, key)) {
        ctx.addIssue({
          code: 'custom',
          message: 'product.specificationsEn.unknownKey',
          path: ['specifications_en', key],
        });
      }
    }
  })
  .overwrite((product) => ({ ...product, variantType: variantTypeOf(product) }));

export type ProductInput = z.input<typeof productInputSchema>;
export type ProductData = z.output<typeof productInputSchema>;

type InputShape = typeof productInputSchema.shape;
type PatchShape = {
  [K in keyof InputShape]: z.ZodOptional<InputShape[K] extends z.ZodDefault<infer Inner> ? Inner : InputShape[K]>;
};

/** A product's version: every write to its row raises it by one (the ETag `W/"v<version>"`). */
export const productVersionSchema = z
  .number(msg('product.version.invalid'))
  .int(msg('product.version.invalid'))
  .min(1, msg('product.version.invalid'));

/**
 * What PUT /api/products/{id} accepts: any subset of the input's fields, each checked by the
 * same rule, with no defaults filled in, so a field left out keeps its stored value (a client
 * that knows only some fields can never erase the others). `version`, when sent, is the one
 * the client loaded: the save is refused (412) if the product changed since.
 */
export const productPatchSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(productInputSchema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
    ]),
  ) as PatchShape),
  version: productVersionSchema.optional(),
});
export type ProductPatch = z.output<typeof productPatchSchema>;

/**
 * The full product as the API answers it: every entity field, `_id` and `id` alike.
 * `deviceType` is `productDeviceType(product)`: the stored one, else its category's, absent
 * for a product that is no device (a monitor or an accessory that declares none).
 */
export type Product = Omit<ProductData, keyof typeof englishTwins | 'deviceType' | 'variantType' | 'rating'> & {
  deviceType?: ProductDeviceType;
  variantType: VariantType;
  name_en: string;
  advantages_en: string[];
  specifications_en: Record<string, string>;
  _id: string;
  id: string;
  /** Raised by every write to the product (admin saves, stock taken or returned). */
  version: number;
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
  /** English twin of `name`; empty while it has not been translated. */
  name_en: z.string(),
  brand: z.string(),
  basePrice: z.number(),
  currency: z.enum(CURRENCY_CODES),
  stock: z.number().int(),
  category: z.enum(CATEGORIES),
  images: z.array(z.string()),
  image: z.string(),
  variantType: z.enum(VARIANT_TYPES),
  /** A configurable product's lowest configured price (`lowestConfigurationCents`), the card's 'desde'. */
  fromPrice: z.number().optional(),
  createdAt: z.string(),
  /**
   * Its approved reviews: the average to one decimal (null without any) and how many; the card's
   * stars. The API always sends it on list answers; absent on the full product and offline cards.
   */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }).optional(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** One product with every field, as GET /api/products/{id} and the writes answer it. */
// Without the rating: the product's ETag is its version, which reviews do not raise; its page
// reads the rating with the reviews (GET /api/products/{id}/reviews).
export const productSchema = productSummarySchema.omit({ rating: true }).extend({
  video: z.object({ url: z.string(), type: z.enum(['url', 'file']) }).nullable(),
  features: z.record(z.string(), z.unknown()),
  models: z.array(z.unknown()),
  defaultConfiguration: z.record(z.string(), z.unknown()),
  specifications: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  advantages: z.array(z.string()),
  /** English selling points; empty while not translated (then the Spanish ones are shown). */
  advantages_en: z.array(z.string()),
  /** English values of text specifications, under the keys of `specifications`. */
  specifications_en: z.record(z.string(), z.string()),
  /** The device the product is: the one it declares, else its category's; absent for a monitor or an accessory that declares none. */
  deviceType: z.enum(PRODUCT_DEVICE_TYPES).optional(),
  updatedAt: z.string(),
  /** Raised by every write; also the answer's ETag (`W/"v<version>"`), which a save sends back in If-Match. */
  version: z.number().int(),
});

/** A whole number read from a query string, refused with `key` outside min..max. */
export const intFromQuery = (key: DomainMessageKey, min: number, max: number) =>
  z.coerce.number(msg(key)).int(msg(key)).min(min, msg(key)).max(max, msg(key));
