import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { markedStale, type RenderedPage } from '@shop/domain';
import type { Db } from '../../db/database';
import { EncodedBody } from '../../encoded-body';
import { catalogueVersion } from '../products';

/**
 * How long a kept page may be sent marked stale before it is rendered again (in the background,
 * the stale one still sent meanwhile), by what changed in the answers it was made from.
 * Mutable for the tests only (server-rendering.test.ts), which cannot wait minutes.
 */
export const PAGE_TIMINGS = {
  /**
   * Something it shows changed (a name, a price, a picture, a rating, a product gone from a
   * list): at most this long, the bound before the stock was kept apart (docs/decisions/0009).
   */
  shownRefreshMs: 2_000,
  /**
   * Only a stock changed (an order): every order changes one, and re-rendering every page
   * showing it each time took most of the shop's processor time under load. The browser refetches
   * the answers of a page marked stale, so no shopper acts on the old stock.
   */
  stockRefreshMs: 15_000,
  /**
   * A stale page last known to hold longer ago than this is not sent at all: the request waits
   * for the new one, as on a miss. What a page tells search engines (its structured data's
   * availability) is never older.
   */
  staleLimitMs: 60_000,
};

/**
 * Something a render read that can be read again: a GET it made to the API in process, or an
 * input the page is given besides (a product's rating).
 */
export interface PageInput {
  /** The same key for the same question, from any page. */
  key: string;
  read: () => Promise<ApiAnswer>;
}

/** An answer of the API, as far as a page can show it. */
export interface ApiAnswer {
  status: number;
  /** The headers the web reads from an answer (the catalogue's total, a search's correction). */
  shownHeaders: string;
  body: Buffer;
}

/** One answer a page was made from, and a fingerprint of it to tell later whether it moved. */
interface Source {
  input: PageInput;
  status: number;
  whole: string;
  body: Buffer;
  /** Its fingerprint without the stock: computed when first needed. */
  shown?: string;
}

/** A page's bytes: kept while the page holds, so compressed harder than one request's answer. */
const pageBytes = (html: string) => new EncodedBody(Buffer.from(html), 6);

/** A rendered page ready to send: its status, and its bytes as made or marked stale. */
export class KeptPage {
  private staleBytes: EncodedBody | undefined;
  readonly fresh: EncodedBody;

  constructor(readonly page: RenderedPage) {
    this.fresh = pageBytes(page.html);
  }

  /** The same page marked so the browser asks again for the answers it was made with. */
  get stale(): EncodedBody {
    return (this.staleBytes ??= pageBytes(markedStale(this.page.html)));
  }
}

/** What a kept page is now, against the answers it was made from. */
type Standing = 'fresh' | 'stock' | 'shown' | 'gone';

interface Entry {
  kept: KeptPage;
  /** Undefined: the render made a call that cannot be asked again (the page follows the version alone). */
  sources: Source[] | undefined;
  /** When it was rendered: it is rendered again at most every `stockRefreshMs` or `shownRefreshMs`. */
  madeAt: number;
  /** The last time it was known to hold (made, or found fresh): the age `staleLimitMs` bounds. */
  confirmedAt: number;
  /** The catalogue version read before it was rendered. */
  madeFor: string;
  /** The catalogue version `standing` was found for. */
  checkedVersion: string;
  standing: Standing;
  checking?: { version: string; done: Promise<void> };
}

/** Where a render's API calls are written down (inProcessFetch in pages.ts writes, `make` reads). */
const renderCalls = new AsyncLocalStorage<{ sources: Source[]; untracked: boolean }>();

/**
 * Writes down what a render running in `RenderedPageCache.lookup` read; undefined: something
 * that cannot be read again (the page then follows the catalogue version alone).
 */
export function recordPageInput(input: PageInput | undefined, answer: ApiAnswer | undefined): void {
  const calls = renderCalls.getStore();
  if (!calls) return;
  if (!input || !answer) {
    calls.untracked = true;
    return;
  }
  calls.sources.push({ input, ...fingerprint(answer) });
}

function fingerprint(answer: ApiAnswer): Pick<Source, 'status' | 'whole' | 'body' | 'shown'> {
  const whole = createHash('sha1')
    .update(`${answer.status} ${answer.shownHeaders}\n`)
    .update(answer.body)
    .digest('base64url');
  return { status: answer.status, whole, body: answer.body };
}

/** The fields an order changes: the stock, and the product's version that every write raises. */
const STOCK_FIELDS = new Set(['stock', 'version']);

/** The answer's fingerprint leaving out what orders change (its bytes when it is no JSON). */
function shownFingerprint(source: { body: Buffer; shown?: string }): string {
  if (source.shown !== undefined) return source.shown;
  let text: string;
  try {
    text = JSON.stringify(JSON.parse(source.body.toString('utf8')), (key, value: unknown) =>
      STOCK_FIELDS.has(key) ? undefined : value,
    );
  } catch {
    text = source.body.toString('latin1');
  }
  return (source.shown = createHash('sha1').update(text).digest('base64url'));
}

