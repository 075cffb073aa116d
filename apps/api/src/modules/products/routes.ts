import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  comparableProductSchema,
  decimalToCents,
  domainMessage,
  type ExchangeRates,
  exchangeRatesSchema,
  foldForSearch,
  listSort,
  productFacetsSchema,
  type ProductListQuery,
  SEARCH_CORRECTION_HEADER,
  suggestAnswerSchema,
  suggestQuerySchema,
  mapProductMedia,
  productInputSchema,
  productListQuerySchema,
  productPatchSchema,
  productSchema,
  productSummarySchema,
  similarAnswerSchema,
  publicMediaUrl,
  storedMediaUrl,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { httpError } from '../../errors';
import { languageOf } from '../../plugins/language';
import { errorSchema, messageSchema } from '../../http-schemas';
import { ADMIN_ROLES } from '../../plugins/authentication';
import { type CachedAnswer, CatalogueAnswerCache } from './list-cache';
import * as products from './service';

const idParams = z.object({ id: z.string().max(200) });
const compareQuerySchema = z.object({
  productId: z
    .string({ error: 'product.id.invalid' })
    .trim()
    .min(1, { error: 'product.id.invalid' })
    .max(200, { error: 'product.id.invalid' }),
});

interface ProductRoutesOptions {
  db: Db;
  /** PUBLIC_BASE_URL: media URLs are answered absolute on it, and stored relative. */
  publicBaseUrl: string | undefined;
  /** EXCHANGE_RATES: prices of other currencies are converted to ARS for price sorts and bounds. */
  exchangeRates: ExchangeRates | null;
}

/**
 * The cache key of a list or facets query: every parameter that changes the answer, in one
 * canonical form (so 'Cámara' and 'camara', or brands in another order, share an entry).
 */
function filtersKey(query: ProductListQuery): Record<string, unknown> {
  const bounded = query.minPrice !== undefined || query.maxPrice !== undefined;
  return {
    search: query.search && foldForSearch(query.search),
    category: query.category?.trim().toLowerCase(),
    brand: query.brand && [...new Set(query.brand.map((brand) => brand.toLowerCase()))].sort(),
    inStock: query.inStock === true,
    currency: bounded ? (query.currency ?? 'ARS') : undefined,
    minPrice: query.minPrice === undefined ? undefined : String(decimalToCents(query.minPrice)),
    maxPrice: query.maxPrice === undefined ? undefined : String(decimalToCents(query.maxPrice)),
    asTyped: query.asTyped === true,
  };
}

/** Maps the media URLs of answers (absolute on the public address) and of writes (stored relative). */
function mediaMappers(publicBaseUrl: string | undefined) {
  return {
    answer: <T extends Parameters<typeof mapProductMedia>[0]>(product: T): T =>
      mapProductMedia(product, (url) => publicMediaUrl(url, publicBaseUrl)),
    stored: <T extends Parameters<typeof mapProductMedia>[0]>(product: T): T =>
      mapProductMedia(product, (url) => storedMediaUrl(url, publicBaseUrl)),
  };
}
const writeErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** A product's ETag: its version, raised by every write to it. */
export const productEtag = (version: number) => `W/"v${version}"`;

/**
 * The version a save must start from: the body's `version` and/or the one If-Match names
 * (`W/"v3"` or `"v3"`; `*` names none). When both are sent they must agree. An If-Match that
 * names no version of ours (another server's tag, a list of several) can match nothing, so
 * the save is refused (RFC 9110 §13.1.1).
 */
export function expectedVersion(ifMatch: string | undefined, bodyVersion: number | undefined): number | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return bodyVersion;
  const match = /^\s*(?:W\/)?"v(\d{1,15})"\s*$/.exec(ifMatch);
  const headerVersion = match ? Number(match[1]) : undefined;
  if (headerVersion === undefined || (bodyVersion !== undefined && bodyVersion !== headerVersion)) {
    throw httpError('PRODUCT_CHANGED');
  }
  return headerVersion;
}

const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .max(500)
    .optional()
    .describe(
      'The ETag of the version the client edited (W/"v<version>"): a save from another version answers 412 PRODUCT_CHANGED',
    ),
});

