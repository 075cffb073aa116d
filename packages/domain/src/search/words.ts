import type { Category } from '../catalog';
import { foldForSearch } from '../text';
import { SYNONYM_WORDS, synonymGroupsOf } from './synonyms';

/** At most this many words of a search count; the rest is ignored. */
export const MAX_SEARCH_WORDS = 10;

/**
 * The words of an already folded text: runs of letters and digits. The one rule for what a word
 * is, for a search and for the products' texts the server indexes alike.
 */
export function foldedWords(folded: string): string[] {
  return folded.match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words of a search: folded (lower case, no accents), letters and digits only. */
export function searchWords(search: string): string[] {
  return foldedWords(foldForSearch(search)).slice(0, MAX_SEARCH_WORDS);
}

/**
 * How many edits a typed word may be away from a catalogue word: none under 5 letters
 * (too many short words are one edit apart), one from 5, two from 9. Numbers are never
 * corrected: a model number one digit off is another model.
 */
export function allowedEdits(word: string): number {
  if (/^\p{N}+$/u.test(word)) return 0;
  const length = [...word].length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}

/**
 * Edits between two words: insertions, deletions, substitutions and transpositions of two
 * neighbours ('samsumg' → 'samsung' is one), the optimal-string-alignment distance. Answers
 * `max + 1` as soon as the distance must exceed `max`, so scanning a vocabulary stays cheap.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[t.length]!;
}

/** What one typed word may match, strongest first: the server turns each list into index lookups. */
export interface WordAlternatives {
  /** The folded word as typed. */
  typed: string;
  /** Whole words that count as the typed one: itself and its synonyms (and theirs, for a corrected word). */
  exact: string[];
  /** Word beginnings: the last word of a search is still being typed ('sams' finds Samsung). */
  prefixes: string[];
  /** Catalogue words within the allowed edits of the typed one, nearest first. */
  typos: string[];
  /** Categories whose every product matches ('laptop' finds all the laptops). */
  categories: Category[];
  /** The word that a correction would put in place of the typed one, when the typed one is unknown. */
  correction?: string;
}

/** The words the catalogue holds (with how many products hold each, for choosing a correction). */
export interface SearchVocabulary {
  /** Whether a product holds this exact word. */
  has(word: string): boolean;
  /** Whether a product holds a word beginning so. */
  hasPrefix(prefix: string): boolean;
  /** Every word, with its number of products (or 1 when unknown). */
  entries(): Iterable<readonly [word: string, products: number]>;
}

/** At most this many typo alternatives per word: the nearest, most common ones. */
const MAX_TYPOS = 8;

/**
 * Expands one typed word into what it may match. `asTyped` leaves typos out (the shopper
 * asked for exactly what was typed); synonyms and the prefix of the word being typed stay.
 */
export function expandWord(
  typed: string,
  { vocabulary, isLast, asTyped = false }: { vocabulary: SearchVocabulary; isLast: boolean; asTyped?: boolean },
): WordAlternatives {
  const exact = new Set([typed]);
  const categories = new Set<Category>();
  const addSynonyms = (word: string) => {
    for (const group of synonymGroupsOf(word)) {
      for (const synonym of group.words) exact.add(synonym);
      if (group.category) categories.add(group.category);
    }
  };
  addSynonyms(typed);

  const known = vocabulary.has(typed) || synonymGroupsOf(typed).length > 0 || (isLast && vocabulary.hasPrefix(typed));
  const edits = asTyped ? 0 : allowedEdits(typed);
  const typos: { word: string; distance: number; products: number }[] = [];
  if (edits > 0) {
    const consider = (word: string, products: number) => {
      if (exact.has(word)) return;
      const distance = editDistance(typed, word, edits);
      if (distance <= edits) typos.push({ word, distance, products });
    };
    for (const [word, products] of vocabulary.entries()) consider(word, products);
    for (const word of SYNONYM_WORDS) if (!vocabulary.has(word)) consider(word, 0);
    typos.sort((a, b) => a.distance - b.distance || b.products - a.products || (a.word < b.word ? -1 : 1));
  }
  const nearest = typos.slice(0, MAX_TYPOS).map((typo) => typo.word);
  // A typo of a synonym ('portatl') finds what the synonym finds.
  for (const word of nearest)
    for (const group of synonymGroupsOf(word)) if (group.category) categories.add(group.category);
  const typoWords = new Set(nearest);
  for (const word of nearest) for (const group of synonymGroupsOf(word)) for (const w of group.words) typoWords.add(w);
  for (const word of exact) typoWords.delete(word);

  return {
    typed,
    exact: [...exact],
    prefixes: isLast ? [typed] : [],
    typos: [...typoWords],
    categories: [...categories],
    ...(!known && nearest[0] !== undefined ? { correction: nearest[0] } : {}),
  };
}

/**
 * The search as the shopper would have meant it: each unknown word replaced by its nearest
 * catalogue word. Undefined when no word was replaced.
 */
export function correctedSearch(alternatives: readonly WordAlternatives[]): string | undefined {
  if (!alternatives.some((word) => word.correction !== undefined)) return undefined;
  return alternatives.map((word) => word.correction ?? word.typed).join(' ');
}
