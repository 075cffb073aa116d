import { z } from 'zod';
import {
  categoryCountSchema,
  comparableProductSchema,
  compareQuerySchema,
  endpoints,
  exchangeRatesSchema,
  idParamsSchema,
  productSchema,
  choiceValue,
  parseChoice,
  similarAnswerSchema,
  similarQuerySchema,
} from '@shop/domain';
import { httpError } from '../../errors';
import { errorSchema, routeOf, type ZodApp } from '../../http-schemas';
import { type CatalogueReadContext, productEtag, sendCached } from './route-context';
import type { CachedAnswer } from './list-cache';
import { toProduct } from './rows';
import * as products from './service';

/** Answers are kept per product and choice (written one way, so one choice is one entry). */
const compareKey = (productId: string, choice: string) => `compare:${productId}:${choice}`;
const similarKey = (id: string, choice: string) => `similar:${id}:${choice}`;

/** One product and what its page shows beside it, the categories and the exchange rates. */
export function registerReadRoutes(app: ZodApp, { db, exchangeRates, answers, media }: CatalogueReadContext) {
  /** A product's answer, by the row it was made from. */
  const productAnswers = new WeakMap<object, CachedAnswer>();
  app.route({
    ...routeOf(endpoints.exchangeRates),
    schema: {
      tags: ['products'],
      summary:
        'The exchange rates to ARS staff set (/admin/ajustes; EXCHANGE_RATES until then) with the day they were set, or null',
      response: { 200: exchangeRatesSchema },
    },
    handler: async (_request, reply) => {
      // Staff may change them at any moment: a browser asks again rather than keep an old rate.
      reply.header('cache-control', 'no-cache');
      return exchangeRates();
    },
  });

  app.route({
    ...routeOf(endpoints.getProduct),
    schema: {
      tags: ['products'],
      summary: 'One product with every field; its ETag is its version (W/"v<version>")',
      params: idParamsSchema,
      response: { 200: productSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      // Made once from each row read: an order of another product keeps the row (productRowNow).
      const row = await products.productRowNow(db, request.params.id);
      if (!row) throw httpError('PRODUCT_NOT_FOUND');
      let answer = productAnswers.get(row);
      if (!answer) {
        answer = await answers.uncached(
          async () => ({ value: media.answer(toProduct(row)), total: 1 }),
          // The version is the product's ETag: the one a save sends back in If-Match.
          (value) => productEtag((value as { version: number }).version),
        );
        productAnswers.set(row, answer);
      }
      return sendCached(reply, answer);
    },
  });

  app.route({
    ...routeOf(endpoints.comparableProducts),
    schema: {
      tags: ['products'],
      summary:
        'Up to 10 products of the same category and currency, nearest in price and performance to the product as configured (opciones=category:optionId,…)',
      querystring: compareQuerySchema,
      response: { 200: z.array(comparableProductSchema), 400: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const { productId } = request.query;
      const wanted = parseChoice(request.query.opciones);
      const answer = await answers.get(compareKey(productId, choiceValue(wanted)), async () => {
        const comparable = await products.comparableProducts(db, productId, wanted);
        if (!comparable) throw httpError('PRODUCT_NOT_FOUND');
        return { value: comparable.map(media.answer), total: comparable.length };
      });
      return sendCached(reply, answer);
    },
  });

  app.route({
    ...routeOf(endpoints.similarProducts),
    schema: {
      tags: ['products'],
      summary:
        'Similar products (same category and currency, price within 30 %, score above 3 of 10, best 3) of the product as configured (opciones=category:optionId,…), or up to 3 related ones of the category',
      params: idParamsSchema,
      querystring: similarQuerySchema,
      response: { 200: similarAnswerSchema, 400: errorSchema, 404: errorSchema },
    },
    handler: async (request, reply) => {
      const wanted = parseChoice(request.query.opciones);
      const answer = await answers.get(similarKey(request.params.id, choiceValue(wanted)), async () => {
        const similar = await products.similarProducts(db, request.params.id, wanted);
        if (!similar) throw httpError('PRODUCT_NOT_FOUND');
        return { value: { ...similar, products: similar.products.map(media.answer) }, total: similar.products.length };
      });
      return sendCached(reply, answer);
    },
  });

  app.route({
    ...routeOf(endpoints.categories),
    schema: {
      tags: ['products'],
      summary: 'The five categories with their product counts',
      response: { 200: z.array(categoryCountSchema) },
    },
    handler: async (_request, reply) => {
      const answer = await answers.get('categories', async () => {
        const counts = await products.categoryCounts(db);
        return { value: counts, total: counts.length };
      });
      return sendCached(reply, answer);
    },
  });
}
