import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRIVATE_PAGE_PREFIXES, SITEMAP_MAX_ADDRESSES } from '@shop/domain';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { CatalogueCache } from '../products';
import { indexablePages, sitemapFiles, sitemapIndex, urlSet } from './sitemap';

export interface SeoOptions {
  db: Db;
  /** The shop's public address (PUBLIC_BASE_URL); without it, the address the request came to. */
  publicBaseUrl: string | undefined;
  /** Addresses per sitemap file: the protocol's 50,000 unless a test lowers it. */
  sitemapMaxAddresses?: number;
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (split into `/sitemaps/N.xml` past the protocol's
 * limit). The sitemap is made from the products table and kept while the catalogue version is
 * unchanged: any process's product change (the change log's trigger) makes the next request
 * build it again, so it is never staler than the catalogue itself. The API stays open to
 * crawlers: a search engine that renders the pages needs the calls they make.
 */
export async function seoRoutes(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const maxAddresses = options.sitemapMaxAddresses ?? SITEMAP_MAX_ADDRESSES;
  const files = new CatalogueCache<ReturnType<typeof sitemapFiles>>(options.db, 1);
  const origin = (request: FastifyRequest) =>
    (options.publicBaseUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
  const currentFiles = () =>
    files.get('sitemap', async () => {
      const rows = await options.db.kysely
        .selectFrom('products')
        .select(['id', 'category', 'updated_at'])
        .orderBy('updated_at', 'desc')
        .orderBy('id')
        .execute();
      const pages = indexablePages(
        rows.map((row) => ({ id: row.id, category: row.category, updatedAt: row.updated_at })),
      );
      return sitemapFiles(pages, maxAddresses);
    });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const all = await currentFiles();
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return all.length === 1 ? urlSet(all[0]!, origin(request)) : sitemapIndex(all, origin(request));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const all = await currentFiles();
    const number = /^([1-9]\d{0,5})\.xml$/.exec(request.params.file)?.[1];
    const pages = number && all.length > 1 ? all[Number(number) - 1] : undefined;
    if (!pages) throw httpError('ROUTE_NOT_FOUND');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
    return urlSet(pages, origin(request));
  });
}
