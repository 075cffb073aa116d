import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { CATALOGUE_VERSION_KEY } from '../../db/migrations/001_initial';

/** A serialized answer, ready to send as is. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  total: number;
}

const MAX_ENTRIES = 1000;

/**
 * Serialized catalogue answers, valid while the catalogue version is unchanged.
 * Database triggers bump that version on every change to products, made by any
 * process, so a hit costs one primary-key read instead of two list queries and
 * a serialization — and can never be stale.
 */
export class CatalogueAnswerCache {
  private readonly entries = new Map<string, CachedAnswer & { version: string }>();

  constructor(private readonly db: Db) {}

  async get(key: string, produce: () => Promise<{ value: unknown; total: number }>): Promise<CachedAnswer> {
    const version = await this.currentVersion();
    const hit = this.entries.get(key);
    if (hit && hit.version === version) return hit;

    const { value, total } = await produce();
    const body = Buffer.from(JSON.stringify(value));
    const entry = { version, body, total, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= MAX_ENTRIES) {
      // Oldest first: Map keeps insertion order.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, entry);
    return entry;
  }

  private async currentVersion(): Promise<string> {
    return (await this.db.readMeta(CATALOGUE_VERSION_KEY)) ?? '0';
  }
}
