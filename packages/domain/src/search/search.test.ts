import { describe, expect, it } from 'vitest';
import {
  approximateInBase,
  correctedSearch,
  decimalToCents,
  editDistance,
  expandWord,
  listSort,
  productListQuerySchema,
  scaledBaseCents,
  type SearchVocabulary,
  searchWords,
  suggestQuerySchema,
  SYNONYM_GROUPS,
  allowedEdits,
} from './index';
import { foldForSearch } from '../text';

const vocabularyOf = (counts: Record<string, number>): SearchVocabulary => ({
  has: (word) => word in counts,
  hasPrefix: (prefix) => Object.keys(counts).some((word) => word.startsWith(prefix)),
  entries: () => Object.entries(counts),
});

describe('edit distance', () => {
  it('counts insertions, deletions, substitutions and neighbour transpositions as one edit each', () => {
    expect(editDistance('samsung', 'samsung')).toBe(0);
    expect(editDistance('samsumg', 'samsung')).toBe(1); // transposition
    expect(editDistance('macbok', 'macbook')).toBe(1); // insertion
    expect(editDistance('macbooks', 'macbook')).toBe(1); // deletion
    expect(editDistance('lenovo', 'lenova')).toBe(1); // substitution
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('ca', 'abc')).toBe(3); // optimal string alignment: no edit of a transposed pair
  });

  it('stops early above the bound, answering bound + 1', () => {
    expect(editDistance('headphones', 'keyboard', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('allows one edit from 5 letters, two from 9, none below 5 or for numbers', () => {
    expect(allowedEdits('dell')).toBe(0);
    expect(allowedEdits('apple')).toBe(1);
    expect(allowedEdits('samsung1')).toBe(1);
    expect(allowedEdits('auriculares')).toBe(2);
    expect(allowedEdits('123456789')).toBe(0);
  });
});

describe('search words', () => {
  it('folds accents and case and keeps letters and digits', () => {
    expect(searchWords('  Cámara WEB-HD 4K!! ')).toEqual(['camara', 'web', 'hd', '4k']);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });
});

describe('synonyms', () => {
  it('are written folded, each word in one group only', () => {
    const seen = new Set<string>();
    for (const group of SYNONYM_GROUPS) {
      for (const word of group.words) {
        expect(foldForSearch(word)).toBe(word);
        expect(seen.has(word)).toBe(false);
        seen.add(word);
      }
    }
  });

  it('expand in both directions, and a category word brings its category', () => {
    const vocabulary = vocabularyOf({ laptop: 6, notebook: 4 });
    const laptop = expandWord('laptop', { vocabulary, isLast: false });
    expect(laptop.exact).toEqual(expect.arrayContaining(['laptop', 'notebook', 'portatil']));
    expect(laptop.categories).toEqual(['Laptops']);
    const portatil = expandWord('portatil', { vocabulary, isLast: false });
    expect(portatil.exact).toEqual(expect.arrayContaining(['laptop', 'notebook']));
    const headphones = expandWord('headphones', { vocabulary, isLast: false });
    expect(headphones.exact).toEqual(expect.arrayContaining(['auriculares', 'audifonos', 'earbuds']));
    expect(headphones.categories).toEqual([]);
    const auriculares = expandWord('auriculares', { vocabulary, isLast: false });
    expect(auriculares.exact).toContain('headphones');
  });
});

describe('word expansion', () => {
  const vocabulary = vocabularyOf({ samsung: 40, samsonite: 1, macbook: 3, galaxy: 20, mouse: 3, house: 1 });

  it('finds typos within the allowed edits, nearest and most common first, and names the correction', () => {
    const word = expandWord('samsumg', { vocabulary, isLast: false });
    expect(word.typos).toEqual(['samsung']);
    expect(word.correction).toBe('samsung');
    expect(expandWord('macbok', { vocabulary, isLast: false }).typos).toEqual(['macbook']);
  });

  it('keeps a known word as typed (no correction) but still lets it match its near spellings', () => {
    const mouse = expandWord('mouse', { vocabulary, isLast: false });
    expect(mouse.correction).toBeUndefined();
    expect(mouse.typos).toEqual(['house']);
    expect(mouse.exact).toEqual(expect.arrayContaining(['mouse', 'raton']));
  });

  it('treats the last word as a prefix, which is not a typo to correct', () => {
    const last = expandWord('sams', { vocabulary, isLast: true });
    expect(last.prefixes).toEqual(['sams']);
    expect(last.correction).toBeUndefined();
    expect(expandWord('sams', { vocabulary, isLast: false }).prefixes).toEqual([]);
  });

  it('leaves typos out when asked for exactly what was typed', () => {
    const word = expandWord('samsumg', { vocabulary, isLast: false, asTyped: true });
    expect(word.typos).toEqual([]);
    expect(word.correction).toBeUndefined();
  });

  it('corrects a misspelt synonym to the synonym and its category', () => {
    const word = expandWord('portatl', { vocabulary, isLast: false });
    expect(word.correction).toBe('portatil');
    expect(word.categories).toEqual(['Laptops']);
    expect(word.typos).toEqual(expect.arrayContaining(['portatil', 'laptop', 'notebook']));
  });

  it('builds the corrected search only when a word was replaced', () => {
    const words = ['galaxy', 'samsumg'].map((typed, i) => expandWord(typed, { vocabulary, isLast: i === 1 }));
    expect(correctedSearch(words)).toBe('galaxy samsung');
    expect(correctedSearch([expandWord('galaxy', { vocabulary, isLast: true })])).toBeUndefined();
  });
});

describe('list query', () => {
  it('defaults to relevance while searching and newest otherwise', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, limit: 24 });
    expect(listSort(productListQuerySchema.parse({}))).toBe('newest');
    expect(listSort(productListQuerySchema.parse({ search: 'lenovo' }))).toBe('relevance');
    expect(listSort(productListQuerySchema.parse({ search: 'lenovo', sort: 'name' }))).toBe('name');
  });

  it('reads repeatable brands, flags and price bounds', () => {
    expect(
      productListQuerySchema.parse({
        brand: ['Samsung', ' Apple '],
        inStock: 'true',
        currency: 'USD',
        minPrice: '10.5',
        maxPrice: '20',
      }),
    ).toMatchObject({ brand: ['Samsung', 'Apple'], inStock: true, currency: 'USD', minPrice: '10.5', maxPrice: '20' });
    expect(productListQuerySchema.parse({ brand: 'LG', asTyped: 'false' })).toMatchObject({
      brand: ['LG'],
      asTyped: false,
    });
  });

  it.each([
    [{ sort: 'cheapest' }, 'query.sort.invalid'],
    [{ minPrice: 'abc' }, 'query.price.invalid'],
    [{ maxPrice: '1.234' }, 'query.price.invalid'],
    [{ minPrice: '-1' }, 'query.price.invalid'],
    [{ minPrice: '20', maxPrice: '10' }, 'query.price.range'],
    [{ inStock: 'maybe' }, 'query.inStock.invalid'],
    [{ asTyped: 'yes' }, 'query.asTyped.invalid'],
    [{ currency: 'JPY' }, 'query.currency.invalid'],
    [{ brand: 'x'.repeat(61) }, 'query.brand.invalid'],
    [{ brand: 'Sam\u0000sung' }, 'query.brand.invalid'],
    [{ brand: ' ' }, 'query.brand.invalid'],
    [{ brand: Array.from({ length: 21 }, (_, i) => `B${i}`) }, 'query.brand.invalid'],
  ])('refuses %j with %s', (query, key) => {
    const result = productListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(key);
  });

  it('refuses an empty or control-character suggestion query', () => {
    expect(suggestQuerySchema.safeParse({ q: '  ' }).error?.issues[0]?.message).toBe('query.q.invalid');
    expect(suggestQuerySchema.safeParse({ q: 'a\u0007' }).error?.issues[0]?.message).toBe('query.q.invalid');
    expect(suggestQuerySchema.parse({ q: ' sams ' })).toEqual({ q: 'sams' });
  });
});

describe('exchange', () => {
  const exchange = { base: 'ARS' as const, rates: { USD: '1050.5', EUR: '1130' }, setOn: '2026-11-01' };

  it('reads decimal amounts as exact cents', () => {
    expect(decimalToCents('12.5')).toBe(1250n);
    expect(decimalToCents('0.07')).toBe(7n);
    expect(decimalToCents('19999')).toBe(1999900n);
    expect(decimalToCents('1e3')).toBeUndefined();
    expect(decimalToCents('1.005')).toBeUndefined();
  });

  it('converts exactly, and not at all without a rate', () => {
    // 0.1 + 0.2 style float errors cannot happen: 629.99 USD × 1050.5 = 661,804.495 ARS, rounded half up.
    expect(scaledBaseCents(62999n, 'USD', exchange)).toBe(62999n * 10_505_000n);
    expect(approximateInBase(629.99, 'USD', exchange)).toBe(661804.5);
    expect(approximateInBase(10, 'BRL', exchange)).toBeUndefined();
    expect(approximateInBase(10, 'ARS', exchange)).toBeUndefined();
    expect(scaledBaseCents(100n, 'ARS', null)).toBe(1_000_000n);
  });
});