/** Sends a cached answer as is; browsers may keep it but must revalidate it (cheap, thanks to the ETag). */
function sendCached(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

/** Public catalogue reads: conditional GET through ETags, revalidated on every use. */
const productReads: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { db, publicBaseUrl, exchangeRates }) => {
  const searchOptions = { exchange: exchangeRates };
  const answers = new CatalogueAnswerCache(db);
  const media = mediaMappers(publicBaseUrl);
  await app.register(etag);

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Search and page the catalogue (total in X-Total-Count)',
        querystring: productListQuerySchema,
        response: { 200: z.array(productSummarySchema), 400: errorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const key = JSON.stringify({ ...filtersKey(query), page: query.page, limit: query.limit, sort: listSort(query) });
      const answer = await answers.get(`list:${key}`, async () => {
        const page = await products.listProducts(db, query, searchOptions);
        return { value: page.items.map(media.answer), total: page.total, correction: page.correction };
      });
      reply.header('x-total-count', String(answer.total));
      if (answer.correction) reply.header(SEARCH_CORRECTION_HEADER, encodeURIComponent(answer.correction));
      return sendCached(reply, answer);
    },
  );

  // Registered before /products/:id, which would otherwise read 'facets' and 'suggest' as ids.
  app.get(
    '/products/facets',
    {
      schema: {
        tags: ['products'],
        summary:
          'Counts for the filtered catalogue (same parameters as the list): total, in stock, per brand and category, price range per currency; each facet ignores its own selection',
        querystring: productListQuerySchema,
        response: { 200: productFacetsSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const key = JSON.stringify(filtersKey(request.query));
      const answer = await answers.get(`facets:${key}`, async () => {
        const facets = await products.productFacets(db, request.query, searchOptions);
        return { value: facets, total: facets.total };
      });
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/products/suggest',
    {
      schema: {
        tags: ['products'],
        summary:
          'Suggestions while typing: up to 6 products, the categories the words reach, and the corrected words when the typed ones are unknown',
        querystring: suggestQuerySchema,
        response: { 200: suggestAnswerSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const key = JSON.stringify({ q: foldForSearch(request.query.q), asTyped: request.query.asTyped === true });
      const answer = await answers.get(`suggest:${key}`, async () => {
        const suggestions = await products.suggestProducts(db, request.query);
        return {
          value: {
            ...suggestions,
            products: suggestions.products.map((product) => ({
              ...product,
              image: publicMediaUrl(product.image, publicBaseUrl),
            })),
          },
          total: suggestions.products.length,
        };
      });
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/exchange-rates',
    {
      schema: {
        tags: ['products'],
        summary: 'The exchange rates to ARS staff configured (EXCHANGE_RATES) with the day they were set, or null',
        response: { 200: exchangeRatesSchema },
      },
    },
    async () => exchangeRates,
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with every field; its ETag is its version (W/"v<version>")',
        params: idParams,
        response: { 200: productSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.get(
        `product:${request.params.id}`,
        async () => {
          const product = await products.getProduct(db, request.params.id);
          if (!product) throw httpError('PRODUCT_NOT_FOUND');
          return { value: media.answer(product), total: 1 };
        },
        // The version is the product's ETag: the one a save sends back in If-Match.
        (value) => productEtag((value as { version: number }).version),
      );
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/products/compare-products',
    {
      schema: {
        tags: ['products'],
        summary: 'Up to 10 products of the same category and currency, nearest in price and performance (spec 001 §7)',
        querystring: compareQuerySchema,
        response: { 200: z.array(comparableProductSchema), 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const { productId } = request.query;
      const answer = await answers.get(`compare:${productId}`, async () => {
        const comparable = await products.comparableProducts(db, productId);
        if (!comparable) throw httpError('PRODUCT_NOT_FOUND');
        return { value: comparable.map(media.answer), total: comparable.length };
      });
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/products/:id/similar',
    {
      schema: {
        tags: ['products'],
        summary:
          'Similar products (same category and currency, price within 30 %, score above 3 of 10, best 3), or up to 3 related ones of the category',
        params: idParams,
        response: { 200: similarAnswerSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.get(`similar:${request.params.id}`, async () => {
        const similar = await products.similarProducts(db, request.params.id);
        if (!similar) throw httpError('PRODUCT_NOT_FOUND');
        return { value: { ...similar, products: similar.products.map(media.answer) }, total: similar.products.length };
      });
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'The five categories with their product counts',
        response: { 200: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })) },
      },
    },
    async () => products.categoryCounts(db),
  );
};

const productWrites: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { db, publicBaseUrl }) => {
  const media = mediaMappers(publicBaseUrl);
  const secured = { config: { access: ADMIN_ROLES } } as const;

  app.post(
    '/products',
    {
      ...secured,
      schema: {
        tags: ['products'],
        summary: 'Create a product (admin)',
        security: [{ bearer: [] }],
        body: productInputSchema,
        response: { 201: productSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const product = await products.createProduct(db, media.stored(request.body));
      return reply.status(201).header('etag', productEtag(product.version)).send(media.answer(product));
    },
  );

  app.put(
    '/products/:id',
    {
      ...secured,
      schema: {
        tags: ['products'],
        summary: 'Change a product (admin): the fields sent replace the stored ones, the others are kept',
        description: [
          "Merge semantics: any subset of the product's fields may be sent; a field left out keeps its stored value",
          '(so a client that knows only some fields never erases specifications, features or advantages).',
          "Optimistic concurrency: every write raises the product's `version`, answered in the body and as the ETag",
          '(`W/"v<version>"`). A save that sends `If-Match` with that ETag, or `version` in the body, is stored only if',
          'the product is still at that version; otherwise it answers 412 with code PRODUCT_CHANGED and stores nothing.',
          'Without either, the save merges onto the current product.',
        ].join(' '),
        security: [{ bearer: [] }],
        params: idParams,
        headers: ifMatchHeaders,
        body: productPatchSchema,
        response: { 200: productSchema, 404: errorSchema, 412: errorSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { version, ...patch } = request.body;
      const expected = expectedVersion(request.headers['if-match'], version);
      const result = await products.updateProduct(db, request.params.id, media.stored(patch), expected);
      if (!result.updated) throw httpError(result.reason === 'not-found' ? 'PRODUCT_NOT_FOUND' : 'PRODUCT_CHANGED');
      return reply.header('etag', productEtag(result.product.version)).send(media.answer(result.product));
    },
  );

  app.delete(
    '/products/:id',
    {
      ...secured,
      schema: {
        tags: ['products'],
        summary: 'Delete a product (admin)',
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: messageSchema, 404: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      if (!(await products.deleteProduct(db, request.params.id))) throw httpError('PRODUCT_NOT_FOUND');
      return { message: domainMessage('product.deleted', languageOf(request)) };
    },
  );
};

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, options) => {
  await app.register(productReads, options);
  await app.register(productWrites, options);
};
