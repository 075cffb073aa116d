import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import {
  amountToCents,
  CURRENCY_CODES,
  type Currency,
  type ExchangeRates,
  type ProductSummary,
  scaledBaseCents,
  type WordAlternatives,
} from '@shop/domain';
import type { Database } from '../../db/schema';
import { SUMMARY_COLUMNS, toSummary } from './rows';

/** What the list planners share: the page shape, the sort orders, and one sorted page of cards. */

export interface ProductPage {
  items: ProductSummary[];
  total: number;
}

export type ProductQuery = SelectQueryBuilder<Database, 'products', object>;

/** Up to this many matches, relevance is scored in full in the app; above, by tiers in SQL. */
export const SCORE_ALL_UP_TO = 2_000;

/** The cards of these rows, in this order. */
export async function cardsBySeq(kysely: Kysely<Database>, seqs: number[]): Promise<ProductSummary[]> {
  if (seqs.length === 0) return [];
  const rows = await kysely
    .selectFrom('products')
    .select([...SUMMARY_COLUMNS, 'seq'])
    .where('seq', 'in', seqs)
    .execute();
  const bySeq = new Map(rows.map((row) => [Number(row.seq), row]));
  return seqs.flatMap((seq) => {
    const row = bySeq.get(seq);
    return row ? [toSummary(row)] : [];
  });
}

/** Newest first (insertion order) or by name; seq breaks ties, so pages never overlap or skip. */
export async function simplePage(
  filtered: ProductQuery,
  sort: 'newest' | 'name',
  limit: number,
  offset: number,
): Promise<ProductSummary[]> {
  const ordered =
    sort === 'name' ? filtered.orderBy('name', 'asc').orderBy('seq', 'asc') : filtered.orderBy('seq', 'desc');
  const rows = await ordered.select(SUMMARY_COLUMNS).limit(limit).offset(offset).execute();
  return rows.map(toSummary);
}

/**
 * A page sorted by price. Prices of different currencies are never compared as equal: each
 * currency's prices are read in order from the (currency, base_price, seq) index; currencies
 * with a rate to ARS (and ARS) are merged by their exact converted value (whole cents × scaled
 * rate, integers), and the others follow, each kept together. Without rates every currency
 * stands alone, ARS first. Answers the page's row ids and the total.
 */
export async function pricePage(
  filtered: ProductQuery,
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
  exchange: ExchangeRates | null,
): Promise<{ seqs: number[]; total: number }> {
  const counted = await filtered
    .select(['currency', (eb) => eb.fn.countAll<number | string>().as('count')])
    .groupBy('currency')
    .execute();
  const counts = new Map(counted.map((row) => [row.currency as Currency, Number(row.count)]));
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const present = CURRENCY_CODES.filter((currency) => (counts.get(currency) ?? 0) > 0);
  const merged = exchange ? present.filter((currency) => scaledBaseCents(1n, currency, exchange) !== undefined) : [];
  // Segments in order: the merged currencies (ARS among them), then each other currency alone.
  const segments: Currency[][] = [
    ...(merged.length > 0 ? [merged] : []),
    ...present.filter((currency) => !merged.includes(currency)).map((currency) => [currency]),
  ];

  const seqs: number[] = [];
  let skip = offset;
  for (const segment of segments) {
    if (seqs.length >= limit) break;
    const size = segment.reduce((sum, currency) => sum + counts.get(currency)!, 0);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const wanted = limit - seqs.length;
    seqs.push(...(await segmentPage(filtered, segment, direction, wanted, skip, exchange)));
    skip = 0;
  }
  return { seqs, total };
}

async function segmentPage(
  filtered: ProductQuery,
  currencies: Currency[],
  direction: 'asc' | 'desc',
  limit: number,
  offset: number,
  exchange: ExchangeRates | null,
): Promise<number[]> {
  const inOrder = (currency: Currency, take: number, skip: number) =>
    filtered
      .select(['seq', 'base_price'])
      .where('currency', '=', currency)
      .orderBy('base_price', direction)
      .orderBy('seq', direction)
      .limit(take)
      .offset(skip)
      .execute();
  if (currencies.length === 1) return (await inOrder(currencies[0]!, limit, offset)).map((row) => Number(row.seq));
  // Each currency's first offset + limit rows hold every row of the merged page.
  const lists = await Promise.all(
    currencies.map(async (currency) =>
      (await inOrder(currency, offset + limit, 0)).map((row) => ({
        seq: Number(row.seq),
        value: scaledBaseCents(amountToCents(row.base_price), currency, exchange)!,
      })),
    ),
  );
  const sign = direction === 'asc' ? 1 : -1;
  return lists
    .flat()
    .sort((a, b) => (a.value === b.value ? sign * (a.seq - b.seq) : a.value < b.value ? -sign : sign))
    .slice(offset, offset + limit)
    .map((row) => row.seq);
}

