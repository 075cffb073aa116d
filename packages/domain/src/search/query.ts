import { z } from 'zod';
import { CATEGORIES, CURRENCY_CODES } from '../catalog';
import type { DomainMessageKey } from '../messages';
import { intFromQuery } from '../product';
import { DEFAULT_PAGE_SIZE, MAX_LIST_OFFSET, MAX_PAGE, MAX_PAGE_SIZE } from '../product-core';
import { hasControlCharacters } from '../text';
import { decimalToCents } from './exchange';
import { MAX_BRANDS, MAX_BRAND_LENGTH, MAX_SEARCH_LENGTH, PRODUCT_SORTS } from './list-rules';

const msg = (key: DomainMessageKey) => ({ error: key });

/** `true` or `false` in a query string, anything else refused with `key`. */
const flagFromQuery = (key: DomainMessageKey) =>
  z.enum(['true', 'false'], msg(key)).transform((flag) => flag === 'true');

const brandText = z
  .string(msg('query.brand.invalid'))
  .trim()
  .min(1, msg('query.brand.invalid'))
  .max(MAX_BRAND_LENGTH, msg('query.brand.invalid'))
  .refine((brand) => !hasControlCharacters(brand), msg('query.brand.invalid'));

/** A price bound: a decimal amount (at most two decimals) kept as typed; `decimalToCents` reads it exactly. */
const priceBound = z
  .string(msg('query.price.invalid'))
  .trim()
  .refine((text) => decimalToCents(text) !== undefined, msg('query.price.invalid'));

/**
 * Query of GET /api/products and GET /api/products/facets. Also the catalogue page's URL
 * (`/productos?search=…&brand=…`), so a filtered catalogue can be shared.
 *
 * - `search`: words; typos, synonyms and the prefix of the last word are matched (see ./words.ts).
 * - `brand`: repeatable (`brand=Samsung&brand=Apple`): products of any of them (exact brand, any case).
 * - `inStock=true`: only products with stock.
 * - `configurable=true`: only products shoppers can configure (variant type CONFIGURABLE).
 * - `currency` is the currency of `minPrice`/`maxPrice` (default ARS). Without exchange rates only
 *   that currency's products can be compared with them; with rates every convertible price is.
 * - `asTyped=true`: no typo tolerance and no correction (the "search for what I typed" link).
 * - Without `page` and `limit` the list answers every product in the full shape, up to
 *   FULL_LIST_CEILING, from `offset` (default 0; read only then: the `Link` header's next part).
 */
const listFilterFields = {
  search: z.string().max(MAX_SEARCH_LENGTH, msg('query.search.tooLong')).optional(),
  category: z.string().max(50, msg('query.category.tooLong')).optional(),
  page: intFromQuery('query.page.invalid', 1, MAX_PAGE).default(1),
  limit: intFromQuery('query.limit.invalid', 1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(PRODUCT_SORTS, msg('query.sort.invalid')).optional(),
  brand: z
    .union([brandText, z.array(brandText).max(MAX_BRANDS, msg('query.brand.invalid'))], msg('query.brand.invalid'))
    .transform((brand) => (typeof brand === 'string' ? [brand] : brand))
    .optional(),
  inStock: flagFromQuery('query.inStock.invalid').optional(),
  configurable: flagFromQuery('query.configurable.invalid').optional(),
  currency: z.enum(CURRENCY_CODES, msg('query.currency.invalid')).optional(),
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  asTyped: flagFromQuery('query.asTyped.invalid').optional(),
};

/** The price bounds' rule: the lower one is not above the upper one. */
const boundsInOrder = (query: { minPrice?: string; maxPrice?: string }) =>
  query.minPrice === undefined ||
  query.maxPrice === undefined ||
  decimalToCents(query.minPrice)! <= decimalToCents(query.maxPrice)!;
const boundsOutOfOrder = { ...msg('query.price.range'), path: ['minPrice'] };

export const productListQuerySchema = z
  .object({ ...listFilterFields, offset: intFromQuery('query.offset.invalid', 0, MAX_LIST_OFFSET).optional() })
  .refine(boundsInOrder, boundsOutOfOrder);

/** Query of GET /api/products/facets: the list's, without `offset` (facets count the whole match). */
export const productFacetsQuerySchema = z.object(listFilterFields).refine(boundsInOrder, boundsOutOfOrder);
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** What a caller may pass (the URL's strings, or already-typed values). */
export type ProductListQueryInput = z.input<typeof productListQuerySchema>;

/** Query of GET /api/products/suggest: what the shopper has typed so far. */
export const suggestQuerySchema = z.object({
  q: z
    .string(msg('query.q.invalid'))
    .trim()
    .min(1, msg('query.q.invalid'))
    .max(MAX_SEARCH_LENGTH, msg('query.q.invalid'))
    .refine((text) => !hasControlCharacters(text), msg('query.q.invalid')),
  asTyped: flagFromQuery('query.asTyped.invalid').optional(),
});
export type SuggestQuery = z.output<typeof suggestQuerySchema>;

const countOf = z.number().int().min(0);

/** GET /api/products/facets: counts for the filtered set; a facet ignores its own selection. */
export const productFacetsSchema = z.object({
  /** Products matching every filter (the list's X-Total-Count). */
  total: countOf,
  /** Of those, how many have stock (ignoring inStock itself). */
  inStock: countOf,
  /** Of those, how many shoppers can configure (ignoring configurable itself). */
  configurable: countOf,
  /** Every brand among the products matching the other filters, most products first. */
  brands: z.array(z.object({ brand: z.string(), count: countOf })),
  /** Every category among the products matching the other filters, in menu order, empty ones left out. */
  categories: z.array(z.object({ category: z.enum(CATEGORIES), count: countOf })),
  /** Lowest and highest price per currency among the products matching the other filters (ignoring the price bounds). */
  priceRanges: z.array(z.object({ currency: z.enum(CURRENCY_CODES), min: z.number(), max: z.number() })),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

/** GET /api/products/suggest. */
export const suggestAnswerSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      /** The English twin of the name ('' when not translated): an English page shows it. */
      name_en: z.string(),
      image: z.string(),
      /** The price the catalogue's card shows (`listedPrice`): a configurable product's lowest, then `from`. */
      price: z.number(),
      /** Whether the price is a configurable product's lowest ('Desde'), as on the product's card. */
      from: z.boolean(),
      currency: z.enum(CURRENCY_CODES),
    }),
  ),
  categories: z.array(z.object({ category: z.enum(CATEGORIES), count: countOf })),
  /** The corrected words ('samsung' for 'samsumg'), when the typed ones are unknown and the corrected ones find products. */
  correction: z.string().optional(),
});
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>;

/** GET /api/exchange-rates: the configured rates, or null when staff set none. */
export const exchangeRatesSchema = z
  .object({
    base: z.literal('ARS'),
    rates: z.partialRecord(z.enum(CURRENCY_CODES), z.string()),
    setOn: z.string(),
  })
  .nullable();
