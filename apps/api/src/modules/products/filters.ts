import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import {
  canonicalCategory,
  CURRENCY_CODES,
  type Category,
  type Currency,
  decimalToCents,
  type ExchangeRates,
  type ProductListQuery,
  scaledRate,
  type WordAlternatives,
} from '@shop/domain';
import type { Dialect } from '../../db/database';
import type { Database } from '../../db/schema';

/** The filters of a list, facets or suggestion request, resolved once from its query. */
export interface ProductFilters {
  /** undefined: every category; null: a category that does not exist (nothing matches). */
  category: Category | undefined | null;
  /** Lower-cased; empty: every brand. */
  brands: string[];
  inStock: boolean;
  /** One range per currency a bound can be compared with; undefined: no price bound. */
  prices: PriceRange[] | undefined;
  /** The search's words with their alternatives; empty: no search. */
  words: WordAlternatives[];
}

/** Prices of one currency between two amounts of that currency (both inclusive, either open). */
export interface PriceRange {
  currency: Currency;
  min: number | undefined;
  max: number | undefined;
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

export function filtersOf(
  query: ProductListQuery,
  words: WordAlternatives[],
  exchange: ExchangeRates | null,
): ProductFilters {
  const wanted = query.category?.trim();
  const category = wanted && wanted.toLowerCase() !== 'all' ? (canonicalCategory(wanted) ?? null) : undefined;
  return {
    category,
    brands: [...new Set((query.brand ?? []).map((brand) => brand.toLowerCase()))],
    inStock: query.inStock === true,
    prices: priceRanges(query, exchange),
    words,
  };
}

type ProductsBuilder = ExpressionBuilder<Database, 'products'>;

/** Matches the words in a dialect's word index: in every searchable text, or in the title only. */
export type WordMatcher = (words: WordAlternatives[], field: 'any' | 'title') => Expression<SqlBool>;

/** Exact words, word beginnings and typos of every word, as SQLite's FTS5 query syntax. */
function fts5Query(words: WordAlternatives[], field: 'any' | 'title'): string {
  const column = field === 'title' ? 'search_title' : 'search_text';
  // Words hold only letters and digits, so quoting them cannot change the query's syntax.
  return words
    .map((word) => {
      const terms = [
        ...word.exact.map((w) => `"${w}"`),
        ...word.prefixes.map((w) => `"${w}"*`),
        ...word.typos.map((w) => `"${w}"`),
      ];
      const inText = `${column} : (${terms.join(' OR ')})`;
      if (field === 'title' || word.categories.length === 0) return `(${inText})`;
      const categories = word.categories.map((category) => `"${category.toLowerCase()}"`).join(' OR ');
      return `(${inText} OR category : (${categories}))`;
    })
    .join(' AND ');
}

/** One word's alternatives as a PostgreSQL tsquery ('laptop | notebook | lapto:*'). */
function tsQuery(word: WordAlternatives): string {
  return [...word.exact, ...word.prefixes.map((w) => `${w}:*`), ...word.typos].join(' | ');
}

export function wordMatcher(dialect: Dialect): WordMatcher {
  if (dialect === 'sqlite') {
    return (words, field) =>
      sql<SqlBool>`products.seq in (select rowid from products_search where products_search match ${fts5Query(words, field)})`;
  }
  return (words, field) => {
    const vector = sql.ref(field === 'title' ? 'title_vector' : 'search_vector');
    const withCategories = field === 'any' && words.some((word) => word.categories.length > 0);
    if (!withCategories) {
      // One tsquery for every word: one GIN index lookup.
      const all = words.map((word) => `(${tsQuery(word)})`).join(' & ');
      return sql<SqlBool>`${vector} @@ to_tsquery('simple', ${all})`;
    }
    const each = words.map((word) => {
      const text = sql<SqlBool>`${vector} @@ to_tsquery('simple', ${tsQuery(word)})`;
      if (word.categories.length === 0) return text;
      return sql<SqlBool>`(${text} or products.category in (${sql.join(word.categories)}))`;
    });
    return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
  };
}

/** The filters as SQL conditions (the sort by name reads its page from the database). */
export function conditions(eb: ProductsBuilder, filters: ProductFilters, match: WordMatcher): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  if (filters.category === null) all.push(sql<SqlBool>`1 = 0`);
  if (filters.category) all.push(eb('category', '=', filters.category));
  if (filters.brands.length > 0) {
    all.push(eb(eb.fn('lower', ['brand']), 'in', filters.brands));
  }
  if (filters.inStock) all.push(eb('stock', '>', 0));
  if (filters.prices) all.push(priceCondition(eb, filters.prices));
  if (filters.words.length > 0) all.push(match(filters.words, 'any'));
  return all;
}

function priceCondition(eb: ProductsBuilder, prices: PriceRange[]): Expression<SqlBool> {
  return eb.or(
    prices.map(({ currency, min, max }) =>
      eb.and([
        eb('currency', '=', currency),
        ...(min === undefined ? [] : [eb('base_price', '>=', min)]),
        ...(max === undefined ? [] : [eb('base_price', '<=', max)]),
      ]),
    ),
  );
}