/**
 * Relevance of one product to the words: per word, the best of a match in the title (name and
 * brand) over one in the rest of its texts, and exact (the word as typed, then a synonym) over
 * a word beginning over a typo. A product of the category a word names ('laptop') counts as
 * named by a synonym in its title: it is what the shopper asked for, more than an accessory
 * whose description mentions laptops.
 */
export function relevance(
  product: { search_title: string; category: string },
  words: WordAlternatives[],
  text?: string,
): number | undefined {
  const titleWords = new Set(product.search_title.match(WORD));
  let textWords: Set<string> | undefined;
  let score = 0;
  for (const word of words) {
    const inTitle = matchScore(titleWords, word, TITLE_BONUS);
    const ofCategory = (word.categories as string[]).includes(product.category) ? TITLE_BONUS + 3.5 : 0;
    if (inTitle > 0) {
      // Any title match outranks every match elsewhere: the rest of the text cannot change the score.
      score += Math.max(inTitle, ofCategory);
      continue;
    }
    // The whole text is needed only when a word is missing from the title (most matches are there).
    if (text === undefined) return undefined;
    textWords ??= new Set(text.match(WORD));
    score += Math.max(ofCategory, matchScore(textWords, word, 0));
  }
  return score;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Any match in the title outranks every match elsewhere. */
const TITLE_BONUS = 4;

function matchScore(found: Set<string>, word: WordAlternatives, fieldBonus: number): number {
  if (found.has(word.typed)) return fieldBonus + 4;
  if (word.exact.some((w) => found.has(w))) return fieldBonus + 3.5;
  if (word.prefixes.length > 0) {
    for (const w of found) if (word.prefixes.some((prefix) => w.startsWith(prefix))) return fieldBonus + 3;
  }
  if (word.typos.some((w) => found.has(w))) return fieldBonus + 2;
  return 0;
}

/** Every match scored (few matches): the page's row ids, best first, newest among equals. */
export async function scoredPage(
  filtered: ProductQuery,
  words: WordAlternatives[],
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await filtered.select(['seq', 'search_title', 'category']).execute();
  const scored = rows.map((row) => ({ row, seq: Number(row.seq), score: relevance(row, words) }));
  // The texts of the products some word is missing from the title of, read in a second step.
  const needText = scored.filter((entry) => entry.score === undefined);
  if (needText.length > 0) {
    const texts = await filtered
      .clearWhere()
      .select(['seq', 'search_text'])
      .where(
        'seq',
        'in',
        needText.map((entry) => entry.seq),
      )
      .execute();
    const textOf = new Map(texts.map((text) => [Number(text.seq), text.search_text]));
    for (const entry of needText) entry.score = relevance(entry.row, words, textOf.get(entry.seq) ?? '');
  }
  return scored
    .sort((a, b) => b.score! - a.score! || b.seq - a.seq)
    .slice(offset, offset + limit)
    .map((entry) => entry.seq);
}

/**
 * Many matches: those matching every word in the title first, then the rest, newest first
 * within each (scoring tens of thousands of rows in the app would cost more than the target).
 */
export async function tieredPage(
  filtered: ProductQuery,
  inTitle: Expression<SqlBool>,
  limit: number,
  offset: number,
): Promise<number[]> {
  const titleCount = await filtered
    .where(inTitle)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirst();
  const first = Number(titleCount?.count ?? 0);
  const newest = (query: ProductQuery, take: number, skip: number) =>
    query.select('seq').orderBy('seq', 'desc').limit(take).offset(skip).execute();
  const seqs: number[] = [];
  if (offset < first)
    seqs.push(...(await newest(filtered.where(inTitle), limit, offset)).map((row) => Number(row.seq)));
  if (seqs.length < limit) {
    const rest = await newest(
      filtered.where(sql<SqlBool>`not (${inTitle})`),
      limit - seqs.length,
      Math.max(0, offset - first),
    );
    seqs.push(...rest.map((row) => Number(row.seq)));
  }
  return seqs;
}
