import { sql } from 'kysely';
import { correctedSearch, expandWord, searchWords, type SearchVocabulary, type WordAlternatives } from '@shop/domain';
import type { Db } from '../../db/database';
import { SEARCH_WORDS_VERSION_KEY } from '../../db/migrations/010_forgiving_search';

/**
 * The words the catalogue's texts hold, kept in memory per database and reloaded only when a
 * product's texts change (a version the triggers of migration 010 bump; an order's stock
 * change does not touch it). Typos are corrected against it in the app, then matched exactly
 * by the database's own word index (see docs/architecture.md, "Search").
 */
class Vocabulary implements SearchVocabulary {
  private readonly counts: Map<string, number>;
  /** Sorted, for prefix lookups by binary search. */
  private readonly sorted: string[];

  constructor(entries: Iterable<readonly [string, number]>) {
    this.counts = new Map(entries);
    this.sorted = [...this.counts.keys()].sort();
  }

  has(word: string): boolean {
    return this.counts.has(word);
  }

  hasPrefix(prefix: string): boolean {
    return this.sorted[firstAtOrAfter(this.sorted, prefix)]?.startsWith(prefix) ?? false;
  }

  entries(): Iterable<readonly [string, number]> {
    return this.counts.entries();
  }
}

/** Where `value` is, or would be inserted, in a sorted list (binary search): a prefix's words start there. */
export function firstAtOrAfter(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

const loaded = new WeakMap<Db, { version: string; vocabulary: Promise<Vocabulary> }>();

async function loadVocabulary(db: Db): Promise<Vocabulary> {
  if (db.dialect === 'sqlite') {
    const { rows } = await sql<{ term: string; doc: number }>`
      select term, doc from products_search_words where col = 'search_text'`.execute(db.kysely);
    return new Vocabulary(rows.map((row) => [row.term, Number(row.doc)] as const));
  }
  const { rows } = await sql<{ word: string }>`select word from search_words`.execute(db.kysely);
  // PostgreSQL's list counts no products per word; every word weighs the same when choosing a correction.
  return new Vocabulary(rows.map((row) => [row.word, 1] as const));
}

export async function vocabularyOf(db: Db): Promise<SearchVocabulary> {
  const version = (await db.readMeta(SEARCH_WORDS_VERSION_KEY)) ?? '0';
  const current = loaded.get(db);
  if (current && current.version === version) return current.vocabulary;
  const vocabulary = loadVocabulary(db);
  loaded.set(db, { version, vocabulary });
  vocabulary.catch(() => {
    if (loaded.get(db)?.vocabulary === vocabulary) loaded.delete(db);
  });
  return vocabulary;
}

/** A search turned into what each word may match, and the corrected words when one was unknown. */
export interface SearchPlan {
  words: WordAlternatives[];
  correction: string | undefined;
}

export async function planSearch(db: Db, search: string, asTyped = false): Promise<SearchPlan> {
  const typed = searchWords(search);
  if (typed.length === 0) return { words: [], correction: undefined };
  const vocabulary = await vocabularyOf(db);
  const words = typed.map((word, index) =>
    expandWord(word, { vocabulary, isLast: index === typed.length - 1, asTyped }),
  );
  return { words, correction: correctedSearch(words) };
}
