import { z } from 'zod';
import {
  decimalToCents,
  endpoints,
  foldForSearch,
  listSort,
  productFacetsSchema,
  type ProductListQuery,
  productListQuerySchema,
  productSummarySchema,
  publicMediaUrl,
  SEARCH_CORRECTION_HEADER,
  suggestAnswerSchema,
  suggestQuerySchema,
} from '@shop/domain';
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

/** Searching the catalogue: the list, its facets and the suggestions while typing. */
export function registerSearchRoutes(
  app: ZodApp,
  { db, exchangeRates, answers, media, publicBaseUrl }: CatalogueReadContext,
) {
  const searchOptions = { exchange: exchangeRates };

  app.route({
    ...routeOf(endpoints.listProducts),
    schema: {
      tags: ['products'],
      summary: 'Search and page the catalogue (total in X-Total-Count)',
      querystring: productListQuerySchema,
      response: { 200: z.array(productSummarySchema), 400: errorSchema },
    },
    handler: async (request, reply) => {
      const query = request.query;
      const answer = await answers.get(listKey(query), async () => {
        const page = await products.listProducts(db, query, searchOptions);
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
      querystring: productListQuerySchema,
      response: { 200: productFacetsSchema, 400: errorSchema },
    },
    handler: async (request, reply) => {
      const answer = await answers.get(facetsKey(request.query), async () => {
        const facets = await products.productFacets(db, request.query, searchOptions);
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
