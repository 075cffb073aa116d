import { canonicalCategory, type Category, CURRENCY_CODES, type Currency } from '../catalog';
import { decimalToCents, type ExchangeRates, scaledRate } from './exchange';
import { listSort, type ProductSort } from './list-rules';
import type { ProductListQuery } from './query';
import { correctedSearch, expandWord, type SearchVocabulary, searchWords, type WordAlternatives } from './words';

/**
 * What a catalogue request asks for, resolved once from its query before the catalogue is read:
 * the typed words, the filters, and for a list its order and page. The server's catalogue index
 * answers it (the words are expanded there, against the words the catalogue holds).
 */
export interface CataloguePlan {
  /** The search's folded words as typed; empty: no search. */
  words: string[];
  /** Leave typos out: the shopper asked for exactly what was typed. */
  asTyped: boolean;
  /** A search with nothing searchable in it, or a category that does not exist: nothing matches (not an error: shared links must not break). */
  matchesNothing: boolean;
  filters: CatalogueFilters;
  sort: ProductSort;
  limit: number;
  offset: number;
  /** The exchange rates staff configured: prices of currencies with a rate are compared by their value in ARS. */
  exchange: ExchangeRates | null;
}

/** The filters of a list, facets or suggestion request. */
export interface CatalogueFilters {
  /** undefined: every category. */
  category: Category | undefined;
  /** Lower-cased; empty: every brand. */
  brands: string[];
  inStock: boolean;
  /** Only products shoppers can configure (variant type CONFIGURABLE). */
  configurable: boolean;
  /** One range per currency a bound can be compared with; undefined: no price bound. */
  prices: PriceRange[] | undefined;
}

/** Prices of one currency between two amounts of that currency (both inclusive, either open). */
export interface PriceRange {
  currency: Currency;
  min: number | undefined;
  max: number | undefined;
}

/** The plan of a list or facets request. */
export function cataloguePlan(query: ProductListQuery, exchange: ExchangeRates | null = null): CataloguePlan {
  const searched = Boolean(query.search?.trim());
  const words = searched ? searchWords(query.search!) : [];
  const wanted = query.category?.trim();
  const category = wanted && wanted.toLowerCase() !== 'all' ? (canonicalCategory(wanted) ?? null) : undefined;
  return {
    words,
    asTyped: query.asTyped === true,
    matchesNothing: (searched && words.length === 0) || category === null,
    filters: {
      category: category ?? undefined,
      brands: [...new Set((query.brand ?? []).map((brand) => brand.toLowerCase()))],
      inStock: query.inStock === true,
      configurable: query.configurable === true,
      prices: priceRanges(query, exchange),
    },
    sort: listSort(query),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    exchange,
  };
}

/** The plan of a suggestion request: the typed words, best first, on every product. */
export function suggestionPlan(typed: string, asTyped: boolean | undefined, limit: number): CataloguePlan {
  const words = searchWords(typed);
  return {
    words,
    asTyped: asTyped === true,
    matchesNothing: words.length === 0,
    filters: { category: undefined, brands: [], inStock: false, configurable: false, prices: undefined },
    sort: 'relevance',
    limit,
    offset: 0,
    exchange: null,
  };
}

/** A search's words with what each may match, and the corrected words when one was unknown. */
export interface ExpandedSearch {
  words: WordAlternatives[];
  correction: string | undefined;
}

/** Expands the typed words against the catalogue's words: the last one is still being typed (a prefix). */
export function expandSearch(typed: readonly string[], vocabulary: SearchVocabulary, asTyped: boolean): ExpandedSearch {
  const words = typed.map((word, index) =>
    expandWord(word, { vocabulary, isLast: index === typed.length - 1, asTyped }),
  );
  return { words, correction: correctedSearch(words) };
}

const divideUp = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The price bounds of a query, per currency, exactly. Without a rate between two currencies
 * their prices are never compared, so without rates only the bounds' own currency is kept;
 * with rates, a product of currency c is in when price_c × rate_c lies within bound × rate_X,
 * i.e. when its price (whole cents) lies within the bound converted and rounded inwards.
 */
export function priceRanges(query: ProductListQuery, exchange: ExchangeRates | null): PriceRange[] | undefined {
  if (query.minPrice === undefined && query.maxPrice === undefined) return undefined;
  const unit = query.currency ?? 'ARS';
  const min = query.minPrice === undefined ? undefined : decimalToCents(query.minPrice)!;
  const max = query.maxPrice === undefined ? undefined : decimalToCents(query.maxPrice)!;
  const unitRate = scaledRate(unit, exchange);
  const comparable = CURRENCY_CODES.filter(
    (currency) => currency === unit || (exchange && unitRate !== undefined && scaledRate(currency, exchange)),
  );
  return comparable.map((currency) => {
    if (currency === unit) {
      return {
        currency,
        min: min === undefined ? undefined : Number(min) / 100,
        max: max === undefined ? undefined : Number(max) / 100,
      };
    }
    const rate = scaledRate(currency, exchange)!;
    return {
      currency,
      min: min === undefined ? undefined : Number(divideUp(min * unitRate!, rate)) / 100,
      max: max === undefined ? undefined : Number((max * unitRate!) / rate) / 100,
    };
  });
}
