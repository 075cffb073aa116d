import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { CATALOGUE_VERSION_KEY } from '../../db/migrations/001_initial';

/**
 * Values computed from the catalogue, valid while the catalogue version is unchanged.
 * Database triggers bump that version on every change to products, made by any
 * process, so a hit costs one primary-key read instead of the work behind the value —
 * and can never be stale. Bounded: the oldest entry goes first.
 */
export class CatalogueCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(
    private readonly db: Db,
    private readonly maxEntries: number,
  ) {}

  async get(key: string, produce: () => Promise<T>): Promise<T> {
    const version = (await this.db.readMeta(CATALOGUE_VERSION_KEY)) ?? '0';
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit.value;

    const value = await produce();
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Oldest first: Map keeps insertion order.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { version, value });
    return value;
  }
}

/** A serialized answer, ready to send as is. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  total: number;
}

/** The catalogue's API answers, kept serialized with their ETag. */
export class CatalogueAnswerCache {
  private readonly cache: CatalogueCache<CachedAnswer>;

  constructor(db: Db) {
    this.cache = new CatalogueCache(db, 1000);
  }

  get(key: string, produce: () => Promise<{ value: unknown; total: number }>): Promise<CachedAnswer> {
    return this.cache.get(key, async () => {
      const { value, total } = await produce();
      const body = Buffer.from(JSON.stringify(value));
      return { body, total, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    });
  }
}
