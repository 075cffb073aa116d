import etag from '@fastify/etag';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import {
  comparableProductSchema,
  domainMessage,
  foldForSearch,
  mapProductMedia,
  productInputSchema,
  productListQuerySchema,
  productSchema,
  productSummarySchema,
  similarAnswerSchema,
  publicMediaUrl,
  storedMediaUrl,
} from '@shop/domain';
import type { Db } from '../../db/database';
import { apiError } from '../../errors';
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

/** Sends a cached answer as is; browsers may keep it but must revalidate it (cheap, thanks to the ETag). */
function sendCached(reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  return reply
    .header('etag', answer.etag)
    .header('cache-control', 'no-cache')
    .type('application/json; charset=utf-8')
    .send(answer.body);
}

/** Public catalogue reads: conditional GET through ETags, revalidated on every use. */
const productReads: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, { db, publicBaseUrl }) => {
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
      const key = JSON.stringify({
        ...query,
        search: query.search && foldForSearch(query.search),
        category: query.category?.trim().toLowerCase(),
      });
      const answer = await answers.get(`list:${key}`, async () => {
        const page = await products.listProducts(db, query);
        return { value: page.items.map(media.answer), total: page.total };
      });
      reply.header('x-total-count', String(answer.total));
      return sendCached(reply, answer);
    },
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product with every field',
        params: idParams,
        response: { 200: productSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const answer = await answers.get(`product:${request.params.id}`, async () => {
        const product = await products.getProduct(db, request.params.id);
        if (!product) throw apiError('PRODUCT_NOT_FOUND');
        return { value: media.answer(product), total: 1 };
      });
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
        if (!comparable) throw apiError('PRODUCT_NOT_FOUND');
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
        if (!similar) throw apiError('PRODUCT_NOT_FOUND');
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
    async (request, reply) =>
      reply.status(201).send(media.answer(await products.createProduct(db, media.stored(request.body)))),
  );

  app.put(
    '/products/:id',
    {
      ...secured,
      schema: {
        tags: ['products'],
        summary: 'Replace a product (admin)',
        security: [{ bearer: [] }],
        params: idParams,
        body: productInputSchema,
        response: { 200: productSchema, 404: errorSchema, ...writeErrors },
      },
    },
    async (request) => {
      const product = await products.updateProduct(db, request.params.id, media.stored(request.body));
      if (!product) throw apiError('PRODUCT_NOT_FOUND');
      return media.answer(product);
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
      if (!(await products.deleteProduct(db, request.params.id))) throw apiError('PRODUCT_NOT_FOUND');
      return { message: domainMessage('product.deleted', languageOf(request)) };
    },
  );
};

export const productRoutes: FastifyPluginAsyncZod<ProductRoutesOptions> = async (app, options) => {
  await app.register(productReads, options);
  await app.register(productWrites, options);
};
