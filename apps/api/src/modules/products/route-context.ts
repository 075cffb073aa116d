import type { FastifyReply } from 'fastify';
import { type ExchangeRates, mapProductMedia, publicMediaUrl, storedMediaUrl } from '@shop/domain';
import type { Db } from '../../db/database';
import type { CachedAnswer, CatalogueAnswerCache } from './list-cache';
import { sendEncoded } from '../../encoded-body';
import { versionEtag } from '../../if-match';

export interface ProductRoutesOptions {
  db: Db;
  /** PUBLIC_BASE_URL: media URLs are answered absolute on it, and stored relative. */
  publicBaseUrl: string | undefined;
  /**
   * Staff's exchange rates now (the shop's settings, read fresh by every process): prices of
   * other currencies are converted to ARS for price sorts and bounds.
   */
  exchangeRates: () => Promise<ExchangeRates | null>;
  /** The most products the unpaged list answers at once (FULL_LIST_CEILING; tests lower it). */
  fullListCeiling: number;
  /**
   * A write committed mails (a restock from none writes the back-in-stock alerts): this
   * process's mail worker looks at the outbox at once instead of at its next poll.
   */
  mailQueued?: () => void;
  /** The shop's low-stock threshold now (its settings): the staff list's 'low stock' filter and mark. */
  lowStockThreshold: () => Promise<number>;
}

/** What the public read routes share: one answer cache for the whole catalogue, one media mapping. */
export interface CatalogueReadContext extends ProductRoutesOptions {
  answers: CatalogueAnswerCache;
  media: ReturnType<typeof mediaMappers>;
}

/** Maps the media URLs of answers (absolute on the public address) and of writes (stored relative). */
export function mediaMappers(publicBaseUrl: string | undefined) {
  return {
    answer: <T extends Parameters<typeof mapProductMedia>[0]>(product: T): T =>
      mapProductMedia(product, (url) => publicMediaUrl(url, publicBaseUrl)),
    stored: <T extends Parameters<typeof mapProductMedia>[0]>(product: T): T =>
      mapProductMedia(product, (url) => storedMediaUrl(url, publicBaseUrl)),
  };
}

/**
 * Sends a cached answer, compressed once for every request that gets it; browsers may keep it but
 * must revalidate it (cheap, thanks to the ETag).
 */
export async function sendCached(reply: FastifyReply, answer: CachedAnswer): Promise<FastifyReply> {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  // A revalidation mostly ends in a 304 (the ETag hook), which sends no body to compress.
  if (reply.request.headers['if-none-match'] !== undefined) return reply.send(answer.body);
  return sendEncoded(reply, answer.bytes);
}

/** A product's ETag: its version, raised by every write to it. */
export const productEtag = versionEtag;