/**
 * The rendered pages, each kept with the API answers it was made from (docs/decisions/0009).
 * Any change to the catalogue (an order's stock, a staff edit, the exchange rates) moves its
 * version; a kept page is then checked once for that version by asking the API again for those
 * answers (cheap: the API keeps its own answers) instead of rendering it again (tens of
 * milliseconds of React):
 * - all the same bytes: the page is still right, and sent as it is;
 * - only stocks moved: sent marked stale (the browser asks again for its answers), rendered again
 *   in the background once `stockRefreshMs` old;
 * - something shown moved: sent marked stale, rendered again in the background once
 *   `shownRefreshMs` old;
 * - an answer changed its status (a product deleted): never sent again, the request waits for the
 *   new page (a search engine must not be told a deleted product is still there).
 * Bounded: the oldest made goes first.
 */
export class RenderedPageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, { version: string; made: Promise<Entry> }>();
  /** The answers asked again for one catalogue version, shared by every page checked for it. */
  private answersNow: {
    version: string;
    answers: Map<string, Promise<Pick<Source, 'status' | 'whole' | 'body' | 'shown'>>>;
  } = {
    version: '',
    answers: new Map(),
  };

  constructor(
    private readonly db: Db,
    private readonly maxEntries: number,
    private readonly onBackgroundError: (error: unknown) => void,
  ) {}

  /** The page for `key`, and whether it is sent stale (made for answers that have moved since). */
  async lookup(key: string, render: () => Promise<RenderedPage>): Promise<{ page: KeptPage; stale: boolean }> {
    const version = await catalogueVersion(this.db);
    const entry = this.entries.get(key);
    if (!entry) return { page: (await this.make(key, version, render)).kept, stale: false };
    if (entry.checkedVersion !== version) await this.check(entry, version);
    const now = performance.now();
    if (entry.standing === 'fresh') {
      entry.confirmedAt = now;
      return { page: entry.kept, stale: false };
    }
    if (entry.standing === 'gone' || now - entry.confirmedAt >= PAGE_TIMINGS.staleLimitMs) {
      return { page: (await this.make(key, version, render)).kept, stale: false };
    }
    const refreshAfter = entry.standing === 'stock' ? PAGE_TIMINGS.stockRefreshMs : PAGE_TIMINGS.shownRefreshMs;
    if (now - entry.madeAt >= refreshAfter) this.make(key, version, render).catch(this.onBackgroundError);
    return { page: entry.kept, stale: true };
  }

  /** Finds the entry's standing for `version`, once however many requests ask meanwhile. */
  private check(entry: Entry, version: string): Promise<void> {
    if (entry.checking?.version === version) return entry.checking.done;
    // An answer that cannot be asked again leaves the page to its age, as any other change.
    const standing = this.standingOf(entry, version).catch((): Standing => 'shown');
    const done = standing.then((standing) => {
      // A newer check may have finished first: the versions only grow.
      if (Number(entry.checkedVersion) > Number(version)) return;
      entry.standing = standing;
      entry.checkedVersion = version;
    });
    entry.checking = { version, done };
    return done;
  }

  private async standingOf(entry: Entry, version: string): Promise<Standing> {
    if (!entry.sources) return 'shown';
    if (this.answersNow.version !== version) this.answersNow = { version, answers: new Map() };
    const { answers } = this.answersNow;
    const now = await Promise.all(
      entry.sources.map((source) => {
        let answer = answers.get(source.input.key);
        if (!answer) {
          answer = source.input.read().then(fingerprint);
          answers.set(source.input.key, answer);
        }
        return answer;
      }),
    );
    let standing: Standing = 'fresh';
    for (const [index, source] of entry.sources.entries()) {
      const answer = now[index]!;
      if (answer.status !== source.status) return 'gone';
      if (answer.whole === source.whole) continue;
      if (shownFingerprint(answer) !== shownFingerprint(source)) standing = 'shown';
      else if (standing === 'fresh') standing = 'stock';
    }
    return standing;
  }

  /** Renders the page for a version once, however many callers ask meanwhile, and keeps it. */
  private make(key: string, version: string, render: () => Promise<RenderedPage>): Promise<Entry> {
    const running = this.inFlight.get(key);
    if (running && running.version === version) return running.made;
    const calls = { sources: [] as Source[], untracked: false };
    const made = renderCalls.run(calls, render).then((page) => {
      const entry: Entry = {
        kept: new KeptPage(page),
        sources: calls.untracked ? undefined : calls.sources,
        madeAt: performance.now(),
        confirmedAt: performance.now(),
        madeFor: version,
        checkedVersion: version,
        standing: 'fresh',
      };
      this.keep(key, entry);
      return entry;
    });
    this.inFlight.set(key, { version, made });
    const forget = () => {
      if (this.inFlight.get(key)?.made === made) this.inFlight.delete(key);
    };
    made.then(forget, forget);
    return made;
  }

  private keep(key: string, entry: Entry): void {
    const kept = this.entries.get(key);
    // A slower render for an older version must not replace a newer one.
    if (kept && Number(kept.madeFor) > Number(entry.madeFor)) return;
    this.entries.delete(key);
    // Oldest first: Map keeps insertion order.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
  }
}
