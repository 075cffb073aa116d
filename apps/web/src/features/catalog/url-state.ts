import {
  CURRENCY_CODES,
  MAX_BRAND_LENGTH,
  MAX_BRANDS,
  MAX_SEARCH_LENGTH,
  PRODUCT_SORTS,
  decimalToCents,
  listSort,
  type Currency,
  type ProductSort,
} from '@shop/domain';

/**
 * The catalogue's search, sort and filters live in the URL so a filtered view can be shared,
 * survives a reload and is rendered by the server before any JavaScript runs (the filter form
 * is a plain `<form method="get">` whose field names are these parameters). The catalogue
 * writes `category`; home links use `categoria`, which is read too and rewritten
 * to `category` on the next change. The parameters are those of the API's list query
 * (`productListQuerySchema` in the domain); what it would refuse is left out here instead.
 */
export type CatalogSort = ProductSort;

export interface CatalogFilters {
  /** Trimmed search text; '' for none. */
  search: string;
  /** Lower-case category; '' for all. */
  category: string;
  /** '' for the default: relevance while searching, newest otherwise. */
  sort: CatalogSort | '';
  /** Brands picked (any of them), in the order picked, without repeats. */
  brands: string[];
  inStock: boolean;
  /** Only products shoppers can configure. */
  configurable: boolean;
  /** The currency of the price range (the API's default, ARS, when ''); written only with a bound. */
  currency: Currency | '';
  minPrice: number | null;
  maxPrice: number | null;
  /** Search the words exactly as typed, refusing the server's spelling correction. */
  asTyped: boolean;
}

export const EMPTY_FILTERS: CatalogFilters = {
  search: '',
  category: '',
  sort: '',
  brands: [],
  inStock: false,
  configurable: false,
  currency: '',
  minPrice: null,
  maxPrice: null,
  asTyped: false,
};

// The API rejects longer values and more brands (its query schema); clip instead of failing,
// so a hand-edited address still shows a catalogue.
const MAX_CATEGORY = 50;

/** The sort the list actually uses (the domain's rule; relevance needs a search). */
export function effectiveSort({ sort, search }: Pick<CatalogFilters, 'sort' | 'search'>): CatalogSort {
  return listSort({ sort: sort && (sort !== 'relevance' || search) ? sort : undefined, search });
}

/** A price bound the API accepts (a decimal with at most two decimals), else none. */
function readPrice(value: string | null): number | null {
  if (value === null || decimalToCents(value) === undefined) return null;
  return Number(value.trim());
}

export function readCatalogFilters(params: URLSearchParams): CatalogFilters {
  const category = (params.get('category') || params.get('categoria') || '').trim().toLowerCase();
  const search = (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sort = params.get('sort') ?? '';
  const currency = (params.get('currency') ?? '').toUpperCase();
  const brands: string[] = [];
  for (const raw of params.getAll('brand')) {
    const brand = raw.trim().slice(0, MAX_BRAND_LENGTH);
    if (brand && !brands.includes(brand) && brands.length < MAX_BRANDS) brands.push(brand);
  }
  const validCurrency = (CURRENCY_CODES as readonly string[]).includes(currency) ? (currency as Currency) : '';
  let minPrice = readPrice(params.get('minPrice'));
  let maxPrice = readPrice(params.get('maxPrice'));
  // The API refuses a range upside down; the shopper meant it the other way round.
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  const bounded = minPrice !== null || maxPrice !== null;
  return {
    search,
    category: category.slice(0, MAX_CATEGORY),
    // Relevance means nothing without a search: the default (newest) then.
    sort:
      (PRODUCT_SORTS as readonly string[]).includes(sort) && (sort !== 'relevance' || search)
        ? (sort as CatalogSort)
        : '',
    brands,
    inStock: params.get('inStock') === 'true',
    configurable: params.get('configurable') === 'true',
    // The currency only says what the bounds are in: alone it filters nothing.
    currency: bounded ? validCurrency || 'ARS' : '',
    minPrice,
    maxPrice,
    asTyped: search !== '' && params.get('asTyped') === 'true',
  };
}

const OWN_KEYS = [
  'categoria',
  'category',
  'search',
  'sort',
  'brand',
  'inStock',
  'configurable',
  'currency',
  'minPrice',
  'maxPrice',
  'asTyped',
] as const;

/**
 * New query string with `patch` applied; unrelated parameters (like `lng`) are kept. A new
 * search drops `asTyped` unless the patch sets it: the refusal was of the old words' correction.
 */
export function writeCatalogFilters(current: URLSearchParams, patch: Partial<CatalogFilters>): URLSearchParams {
  const before = readCatalogFilters(current);
  const filters = { ...before, ...patch };
  if (patch.search !== undefined && patch.search.trim() !== before.search && patch.asTyped === undefined)
    filters.asTyped = false;
  const next = new URLSearchParams(current);
  for (const key of OWN_KEYS) next.delete(key);
  const search = filters.search.trim();
  const category = filters.category.trim().toLowerCase();
  if (category) next.set('category', category);
  if (search) next.set('search', search);
  if (filters.sort && (filters.sort !== 'relevance' || search)) next.set('sort', filters.sort);
  for (const brand of new Set(filters.brands.map((brand) => brand.trim()).filter(Boolean))) next.append('brand', brand);
  if (filters.inStock) next.set('inStock', 'true');
  if (filters.configurable) next.set('configurable', 'true');
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    next.set('currency', filters.currency || 'ARS');
    if (filters.minPrice !== null) next.set('minPrice', String(filters.minPrice));
    if (filters.maxPrice !== null) next.set('maxPrice', String(filters.maxPrice));
  }
  if (filters.asTyped && search) next.set('asTyped', 'true');
  return next;
}

/** Every filter off, the search (and the sort chosen for it) kept: the empty result's way out. */
export function clearedFilters(filters: CatalogFilters): CatalogFilters {
  return { ...EMPTY_FILTERS, search: filters.search, sort: filters.sort, asTyped: filters.asTyped };
}

/** How many filters narrow the list (the search is not one): the filter button's badge. */
export function activeFilterCount(filters: CatalogFilters): number {
  return (
    (filters.category ? 1 : 0) +
    filters.brands.length +
    (filters.inStock ? 1 : 0) +
    (filters.configurable ? 1 : 0) +
    (filters.currency ? 1 : 0)
  );
}
