import { isRecordId } from './ids';
import { CATEGORIES, type VariantType } from './catalog';
import { offersChoices } from './configurator/configurator';

/**
 * A product's rules that need no schema: paging bounds, the guarded fields, the variant type, the
 * id check. The storefront's pages read these; the schemas that check what staff send are in
 * product.ts, so a page that only needs a constant or a rule does not load zod.
 */

/**
 * Bounds of the free-form parts of a product (the components inside `features`, `models`,
 * `defaultConfiguration`): whatever shape an admin gives them, they stay small. The JSON
 * body parser bounds their nesting depth before any schema sees them.
 */
export const FREE_FORM_LIMITS = { maxKeys: 50, maxKeyLength: 100, maxTextLength: 1000, maxListItems: 50 } as const;

export const ADDITIONAL_FEATURES_KEY = 'additionalFeatures';

/** A product's variant type: the one it says, else CONFIGURABLE when its features offer a choice, else MODEL. */
export function variantTypeOf(product: { variantType?: VariantType; features: Record<string, unknown> }): VariantType {
  return product.variantType ?? (offersChoices(product.features) ? 'CONFIGURABLE' : 'MODEL');
}

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
/**
 * GET /api/products without `page` or `limit` (the specification's "all products") answers at
 * most this many products in the full Product shape; past it, a `Link: <…>; rel="next"` header
 * names the next part (`offset=`). The paged call (our own web's) answers cards.
 */
export const FULL_LIST_CEILING = 1000;
/** The largest `offset` of an unpaged list: as far as the deepest page reaches. */
export const MAX_LIST_OFFSET = MAX_PAGE * MAX_PAGE_SIZE;

/**
 * The fields of the configurator a save without If-Match may not empty while the product holds
 * something in them: a client that filled its form from a list without them (the specification's
 * admin did) would otherwise erase them unseen. With If-Match the caller has seen the product.
 */
export const GUARDED_PRODUCT_FIELDS = ['features', 'models', 'defaultConfiguration'] as const;
export type GuardedProductField = (typeof GUARDED_PRODUCT_FIELDS)[number];

/** Whether a value of a guarded field holds nothing (`{}` or `[]`). */
export const isEmptyValue = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null && Object.keys(value).length === 0;

/** The guarded fields `patch` would empty while `stored` holds something in them. */
export function fieldsAPatchWouldEmpty(
  stored: Record<GuardedProductField, unknown>,
  patch: Partial<Record<GuardedProductField, unknown>>,
): GuardedProductField[] {
  return GUARDED_PRODUCT_FIELDS.filter(
    (field) => patch[field] !== undefined && isEmptyValue(patch[field]) && !isEmptyValue(stored[field]),
  );
}

/** Product ids are record ids (UUIDs); anything else cannot name a product (answered 404 without a query). */
export function isProductId(value: string): boolean {
  return isRecordId(value);
}

export { CATEGORIES };
