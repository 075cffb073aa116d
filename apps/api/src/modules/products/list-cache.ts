import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { CATALOGUE_VERSION_KEY } from '../../db/meta-keys';
import { metaNow } from '../../db/meta-now';
import { EncodedBody } from '../../encoded-body';

/** The catalogue version now: raised by database triggers on every change to products, by any process. */
export async function catalogueVersion(db: Db): Promise<string> {
  return (await metaNow(db, CATALOGUE_VERSION_KEY)) ?? '0';
}

/**
 * Values computed from the catalogue, valid while the catalogue version is unchanged.
 * Database triggers bump that version on every change to products, made by any
 * process, so a hit costs one primary-key read instead of the work behind the value.
 * Callers asking for the same key while its value is being made share that work.
 * Bounded: the oldest entry goes first.
 * A value is never stale (the rendered pages, which may be, have their own: storefront/page-cache.ts).
 */
export class CatalogueCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();
  private readonly inFlight = new Map<string, { version: string; value: Promise<T> }>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, produce: () => Promise<T>): Promise<T> {
    const version = await catalogueVersion(this.db);
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;
    return this.refresh(key, version, produce);
  }

  /** Makes the value for a version once, however many callers ask meanwhile, and keeps it. */
  private refresh(key: string, version: string, produce: () => Promise<T>): Promise<T> {
    const running = this.inFlight.get(key);
    if (running && running.version === version) return running.value;
    const value = produce().then((made) => {
      this.keep(key, version, made);
      return made;
    });
    this.inFlight.set(key, { version, value });
    const forget = () => {
      if (this.inFlight.get(key)?.value === value) this.inFlight.delete(key);
    };
    value.then(forget, forget);
    return value;
  }

  private keep(key: string, version: string, value: T): void {
    const kept = this.entries.get(key);
    // A slower make for an older version must not replace a newer one.
    if (kept && Number(kept.version) > Number(version)) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { version, value });
  }
}

/** A serialized answer, ready to send as is. */
export interface CachedAnswer {
  body: Buffer;
  /** The body, compressed once per encoding for every request that gets it. */
  bytes: EncodedBody;
  etag: string;
  total: number;
  /** The corrected words of a search answered with their results (sent as X-Search-Correction). */
  correction?: string;
}

/** The catalogue's API answers, kept serialized with their ETag. */
export class CatalogueAnswerCache {
  private readonly cache: CatalogueCache<CachedAnswer>;

  constructor(db: Db) {
    this.cache = new CatalogueCache(db, 1000);
  }

  /** `etagOf` names the answer's ETag when the value has its own (a product's version); else a hash of the body. */
  get(key: string, produce: AnswerMaker, etagOf?: (value: unknown) => string): Promise<CachedAnswer> {
    return this.cache.get(key, () => serialized(produce, etagOf));
  }

  /** The same answer made afresh and not kept (an answer too large, or of too many shapes, to keep). */
  uncached(produce: AnswerMaker, etagOf?: (value: unknown) => string): Promise<CachedAnswer> {
    return serialized(produce, etagOf);
  }
}

type AnswerMaker = () => Promise<{ value: unknown; total: number; correction?: string }>;

async function serialized(produce: AnswerMaker, etagOf?: (value: unknown) => string): Promise<CachedAnswer> {
  const { value, total, correction } = await produce();
  const body = Buffer.from(JSON.stringify(value));
  // The correction changes what the page means, so it is part of the validator too.
  const etag =
    etagOf?.(value) ??
    `"${createHash('sha1')
      .update(body)
      .update(correction ?? '')
      .digest('base64url')}"`;
  return { body, bytes: new EncodedBody(body), total, etag, ...(correction ? { correction } : {}) };
}
