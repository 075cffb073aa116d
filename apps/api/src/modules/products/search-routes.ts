import { z } from 'zod';
import {
  decimalToCents,
  endpoints,
  foldForSearch,
  listSort,
  productFacetsQuerySchema,
  productFacetsSchema,
  type ProductListQuery,
  productListQuerySchema,
  productSchema,
  productSummarySchema,
  publicMediaUrl,
  SEARCH_CORRECTION_HEADER,
  suggestAnswerSchema,
  suggestQuerySchema,
} from '@shop/domain';
import type { FastifyReply } from 'fastify';
import { errorSchema, routeOf, type ZodApp } from '../../http-schemas';
import { type CatalogueReadContext, sendCached } from './route-context';
import * as products from './service';

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
    configurable: query.configurable === true,
    currency: bounded ? (query.currency ?? 'ARS') : undefined,
    minPrice: query.minPrice === undefined ? undefined : String(decimalToCents(query.minPrice)),
    maxPrice: query.maxPrice === undefined ? undefined : String(decimalToCents(query.maxPrice)),
    asTyped: query.asTyped === true,
  };
}

const listKey = (query: ProductListQuery) =>
  `list:${JSON.stringify({ ...filtersKey(query), page: query.page, limit: query.limit, sort: listSort(query) })}`;
const facetsKey = (query: ProductListQuery) => `facets:${JSON.stringify(filtersKey(query))}`;
const suggestKey = (query: { q: string; asTyped?: boolean }) =>
  `suggest:${JSON.stringify({ q: foldForSearch(query.q), asTyped: query.asTyped === true })}`;

/** A request's query string as sent (the validated query has `page` and `limit` filled in). */
function sentParams(url: string): URLSearchParams {
  const at = url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : url.slice(at + 1));
}

/** Searching the catalogue: the list, its facets and the suggestions while typing. */
export function registerSearchRoutes(app: ZodApp, context: CatalogueReadContext) {
  const { db, exchangeRates, answers, media, publicBaseUrl } = context;
  const sendFullList = fullListSender(context);

  app.route({
    ...routeOf(endpoints.listProducts),
    schema: {
      tags: ['products'],
      summary: 'Search and page the catalogue (total in X-Total-Count); without page and limit, every product',
      description: [
        'With `page` or `limit` (default 24, at most 100): one page of cards (the fields a product card shows).',
        `Without both (the specification's "all products"): every product that matches, in the full Product shape`,
        `of GET /api/products/{id}, newest first unless searched or sorted otherwise, at most ${context.fullListCeiling}`,
        'from `offset` (default 0); when more remain, `Link: <…?offset=N>; rel="next"` names the next part.',
      ].join(' '),
      querystring: productListQuerySchema,
      response: { 200: z.union([z.array(productSummarySchema), z.array(productSchema)]), 400: errorSchema },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const sent = sentParams(request.url);
      if (!sent.has('page') && !sent.has('limit')) return sendFullList(reply, query, sent, request.url);
      const answer = await answers.get(listKey(query), async () => {
        const page = await products.listProducts(db, query, { exchange: await exchangeRates() });
        return { value: page.items.map(media.answer), total: page.total, correction: page.correction };
      });
      reply.header('x-total-count', String(answer.total));
      if (answer.correction) reply.header(SEARCH_CORRECTION_HEADER, encodeURIComponent(answer.correction));
      return sendCached(reply, answer);
    },
  });

  app.route({
    ...routeOf(endpoints.productFacets),
    schema: {
      tags: ['products'],
      summary:
        'Counts for the filtered catalogue (same parameters as the list): total, in stock, per brand and category, price range per currency; each facet ignores its own selection',
      querystring: productFacetsQuerySchema,
      response: { 200: productFacetsSchema, 400: errorSchema },
    },
    handler: async (request, reply) => {
      const answer = await answers.get(facetsKey(request.query), async () => {
        const facets = await products.productFacets(db, request.query, { exchange: await exchangeRates() });
        return { value: facets, total: facets.total };
      });
      return sendCached(reply, answer);
    },
  });

  app.route({
    ...routeOf(endpoints.suggestProducts),
    schema: {
      tags: ['products'],
      summary:
        'Suggestions while typing: up to 6 products, the categories the words reach, and the corrected words when the typed ones are unknown',
      querystring: suggestQuerySchema,
      response: { 200: suggestAnswerSchema, 400: errorSchema },
    },
    handler: async (request, reply) => {
      const answer = await answers.get(suggestKey(request.query), async () => {
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
  });
}

/**
 * The unpaged list: every product of the query in the full shape, up to the ceiling from
 * `offset`, and a Link to the next part when more remain. Only the plain call's parts (the
 * specification's client asks for nothing else) are kept in the answer cache: a filtered
 * full answer is large and may be asked in endless variations.
 */
function fullListSender({ db, exchangeRates, answers, media, publicBaseUrl, fullListCeiling }: CatalogueReadContext) {
  return async (reply: FastifyReply, query: ProductListQuery, sent: URLSearchParams, url: string) => {
    const offset = query.offset ?? 0;
    const limit = fullListCeiling;
    const produce = async () => {
      const part = await products.listFullProducts(db, query, { offset, limit }, { exchange: await exchangeRates() });
      return { value: part.items.map(media.answer), total: part.total, correction: part.correction };
    };
    const plain = [...sent.keys()].every((key) => key === 'offset') && offset % limit === 0;
    const answer = plain ? await answers.get(`all:${offset}`, produce) : await answers.uncached(produce);
    reply.header('x-total-count', String(answer.total));
    if (answer.correction) reply.header(SEARCH_CORRECTION_HEADER, encodeURIComponent(answer.correction));
    if (offset + limit < answer.total) {
      const next = new URLSearchParams(sent);
      next.set('offset', String(offset + limit));
      // Absolute on the shop's public address when it has one, like media URLs.
      reply.header('link', `<${publicBaseUrl ?? ''}${url.split('?')[0]}?${next.toString()}>; rel="next"`);
    }
    return sendCached(reply, answer);
  };
}
