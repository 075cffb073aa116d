import {
  amountToCents,
  type CatalogueFilters,
  type CataloguePlan,
  CATEGORIES,
  CURRENCY_CODES,
  type Category,
  type Currency,
  type ExchangeRates,
  expandSearch,
  foldedWords,
  lowestConfigurationCents,
  type ProductFacets,
  scaledBaseCents,
  type SearchVocabulary,
  type WordAlternatives,
} from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The catalogue's searchable facts in this process's memory: every product's words (an inverted
 * index: word → products, which is also the vocabulary typos are corrected against) and what the
 * filters, facets and sorts read (category, brand, currency, stock, price, name). Every list,
 * count, facet, suggestion and sort is answered from it in a few milliseconds over 100,000
 * products, the same way on either database, where a database's own word index had to read every
 * matching row for a count, a facet or a score (docs/architecture.md, "Search"). The cards
 * themselves are still read from the database, so what a page shows is never stale.
 *
 * Kept current by the catalogue's change log (the `catalogue_changes` table): before each use its
 * latest id is compared (one primary-key read), and after a change only the touched products are
 * reread.
 */

interface IndexedProduct {
  seq: number;
  category: string;
  brand: string;
  brandKey: string;
  currency: Currency;
  stock: number;
  price: number;
  /** Its variant type is CONFIGURABLE (the `configurable` filter). */
  configurable: boolean;
  /** Its approved reviews' exact star sum and count (the sort by rating). */
  ratingSum: number;
  ratingCount: number;
  name: string;
  title: string;
  text: string;
}

/** Where a product sits in the index's arrays; a changed product's texts take a new slot. */
type Slot = number;

