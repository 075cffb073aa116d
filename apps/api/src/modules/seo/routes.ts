import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_PAGE_PREFIXES, SHOP_NAME, SITEMAP_MAX_ADDRESSES } from '@shop/domain';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { baseUrlOf } from '../../plugins/public-url';
import { CatalogueCache } from '../products';
import { type Picture, previewPictures } from './preview-picture';
import { indexablePages, sitemapFiles, sitemapIndex, urlSet } from './sitemap';

export interface SeoOptions {
  db: Db;
  /** The shop's public address (PUBLIC_BASE_URL); without it, the address the request came to. */
  publicBaseUrl: string | undefined;
  /** Addresses per sitemap file: the protocol's 50,000 unless a test lowers it. */
  sitemapMaxAddresses?: number;
  /** Where the products' images are (UPLOADS_DIR) and where their link preview pictures are kept. */
  uploadsDir: string;
  previewsDir: string;
}

/**
 * `GET /robots.txt`, `GET /sitemap.xml` (split into `/sitemaps/N.xml` past the protocol's
 * limit) and the link preview pictures (`/og/product/{id}.jpg`, `/og/shop.jpg`). The sitemap is made from the products table and kept while the catalogue version is
 * unchanged: any process's product change (the change log's trigger) makes the next request
 * build it again, so it is never staler than the catalogue itself. The API stays open to
 * crawlers: a search engine that renders the pages needs the calls they make.
 */
export async function seoRoutes(app: FastifyInstance, options: SeoOptions): Promise<void> {
  const maxAddresses = options.sitemapMaxAddresses ?? SITEMAP_MAX_ADDRESSES;
  const files = new CatalogueCache<ReturnType<typeof sitemapFiles>>(options.db, 1);
  const origin = (request: FastifyRequest) => baseUrlOf(request, options.publicBaseUrl).replace(/\/+$/, '');
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

  const pictures = previewPictures({
    uploadsDir: options.uploadsDir,
    cacheDir: options.previewsDir,
    publicBaseUrl: options.publicBaseUrl,
    shopName: SHOP_NAME,
  });
  const sendPicture = (request: FastifyRequest, reply: FastifyReply, picture: Picture) => {
    const etag = `"${picture.tag}"`;
    // A day: a product's new first image reaches link previews by the next day at the latest.
    reply.header('cache-control', 'public, max-age=86400').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('image/jpeg').send(picture.jpeg);
  };

  app.get<{ Params: { file: string } }>('/og/product/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = /^(.+)\.jpg$/.exec(request.params.file)?.[1];
    const product =
      id === undefined
        ? undefined
        : await options.db.kysely
            .selectFrom('products')
            .select(['name', 'images'])
            .where('id', '=', id)
            .executeTakeFirst();
    if (!product) throw httpError('PRODUCT_NOT_FOUND');
    const [image] = JSON.parse(product.images) as string[];
    return sendPicture(request, reply, await pictures.product({ name: product.name, image }));
  });

  app.get('/og/shop.jpg', { schema: { hide: true } }, async (request, reply) =>
    sendPicture(request, reply, await pictures.shop()),
  );

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