/** Where `value` is, or would be inserted, in a sorted list (binary search): a prefix's words start there. */
function firstAtOrAfter(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Word → slots. A rewritten or removed product's old slot stays in the lists until the index is
 * compacted (the hot loops skip empty slots), but it leaves the count of products holding each of
 * its words at once: the vocabulary holds only the words of the catalogue as it now is.
 */
class Postings {
  private readonly lists = new Map<string, Slot[]>();
  private sortedWords: string[] | undefined;
  /** Counted at the first search that needs them (not while the index is built), then kept. */
  private holderCounts: Map<string, number> | undefined;

  constructor(private readonly isLive: (slot: Slot) => boolean) {}

  /** How many products hold each word (words no product holds are absent). */
  get holders(): ReadonlyMap<string, number> {
    if (!this.holderCounts) {
      this.holderCounts = new Map();
      for (const [word, list] of this.lists) {
        const holders = list.filter(this.isLive).length;
        if (holders > 0) this.holderCounts.set(word, holders);
      }
    }
    return this.holderCounts;
  }

  /** A product's words, each once. */
  add(words: ReadonlySet<string>, slot: Slot): void {
    for (const word of words) {
      let list = this.lists.get(word);
      if (!list) {
        this.lists.set(word, (list = []));
        this.sortedWords = undefined;
      }
      list.push(slot);
      this.holderCounts?.set(word, (this.holderCounts.get(word) ?? 0) + 1);
    }
  }

  /** A product's words, each once, as it leaves (its slot stays behind in the lists). */
  leave(words: ReadonlySet<string>): void {
    if (!this.holderCounts) return;
    for (const word of words) {
      const holders = this.holderCounts.get(word)! - 1;
      if (holders > 0) this.holderCounts.set(word, holders);
      else this.holderCounts.delete(word);
    }
  }

  get(word: string): readonly Slot[] {
    return this.lists.get(word) ?? [];
  }

  /** Every word beginning with `prefix` (binary search over the sorted words). */
  *startingWith(prefix: string): Iterable<string> {
    const sorted = (this.sortedWords ??= [...this.lists.keys()].sort());
    for (let i = firstAtOrAfter(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i++)
      yield sorted[i]!;
  }
}

/** The scores of relevance (see `scoreMatches`): title matches above text matches, exact above prefix above typo. */
const TITLE_BONUS = 4;
const SCORE = { typed: 4, exact: 3.5, prefix: 3, typo: 2 } as const;
const CATEGORY_SCORE = TITLE_BONUS + 3.5;

/** The filters a product fails, as bits: a facet counts the products failing none but its own. */
const FAILS = { category: 1, brand: 2, inStock: 4, price: 8, configurable: 16 } as const;

/**
 * The order of the sort by name: Spanish alphabetical order ('ñ' after 'n'), accents and case
 * ignored ('Ábaco' beside 'abaco'), the same on every database whatever its own collation.
 */
const NAME_ORDER = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * A name in a form whose plain string order almost always agrees with NAME_ORDER (lower case, no
 * accents, 'ñ' after every other 'n'): sorting by it first, then checking each name against its
 * neighbour with the collator, orders 100,000 names several times faster than the collator alone.
 */
const roughNameKey = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/n\u0303/g, 'n\uffff')
    .replace(/\p{M}/gu, '');

/** Grows with the index: one entry per slot. */
class Column<T extends Float64Array | Int32Array | Uint8Array> {
  constructor(public values: T) {}

  set(slot: Slot, value: number): void {
    if (slot >= this.values.length) {
      const grown = new (this.values.constructor as new (length: number) => T)(Math.max(1024, slot * 2));
      grown.set(this.values);
      this.values = grown;
    }
    this.values[slot] = value;
  }
}

export class CatalogueIndex {
  private products: (IndexedProduct | undefined)[] = [];
  private readonly slotOf = new Map<number, Slot>();
  private readonly isLive = (slot: Slot): boolean => this.products[slot] !== undefined;
  private text = new Postings(this.isLive);
  private title = new Postings(this.isLive);
  private live = 0;
  // What the hot loops read, in typed arrays (a slot's product object is read only for its page).
  private readonly seqs = new Column(new Float64Array(0));
  private readonly categories = new Column(new Uint8Array(0));
  private readonly brands = new Column(new Int32Array(0));
  private readonly currencies = new Column(new Uint8Array(0));
  private readonly stocks = new Column(new Float64Array(0));
  private readonly prices = new Column(new Float64Array(0));
  private readonly configurables = new Column(new Uint8Array(0));
  private readonly brandKeys = new Map<string, number>();
  /** The live slots in name order (ties: oldest first); undefined until a sort by name needs it. */
  private nameOrder: Slot[] | undefined;
  /** Per slot, its position in `nameOrder`; undefined after `nameOrder` changed. */
  private nameRanks: Float64Array | undefined;

  /** The words of the catalogue's texts, with how many products hold each: what typos are corrected against. */
  readonly vocabulary: SearchVocabulary = {
    has: (word) => this.text.holders.has(word),
    hasPrefix: (prefix) => {
      for (const word of this.text.startingWith(prefix)) if (this.text.holders.has(word)) return true;
      return false;
    },
    entries: () => this.text.holders.entries(),
  };

  /** Products in the index (for tests and the benchmark). */
  get size(): number {
    return this.live;
  }

  put(product: IndexedProduct): void {
    const slot = this.slotOf.get(product.seq);
    const old = slot === undefined ? undefined : this.products[slot];
    if (old && old.title === product.title && old.text === product.text) {
      // An order's stock change or a new price: the words stay where they are.
      if (old.name !== product.name) this.leaveNameOrder(slot!);
      this.store(slot!, product);
      if (old.name !== product.name) this.joinNameOrder(slot!);
      return;
    }
    if (old) this.vacate(slot!);
    this.live++;
    const fresh = this.products.length;
    this.products.push(undefined);
    this.store(fresh, product);
    this.slotOf.set(product.seq, fresh);
    this.text.add(wordsOf(product.text), fresh);
    this.title.add(wordsOf(product.title), fresh);
    this.joinNameOrder(fresh);
    // Rewritten texts leave their old slots behind: rebuild once they outnumber the products.
    if (this.products.length > 2 * this.live + 1000) this.compact();
  }

  private store(slot: Slot, product: IndexedProduct): void {
    this.products[slot] = product;
    let brand = this.brandKeys.get(product.brandKey);
    if (brand === undefined) this.brandKeys.set(product.brandKey, (brand = this.brandKeys.size));
    this.seqs.set(slot, product.seq);
    this.categories.set(slot, categoryNumber(product.category));
    this.brands.set(slot, brand);
    this.currencies.set(slot, CURRENCY_CODES.indexOf(product.currency));
    this.stocks.set(slot, product.stock);
    this.prices.set(slot, product.price);
    this.configurables.set(slot, product.configurable ? 1 : 0);
  }

  remove(seq: number): void {
    const slot = this.slotOf.get(seq);
    if (slot === undefined) return;
    this.vacate(slot);
    this.slotOf.delete(seq);
  }

  /** Empties a slot: its product leaves the vocabulary and the name order (its slot stays in the word lists). */
  private vacate(slot: Slot): void {
    const product = this.products[slot]!;
    this.leaveNameOrder(slot);
    this.text.leave(wordsOf(product.text));
    this.title.leave(wordsOf(product.title));
    this.products[slot] = undefined;
    this.live--;
  }

  private compact(): void {
    const kept = this.products.filter((product): product is IndexedProduct => product !== undefined);
    this.products = [];
    this.slotOf.clear();
    this.text = new Postings(this.isLive);
    this.title = new Postings(this.isLive);
    this.nameOrder = undefined;
    this.nameRanks = undefined;
    this.live = 0;
    for (const product of kept) this.put(product);
  }

  /** Name order, then age: two products never compare equal, so each has one place. */
  private readonly byName = (a: Slot, b: Slot): number =>
    NAME_ORDER.compare(this.products[a]!.name, this.products[b]!.name) || this.products[a]!.seq - this.products[b]!.seq;

  /** Where a live slot is, or belongs, in the name order (binary search). */
  private namePosition(order: Slot[], slot: Slot): number {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.byName(order[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  // Once the name order exists, a product that comes, goes or is renamed moves alone in it (an
  // admin's edit); the first sort by name after a build sorts everything once.
  private joinNameOrder(slot: Slot): void {
    if (!this.nameOrder) return;
    this.nameOrder.splice(this.namePosition(this.nameOrder, slot), 0, slot);
    this.nameRanks = undefined;
  }

  private leaveNameOrder(slot: Slot): void {
    if (!this.nameOrder) return;
    this.nameOrder.splice(this.namePosition(this.nameOrder, slot), 1);
    this.nameRanks = undefined;
  }

  /** Per slot, its place in the name order. */
  private ranksByName(): { order: Slot[]; ranks: Float64Array } {
    if (!this.nameOrder) {
      const order: Slot[] = [];
      const keys = new Array<string>(this.products.length);
      const seqs = this.seqs.values;
      for (let slot = 0; slot < this.products.length; slot++) {
        const product = this.products[slot];
        if (!product) continue;
        order.push(slot);
        keys[slot] = roughNameKey(product.name);
      }
      order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : seqs[a]! - seqs[b]!));
      // Where the rough order and the collation disagree (rare punctuation), the collation decides.
      if (order.some((slot, i) => i > 0 && this.byName(order[i - 1]!, slot) > 0)) order.sort(this.byName);
      this.nameOrder = order;
    }
    if (!this.nameRanks) {
      const ranks = new Float64Array(this.products.length);
      this.nameOrder.forEach((slot, rank) => (ranks[slot] = rank));
      this.nameRanks = ranks;
    }
    return { order: this.nameOrder, ranks: this.nameRanks };
  }

  /**
   * Per slot, whether its product matches every word (any of its alternatives in the texts, or
   * its category): 1 when it does, 0 otherwise (and for empty slots). Without words, every product.
   */
  private matching(words: WordAlternatives[]): Uint8Array {
    const size = this.products.length;
    // hits[slot] = how many of the words, in order, the product has matched so far.
    const hits = new Uint8Array(size);
    if (words.length === 0) {
      for (let slot = 0; slot < size; slot++) if (this.products[slot]) hits[slot] = 1;
      return hits;
    }
    const categories = this.categories.values;
    words.forEach((word, index) => {
      for (const term of this.termsOf(word)) {
        const list = this.text.get(term);
        for (let k = 0; k < list.length; k++) if (hits[list[k]!] === index) hits[list[k]!] = index + 1;
      }
      if (word.categories.length > 0) {
        const wanted = new Uint8Array(CATEGORIES.length + 1);
        for (const category of word.categories) wanted[categoryNumber(category)] = 1;
        for (let slot = 0; slot < size; slot++)
          if (hits[slot] === index && wanted[categories[slot]!]) hits[slot] = index + 1;
      }
    });
    for (let slot = 0; slot < size; slot++) hits[slot] = hits[slot] === words.length && this.products[slot] ? 1 : 0;
    return hits;
  }

  /** The words of the index a search word may match: itself and its synonyms, the words it begins, its typos. */
  private termsOf(word: WordAlternatives): Set<string> {
    const terms = new Set([...word.exact, ...word.typos]);
    for (const prefix of word.prefixes) for (const term of this.text.startingWith(prefix)) terms.add(term);
    return terms;
  }

  /** Which filters each product matching the words fails (FAILS bits); 255 for a product that does not match. */
  private failures(filters: CatalogueFilters, words: WordAlternatives[]): Uint8Array {
    const matches = this.matching(words);
    const size = matches.length;
    const fails = new Uint8Array(size);
    const category = filters.category ? categoryNumber(filters.category) : -1;
    const brands = new Uint8Array(this.brandKeys.size);
    for (const brand of filters.brands) {
      const number = this.brandKeys.get(brand);
      if (number !== undefined) brands[number] = 1;
    }
    const ranges = (filters.prices ?? []).map((range) => ({
      currency: CURRENCY_CODES.indexOf(range.currency),
      min: range.min ?? -Infinity,
      max: range.max ?? Infinity,
    }));
    const categories = this.categories.values;
    const brandOf = this.brands.values;
    const stocks = this.stocks.values;
    const currencies = this.currencies.values;
    const prices = this.prices.values;
    const configurables = this.configurables.values;
    for (let slot = 0; slot < size; slot++) {
      if (!matches[slot]) {
        fails[slot] = 255;
        continue;
      }
      let failed = 0;
      if (category >= 0 && categories[slot] !== category) failed |= FAILS.category;
      if (filters.brands.length > 0 && !brands[brandOf[slot]!]) failed |= FAILS.brand;
      if (filters.inStock && stocks[slot]! <= 0) failed |= FAILS.inStock;
      if (filters.configurable && !configurables[slot]) failed |= FAILS.configurable;
      if (filters.prices) {
        let inRange = false;
        for (const range of ranges) {
          if (range.currency === currencies[slot] && prices[slot]! >= range.min && prices[slot]! <= range.max) {
            inRange = true;
            break;
          }
        }
        if (!inRange) failed |= FAILS.price;
      }
      fails[slot] = failed;
    }
    return fails;
  }

  /**
   * A list page: the row ids of the plan's page in its order, how many products match in all,
   * and the corrected words when a word was unknown and the corrected search found something.
   */
  list(plan: CataloguePlan): { seqs: number[]; total: number; correction?: string } {
    if (plan.matchesNothing) return { seqs: [], total: 0 };
    const search = expandSearch(plan.words, this.vocabulary, plan.asTyped);
    const slots = this.filtered(plan.filters, search.words);
    const { limit, offset } = plan;
    const seqs =
      plan.sort === 'price_asc' || plan.sort === 'price_desc'
        ? this.byPrice(slots, plan.sort === 'price_asc' ? 'asc' : 'desc', limit, offset, plan.exchange)
        : plan.sort === 'name'
          ? this.byNamePage(slots, limit, offset)
          : plan.sort === 'rating'
            ? this.byRating(slots, limit, offset)
            : plan.sort === 'relevance' && search.words.length > 0
              ? this.byRelevance(slots, search.words, limit, offset)
              : this.newest(slots, limit, offset);
    return {
      seqs,
      total: slots.length,
      ...(search.correction && slots.length > 0 ? { correction: search.correction } : {}),
    };
  }

  /**
   * Suggestions: the row ids of the best few products for the words, the categories they reach,
   * and the corrected words when a word was unknown. Nothing at all when nothing matches.
   */
  suggest(plan: CataloguePlan): {
    seqs: number[];
    categories: { category: Category; count: number }[];
    correction?: string;
  } {
    if (plan.matchesNothing) return { seqs: [], categories: [] };
    const search = expandSearch(plan.words, this.vocabulary, plan.asTyped);
    const slots = this.filtered(plan.filters, search.words);
    if (slots.length === 0) return { seqs: [], categories: [] };
    return {
      seqs: this.byRelevance(slots, search.words, plan.limit, plan.offset),
      categories: this.categoryCounts(slots),
      ...(search.correction ? { correction: search.correction } : {}),
    };
  }

  /** The filtered products' slots. */
  private filtered(filters: CatalogueFilters, words: WordAlternatives[]): Slot[] {
    const fails = this.failures(filters, words);
    const slots: Slot[] = [];
    for (let slot = 0; slot < fails.length; slot++) if (fails[slot] === 0) slots.push(slot);
    return slots;
  }

  /** The row ids of a page sorted by name (`NAME_ORDER`), oldest first among equal names. */
  private byNamePage(slots: Slot[], limit: number, offset: number): number[] {
    const { order, ranks } = this.ranksByName();
    const seqs = this.seqs.values;
    // The smallest ranks first: the largest of (count - rank).
    const keys = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i++) keys[i] = order.length - ranks[slots[i]!]!;
    return largestPage(keys, limit, offset).map((key) => seqs[order[order.length - key]!]!);
  }

  /** The row ids of a page of slots sorted by relevance to the words: best first, newest among equals. */
  private byRelevance(slots: Slot[], words: WordAlternatives[], limit: number, offset: number): number[] {
    const scores = this.scoreMatches(slots, words);
    // Score and row id in one exact number (scores are halves below 2^10, row ids below 2^41): one numeric sort.
    const keys = new Float64Array(slots.length);
    const seqs = this.seqs.values;
    for (let i = 0; i < slots.length; i++) keys[i] = scores[i]! * 2 ** 42 + seqs[slots[i]!]!;
    return largestPage(keys, limit, offset).map((key) => key % 2 ** 41);
  }

  /**
   * Relevance of each product: per word, a match in the title (name and brand) above one in the
   * rest of its texts, the word as typed above a synonym above a word beginning above a typo;
   * a product of the category a word names counts as named by a synonym in its title (it is
   * what was asked for, more than an accessory whose description mentions laptops).
   */
  private scoreMatches(slots: Slot[], words: WordAlternatives[]): Float64Array {
    const position = new Int32Array(this.products.length).fill(-1);
    slots.forEach((slot, i) => (position[slot] = i));
    const total = new Float64Array(slots.length);
    const categories = this.categories.values;
    for (const word of words) {
      const inTitle = new Float32Array(slots.length);
      const inText = new Float32Array(slots.length);
      // Each term once, with the best score it earns for this word.
      const scoreOf = new Map<string, number>();
      const offer = (term: string, score: number) => {
        if ((scoreOf.get(term) ?? 0) < score) scoreOf.set(term, score);
      };
      for (const term of word.typos) offer(term, SCORE.typo);
      for (const prefix of word.prefixes) for (const term of this.text.startingWith(prefix)) offer(term, SCORE.prefix);
      for (const term of word.exact) offer(term, SCORE.exact);
      offer(word.typed, SCORE.typed);
      for (const [postings, target, bonus] of [
        [this.title, inTitle, TITLE_BONUS],
        [this.text, inText, 0],
      ] as const) {
        for (const [term, score] of scoreOf) {
          const list = postings.get(term);
          for (let k = 0; k < list.length; k++) {
            const i = position[list[k]!]!;
            if (i >= 0 && target[i]! < bonus + score) target[i] = bonus + score;
          }
        }
      }
      const named = new Uint8Array(CATEGORIES.length + 1);
      for (const category of word.categories) named[categoryNumber(category)] = 1;
      for (let i = 0; i < slots.length; i++) {
        const ofCategory = named[categories[slots[i]!]!] ? CATEGORY_SCORE : 0;
        total[i]! += inTitle[i]! > 0 ? Math.max(inTitle[i]!, ofCategory) : Math.max(ofCategory, inText[i]!);
      }
    }
    return total;
  }

  /** The row ids of a page, newest first. */
  /**
   * The row ids of a page by rating: the best average first (compared exactly, as sum × count
   * cross-products), then the most reviewed, then the newest; products without reviews last.
   */
  private byRating(slots: Slot[], limit: number, offset: number): number[] {
    const rows = slots.map((slot) => this.products[slot]!);
    rows.sort(
      (a, b) =>
        (b.ratingCount > 0 ? 1 : 0) - (a.ratingCount > 0 ? 1 : 0) ||
        b.ratingSum * a.ratingCount - a.ratingSum * b.ratingCount ||
        b.ratingCount - a.ratingCount ||
        b.seq - a.seq,
    );
    return rows.slice(offset, offset + limit).map((row) => row.seq);
  }

  private newest(slots: Slot[], limit: number, offset: number): number[] {
    const seqs = this.seqs.values;
    const keys = new Float64Array(slots.length);
    for (let i = 0; i < slots.length; i++) keys[i] = seqs[slots[i]!]!;
    return largestPage(keys, limit, offset);
  }

  /**
   * The row ids of a page sorted by price. Prices of different currencies are never compared as
   * equal: the currencies with a rate to ARS (and ARS) are merged by their exact converted value,
   * and every other currency follows on its own; without rates each currency stands alone, ARS
   * first. Row ids break ties, so pages never overlap or skip.
   */
  private byPrice(
    slots: Slot[],
    direction: 'asc' | 'desc',
    limit: number,
    offset: number,
    exchange: ExchangeRates | null,
  ): number[] {
    const currencies = this.currencies.values;
    const present = CURRENCY_CODES.filter((currency) => {
      const number = CURRENCY_CODES.indexOf(currency);
      return slots.some((slot) => currencies[slot] === number);
    });
    const merged = exchange ? present.filter((currency) => scaledBaseCents(1n, currency, exchange) !== undefined) : [];
    const segments: Currency[][] = [
      ...(merged.length > 0 ? [merged] : []),
      ...present.filter((currency) => !merged.includes(currency)).map((currency) => [currency]),
    ];
    const page: number[] = [];
    let skip = offset;
    for (const segment of segments) {
      if (page.length >= limit) break;
      const numbers = segment.map((currency) => CURRENCY_CODES.indexOf(currency));
      const members = slots.filter((slot) => numbers.includes(currencies[slot]!));
      if (skip >= members.length) {
        skip -= members.length;
        continue;
      }
      const wanted = limit - page.length;
      page.push(
        ...(segment.length === 1
          ? this.centsOrder(members, direction, wanted, skip)
          : this.convertedOrder(members, direction, wanted, skip, exchange)),
      );
      skip = 0;
    }
    return page;
  }

  /**
   * One currency's page: its whole cents are exact numbers, so a native sort finds the price of
   * the page's last row, and only the rows up to that price are sorted with their row ids.
   */
  private centsOrder(members: Slot[], direction: 'asc' | 'desc', limit: number, offset: number): number[] {
    const sign = direction === 'asc' ? 1 : -1;
    const prices = this.prices.values;
    const seqs = this.seqs.values;
    const cents = new Float64Array(members.length);
    for (let i = 0; i < members.length; i++) cents[i] = sign * Math.round(prices[members[i]!]! * 100);
    const smallest = new Float64Array(cents);
    const last = Math.min(members.length, offset + limit) - 1;
    selectNth(smallest, last);
    const bound = smallest[last]!;
    const within: { cents: number; seq: number }[] = [];
    for (let i = 0; i < members.length; i++) {
      if (cents[i]! <= bound) within.push({ cents: cents[i]!, seq: seqs[members[i]!]! });
    }
    within.sort((a, b) => a.cents - b.cents || sign * (a.seq - b.seq));
    return within.slice(offset, offset + limit).map((row) => row.seq);
  }

  /** Currencies merged by their exact value in ARS (whole cents × scaled rate: integers). */
  private convertedOrder(
    members: Slot[],
    direction: 'asc' | 'desc',
    limit: number,
    offset: number,
    exchange: ExchangeRates | null,
  ): number[] {
    const sign = direction === 'asc' ? 1 : -1;
    const rows = members.map((slot) => {
      const product = this.products[slot]!;
      return {
        seq: product.seq,
        value: scaledBaseCents(amountToCents(product.price), product.currency, exchange)!,
      };
    });
    rows.sort((a, b) => (a.value === b.value ? sign * (a.seq - b.seq) : a.value < b.value ? -sign : sign));
    return rows.slice(offset, offset + limit).map((row) => row.seq);
  }

  /** Counts for the filtered set, each facet counted with every filter but its own. */
  facets(plan: CataloguePlan): ProductFacets {
    if (plan.matchesNothing) {
      return { total: 0, inStock: 0, configurable: 0, brands: [], categories: [], priceRanges: [] };
    }
    const fails = this.failures(plan.filters, expandSearch(plan.words, this.vocabulary, plan.asTyped).words);
    let total = 0;
    let inStock = 0;
    let configurable = 0;
    const brandCounts = new Int32Array(this.brandKeys.size);
    const brandNames = new Array<string | undefined>(this.brandKeys.size);
    const categoryCounts = new Int32Array(CATEGORIES.length + 1);
    const low = new Float64Array(CURRENCY_CODES.length).fill(Infinity);
    const high = new Float64Array(CURRENCY_CODES.length).fill(-Infinity);
    const categories = this.categories.values;
    const brands = this.brands.values;
    const stocks = this.stocks.values;
    const currencies = this.currencies.values;
    const prices = this.prices.values;
    const configurables = this.configurables.values;
    for (let slot = 0; slot < fails.length; slot++) {
      const failed = fails[slot]!;
      if (failed === 255) continue;
      if (failed === 0) total++;
      if ((failed & ~FAILS.inStock) === 0 && stocks[slot]! > 0) inStock++;
      if ((failed & ~FAILS.configurable) === 0 && configurables[slot]) configurable++;
      if ((failed & ~FAILS.brand) === 0) {
        const brand = brands[slot]!;
        brandCounts[brand]!++;
        brandNames[brand] ??= this.products[slot]!.brand;
      }
      if ((failed & ~FAILS.category) === 0) categoryCounts[categories[slot]!]!++;
      // The price range leaves the price bounds out, so the shopper sees how far they can widen them.
      if ((failed & ~FAILS.price) === 0) {
        const currency = currencies[slot]!;
        if (prices[slot]! < low[currency]!) low[currency] = prices[slot]!;
        if (prices[slot]! > high[currency]!) high[currency] = prices[slot]!;
      }
    }
    const brandList: { brand: string; count: number }[] = [];
    brandCounts.forEach((count, brand) => {
      if (count > 0) brandList.push({ brand: brandNames[brand]!, count });
    });
    return {
      total,
      inStock,
      configurable,
      brands: brandList.sort((a, b) => b.count - a.count || a.brand.localeCompare(b.brand)),
      categories: CATEGORIES.flatMap((category) => {
        const count = categoryCounts[categoryNumber(category)]!;
        return count ? [{ category, count }] : [];
      }),
      priceRanges: CURRENCY_CODES.flatMap((currency, number) =>
        low[number]! <= high[number]! ? [{ currency, min: low[number]!, max: high[number]! }] : [],
      ),
    };
  }

  /** How many of the filtered products each category holds. */
  private categoryCounts(slots: Slot[]): { category: Category; count: number }[] {
    const counts = new Int32Array(CATEGORIES.length + 1);
    const categories = this.categories.values;
    for (const slot of slots) counts[categories[slot]!]!++;
    return CATEGORIES.flatMap((category) => {
      const count = counts[categoryNumber(category)]!;
      return count ? [{ category, count }] : [];
    });
  }
}

/** A text's words, each once. */
const wordsOf = (text: string): Set<string> => new Set(foldedWords(text));

/** A category's number in the typed arrays; a category the shop does not know counts as one more. */
function categoryNumber(category: string): number {
  const number = (CATEGORIES as readonly string[]).indexOf(category);
  return number < 0 ? CATEGORIES.length : number;
}

/**
 * A page of distinct numbers in descending order: only the page's rows are sorted, after a
 * selection (quickselect) moves the `offset + limit` largest to the end of the array.
 */
function largestPage(keys: Float64Array, limit: number, offset: number): number[] {
  const wanted = Math.min(keys.length, offset + limit);
  if (wanted === 0) return [];
  selectNth(keys, keys.length - wanted);
  return Array.from(keys.subarray(keys.length - wanted).sort())
    .reverse()
    .slice(offset);
}

/** Reorders `keys` so that keys[at] holds the value a full ascending sort would put there, smaller ones before it and larger after. */
function selectNth(keys: Float64Array, at: number): void {
  let low = 0;
  let high = keys.length - 1;
  while (low < high) {
    const pivot = keys[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (keys[i]! < pivot) i++;
      while (keys[j]! > pivot) j--;
      if (i <= j) {
        const swap = keys[i]!;
        keys[i++] = keys[j]!;
        keys[j--] = swap;
      }
    }
    if (at <= j) high = j;
    else if (at >= i) low = i;
    else return;
  }
}

interface ProductRow {
  seq: number | string;
  category: string;
  brand: string;
  currency: string;
  stock: number | string;
  base_price: number | string;
  variant_type: string;
  rating_sum: number | string;
  rating_count: number | string;
  name: string;
  search_title: string;
  search_text: string;
  /** A configurable product's features (its options price it 'from'); null for the others. */
  configurable_features: string | null;
}

function indexed(row: ProductRow): IndexedProduct {
  const basePrice = Number(row.base_price);
  return {
    seq: Number(row.seq),
    category: row.category,
    brand: row.brand,
    brandKey: row.brand.toLowerCase(),
    currency: row.currency as Currency,
    stock: Number(row.stock),
    // The price the card shows: a configurable product's lowest configuration ('desde'), so the
    // price filter, its range hint and the price sort agree with what the shopper reads.
    price: row.configurable_features
      ? lowestConfigurationCents({ basePrice, features: JSON.parse(row.configurable_features) }) / 100
      : basePrice,
    configurable: row.variant_type === 'CONFIGURABLE',
    ratingSum: Number(row.rating_sum),
    ratingCount: Number(row.rating_count),
    name: row.name,
    title: row.search_title,
    text: row.search_text,
  };
}

const COLUMNS = [
  'seq',
  'category',
  'brand',
  'currency',
  'stock',
  'base_price',
  'variant_type',
  'rating_sum',
  'rating_count',
  'name',
  'search_title',
  'search_text',
  sql<string | null>`case when variant_type = 'CONFIGURABLE' then features end`.as('configurable_features'),
] as const;

interface Kept {
  index: CatalogueIndex;
  /** The last change of the catalogue's change log the index holds. */
  lastChange: number;
  /** Each product's latest change applied since the index was built, by its seq. */
  changedAt: Map<number, number>;
  /** Which build of the index this is: a rebuild forgets which products changed before it. */
  generation: number;
}

let builds = 0;

interface IndexState {
  /** The index after the latest build or catch-up asked for. */
  latest: Promise<Kept>;
  /** A catch-up waiting for the one before it, not yet reading: later callers join it. */
  waiting?: Promise<Kept>;
}

const states = new WeakMap<Db, IndexState>();

async function latestChange(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom('catalogue_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function build(db: Db): Promise<Kept> {
  // Read the log's position first: a change committed meanwhile is read again, never missed.
  const lastChange = await latestChange(db);
  const index = new CatalogueIndex();
  const rows = await db.kysely.selectFrom('products').select(COLUMNS).orderBy('seq').execute();
  for (const row of rows) index.put(indexed(row));
  return { index, lastChange, changedAt: new Map(), generation: ++builds };
}

async function catchUp(db: Db, current: Kept): Promise<Kept> {
  // With the log's first kept id, in the same round trip: it tells whether the log still holds
  // every change this process has not applied.
  const changes = await db.kysely
    .selectFrom('catalogue_changes')
    .select((eb) => [
      'id',
      'seq',
      eb
        .selectFrom('catalogue_changes as kept')
        .select((kept) => kept.fn.min('kept.id').as('first'))
        .as('first'),
    ])
    .where('id', '>', current.lastChange)
    .orderBy('id')
    .execute();
  if (changes.length === 0) return current;
  // The log kept only the latest changes and this process is further behind: read everything.
  if (Number(changes[0]!.first ?? 0) > current.lastChange + 1) return build(db);
  const seqs = [...new Set(changes.map((change) => Number(change.seq)))];
  const rows = await db.kysely.selectFrom('products').select(COLUMNS).where('seq', 'in', seqs).execute();
  const found = new Set<number>();
  for (const row of rows) {
    current.index.put(indexed(row));
    found.add(Number(row.seq));
  }
  for (const seq of seqs) if (!found.has(seq)) current.index.remove(seq);
  for (const change of changes) current.changedAt.set(Number(change.seq), Number(change.id));
  return { ...current, lastChange: Number(changes.at(-1)!.id) };
}

/**
 * This process's index of the database's catalogue, current as of this call: built on first use,
 * then brought up to date with the products changed since (by this process or any other).
 * Callers share one build or catch-up.
 */
export async function catalogueIndex(db: Db): Promise<CatalogueIndex> {
  return (await keptNow(db)).index;
}

/** Where the catalogue's change log stood when something was read from the database. */
export interface ChangeMark {
  readonly lastChange: number;
  /** The index's build: a rebuild forgets which products changed before it. */
  readonly generation: number;
}

/** The catalogue's change log as this process has applied it, current as of the call. */
export interface CatalogueChanges {
  readonly mark: ChangeMark;
  /**
   * Whether what was read at `mark` may be out of date now: the product of `seq` changed since,
   * or, for what was read of no product (an unknown id: seq undefined), anything changed since.
   */
  changedSince(seq: number | undefined, mark: ChangeMark): boolean;
}

/**
 * Which products changed, as of this call (by this process or any other): the change log caught
 * up as for the index, sharing its read. A value read from a product's row after `mark` stays
 * right while `changedSince` says no.
 */
export async function catalogueChanges(db: Db): Promise<CatalogueChanges> {
  const kept = await keptNow(db);
  return {
    mark: { lastChange: kept.lastChange, generation: kept.generation },
    changedSince: (seq, mark) =>
      mark.generation !== kept.generation ||
      (seq === undefined ? kept.lastChange !== mark.lastChange : (kept.changedAt.get(seq) ?? 0) > mark.lastChange),
  };
}

async function keptNow(db: Db): Promise<Kept> {
  const state = states.get(db);
  if (!state) {
    const built = build(db);
    states.set(db, { latest: built });
    forgetOnFailure(db, built);
    return built;
  }
  // A catch-up that has not started reading yet will see every change committed before this
  // call: joining it spares a read per request under a burst (a round trip each on PostgreSQL).
  if (state.waiting) return state.waiting;
  const waiting = state.latest.then((current) => {
    if (state.waiting === waiting) state.waiting = undefined;
    return catchUp(db, current);
  });
  state.waiting = waiting;
  state.latest = waiting;
  forgetOnFailure(db, waiting);
  return waiting;
}

/**
 * How many changes of the catalogue's change log this process's index has not applied yet (it
 * applies them at its next read), without catching up: the metrics' catalogue-index lag.
 * Undefined before the index is first built, or while a failed build is forgotten.
 */
export async function catalogueIndexLag(db: Db): Promise<number | undefined> {
  const state = states.get(db);
  if (!state) return undefined;
  const kept = await state.latest.catch(() => undefined);
  if (!kept) return undefined;
  return Math.max(0, (await latestChange(db)) - kept.lastChange);
}

/** A failed build or catch-up (a lost connection) leaves no index behind: the next call builds afresh. */
function forgetOnFailure(db: Db, attempt: Promise<Kept>): void {
  attempt.catch(() => {
    if (states.get(db)?.latest === attempt) states.delete(db);
  });
}
